import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@forwarder/shared/i18n';
import { useCurrency, useSession } from '@forwarder/shared/stores';
import { ContactForm } from './contact-form';

beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'en', messages: {} });
});

beforeEach(() => {
  useSession.setState({ status: 'signed-out', user: null });
  useCurrency.setState({ curr: 'USD', rate: null, ttl: 0, date: null, error: false });
});

const renderForm = (onSubmit = jest.fn(() => Promise.resolve())) => {
  render(
    <I18nProvider i18n={i18n}>
      <ContactForm onSubmit={onSubmit} submitLabel="Request booking" />
    </I18nProvider>,
  );
  return onSubmit;
};

it('shows every message of the validation table and focuses the first invalid field', async () => {
  const onSubmit = renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Request booking' }));
  expect(screen.getByText("You can't leave this empty.")).toBeTruthy();
  expect(screen.getByText('please enter a valid email')).toBeTruthy();
  expect(screen.getByText('Country Is Required')).toBeTruthy();
  expect(screen.getByText('mobileCountry Number Is Required')).toBeTruthy();
  expect(screen.getByText('Use numbers(0-9) only.')).toBeTruthy();
  expect(screen.getByLabelText('Name')).toHaveFocus();
  expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();
});

it('sets the phone code from the country, and submits once with the EUR fields when EUR is shown', async () => {
  useCurrency.setState({ curr: 'EUR', rate: 0.92, ttl: Date.now() + 60_000, date: '20261125', error: false });
  let release: () => void = () => {};
  const onSubmit = renderForm(jest.fn(() => new Promise<void>((r) => (release = r))));
  await userEvent.type(screen.getByLabelText('Name'), 'Ama Owusu');
  await userEvent.type(screen.getByLabelText('Email'), 'ama@example.com');
  await userEvent.type(screen.getByRole('combobox', { name: 'Country' }), 'Ghan{Enter}');
  expect(screen.getByLabelText('Code')).toHaveValue('+233');
  await userEvent.type(screen.getByLabelText('Mobile number'), '24-555');
  const button = screen.getByRole('button', { name: 'Request booking' });
  await userEvent.click(button);
  await userEvent.click(button);
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ama Owusu', country: 'C0820', mobileCountry: '233', curr: 'EUR', currRate: 0.92, currDate: '20261125' }));
  release();
  await waitFor(() => expect(button).not.toBeDisabled());
});

it('is prefilled from the signed-in profile', () => {
  useSession.setState({ status: 'signed-in', user: { name: 'Daniel Mensah', email: 'demo.buyer@example.com', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0100', flagSubscribe: true, role: 'USER', priceMasked: false } });
  renderForm();
  expect(screen.getByLabelText('Name')).toHaveValue('Daniel Mensah');
  expect(screen.getByLabelText('Email')).toHaveValue('demo.buyer@example.com');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Ghana');
});
