import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import { useLocale } from '@forwarder/shared/stores';
import { countryOptions } from '@forwarder/shared/data';
import NewsletterWidget from '../../../widgets/newsletter-widget';

const NIGERIA = countryOptions('en').find((c) => c.label === 'Nigeria')!.value;
const GERMANY = countryOptions('en').find((c) => c.label === 'Germany')!.value;

type FetchAnswer = { status: number; body?: unknown };
const answer = ({ status, body }: FetchAnswer) => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: String(status),
  text: async () => (body === undefined ? '' : JSON.stringify(body)),
});
const fetchMock = jest.fn();

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0 }, mutations: { retry: 0 } } });
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
}

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

beforeEach(() => {
  localStorage.clear();
  useLocale.setState({ locale: 'en' });
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

/** Render the widget and wait for its catalog; returns the form controls. */
async function renderWidget() {
  const user = userEvent.setup();
  render(<NewsletterWidget />, { wrapper });
  await screen.findByRole('heading', { name: 'Get spot deals and sailing news first' });
  return {
    user,
    email: screen.getByRole('textbox', { name: 'Email address' }),
    country: screen.getByRole('combobox', { name: 'Country' }),
    submit: screen.getByRole('button', { name: 'Subscribe' }),
  };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: HTMLElement, country: HTMLElement, countryPrefix = 'Nige') {
  await user.type(email, 'buyer@example.com');
  await user.type(country, countryPrefix);
  await user.click(screen.getByRole('option', { name: countryPrefix === 'Nige' ? 'Nigeria' : /^Герм/ }));
}

const sentBody = (call = 0) => JSON.parse(String((fetchMock.mock.calls[call]?.[1] as RequestInit).body));

describe('NewsletterWidget', () => {
  it('subscribes: posts email, country and language, stores the flag, thanks the user and hides the form', async () => {
    fetchMock.mockResolvedValue(answer({ status: 200, body: { ok: true } }));
    const { user, email, country, submit } = await renderWidget();
    await fillIn(user, email, country);
    await user.click(submit);

    const dialog = await screen.findByRole('alertdialog', { name: 'Thank your for your subscription!' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/svc/subscriber');
    expect((fetchMock.mock.calls[0]?.[1] as RequestInit).method).toBe('POST');
    expect(sentBody()).toEqual({ email: 'buyer@example.com', country: NIGERIA, lang: 'en' });
    expect(localStorage.getItem('email_subscription')).toBe('Y');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull();
  });

  it('sends the interface language and offers country names in it', async () => {
    useLocale.setState({ locale: 'ru' });
    fetchMock.mockResolvedValue(answer({ status: 200, body: { ok: true } }));
    const { user, email, country, submit } = await renderWidget();
    await fillIn(user, email, country, 'Герм');
    await user.click(submit);
    await screen.findByRole('alertdialog');
    expect(sentBody()).toEqual({ email: 'buyer@example.com', country: GERMANY, lang: 'ru' });
  });

  it('shows the duplicate-email message on 400 and keeps the form', async () => {
    fetchMock.mockResolvedValue(answer({ status: 400, body: { errorCode: 'DUPLICATE_EMAIL', message: 'duplicate' } }));
    const { user, email, country, submit } = await renderWidget();
    await fillIn(user, email, country);
    await user.click(submit);

    expect(await screen.findByRole('alertdialog', { name: 'This is an email address that is already in use. Please use a different email' })).toBeTruthy();
    expect(localStorage.getItem('email_subscription')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBeTruthy();
  });

  it.each([404, 500])('shows "Error Occurred. Please try again." on %i', async (status) => {
    fetchMock.mockResolvedValue(answer({ status, body: { errorCode: 'X', message: 'x' } }));
    const { user, email, country, submit } = await renderWidget();
    await fillIn(user, email, country);
    await user.click(submit);
    expect(await screen.findByRole('alertdialog', { name: 'Error Occurred. Please try again.' })).toBeTruthy();
    expect(localStorage.getItem('email_subscription')).toBeNull();
  });

  it('shows the email message while typing an invalid address and does not send', async () => {
    const { user, email, country, submit } = await renderWidget();
    await user.type(email, 'buyer@example');
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await user.type(country, 'Nige');
    await user.click(screen.getByRole('option', { name: 'Nigeria' }));
    await user.click(submit);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(email, '.com');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address.')).toBeNull());
  });

  it('requires a country', async () => {
    const { user, email, submit } = await renderWidget();
    await user.type(email, 'buyer@example.com');
    await user.click(submit);
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('disables the button while sending and never sends twice', async () => {
    let resolve: (v: unknown) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const { user, email, country, submit } = await renderWidget();
    await fillIn(user, email, country);
    await user.click(submit);
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    expect(submit.getAttribute('aria-busy')).toBe('true');
    await user.click(submit);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    resolve(answer({ status: 200, body: { ok: true } }));
    await screen.findByRole('alertdialog', { name: 'Thank your for your subscription!' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is not rendered once subscribed', () => {
    localStorage.setItem('email_subscription', 'Y');
    const { container } = render(<NewsletterWidget />, { wrapper });
    expect(container.innerHTML).toBe('');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('returns silently when the browser subscribed meanwhile (e.g. in another tab)', async () => {
    const { user, email, country, submit } = await renderWidget();
    await fillIn(user, email, country);
    localStorage.setItem('email_subscription', 'Y');
    await user.click(submit);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
