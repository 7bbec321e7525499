import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from '@lingui/react';
import * as v from 'valibot';
import { BuyerRegistrationBodySchema, SimpleBookingBodySchema } from '@forwarder/shared/contract';
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

it('shows the phone row\'s errors under the whole row, each tied to its field, and drops one once it is fixed', async () => {
  renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Request booking' }));
  const code = screen.getByLabelText('Code');
  const number = screen.getByLabelText('Mobile number');
  const codeError = screen.getByText('mobileCountry Number Is Required');
  const numberError = screen.getByText('Use numbers(0-9) only.');
  // Both read after both fields (under the row), not squeezed under the narrow code column.
  for (const error of [codeError, numberError]) {
    expect(code.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(number.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
  expect(code.closest('div')).not.toContainElement(codeError);
  expect(code).toHaveAccessibleDescription('mobileCountry Number Is Required');
  expect(number).toHaveAccessibleDescription('Use numbers(0-9) only.');
  expect(code).toHaveAttribute('aria-invalid', 'true');
  expect(number).toHaveAttribute('aria-invalid', 'true');
  await userEvent.type(number, '24-555');
  expect(screen.queryByText('Use numbers(0-9) only.')).toBeNull();
  expect(number).not.toHaveAttribute('aria-invalid');
});

// The form sends exactly what the api takes: the buyer registration and the booking's email.
const requester = { name: 'Ama Owusu', email: 'ama.owusu@mail.example.com', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0199' };
const cases: Array<[string, Partial<typeof requester>]> = [
  ['a complete request', {}],
  ['an upper-case email', { email: 'Ama.Owusu@Example.COM' }],
  ['a plus in the email', { email: 'ama+ship@example.com' }],
  ['a one-letter top-level domain', { email: 'ama@example.c' }],
  ['an underscore in the domain', { email: 'ama@mail_box.example.com' }],
  ['a name in another alphabet', { name: 'José' }],
  ['a name of 100 letters', { name: 'A'.repeat(100) }],
  ['a name of 101 letters', { name: 'A'.repeat(101) }],
  ['a mobile number of 30 characters', { mobileNumber: '1'.repeat(30) }],
  ['a mobile number of 31 characters', { mobileNumber: '1'.repeat(31) }],
  ['a mobile number with a plus', { mobileNumber: '+233 24' }],
  ['a seven-digit calling code', { mobileCountry: '1234567' }],
  ['a country that is no country code', { country: 'Ghana' }],
];
it.each(cases)('agrees with the api on %s', async (_name, change) => {
  const values = { ...requester, ...change };
  useSession.setState({ status: 'signed-in', user: { ...values, flagSubscribe: true, role: 'USER', priceMasked: false } });
  const onSubmit = renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Request booking' }));
  const apiTakesIt =
    v.safeParse(BuyerRegistrationBodySchema, { ...values, flagSubscribe: true, lang: 'en' }).success && v.safeParse(SimpleBookingBodySchema.entries.email, values.email).success;
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(apiTakesIt ? 1 : 0));
  if (!apiTakesIt) expect(screen.getAllByRole('alert').length).toBeGreaterThan(0);
});
