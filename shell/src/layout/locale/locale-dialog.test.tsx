import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryOptions } from '@forwarder/shared/data';
import { isKoreanBlocked, storageKeys, useCurrency, useDisplayCountry, useLocale, useVisitorCountry } from '@forwarder/shared/stores';
import { GlobalOverlays } from '../overlays/global-overlays';
import { mockFetch, renderWithProviders, resetStores } from '../test-utils';
import { Header } from '../header/header';
import { i18n } from '@forwarder/shared/i18n';
import { messages as enMessages } from '../../locales/en/messages';

jest.mock('../../app/preload', () => ({ preloadRoute: jest.fn() }));

// The spec's message id, read in the page language (issue 28: an English page said it in Korean).
const BLOCKED = 'The currency cannot be changed. Please contact the administrator.';

// The shell's English catalogue (the other tests read the source texts, which it repeats).
beforeAll(() => i18n.load('en', enMessages));

function setup() {
  window.scrollTo = jest.fn();
  renderWithProviders(
    <>
      <Header />
      <GlobalOverlays />
    </>,
  );
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: /EN · USD/ }));
  return screen.findByRole('dialog', { name: 'Language, country and currency' });
}

beforeEach(() => {
  resetStores();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows the current language and currency on the header button', () => {
  useCurrency.setState({ curr: 'EUR', rate: 0.92, ttl: Date.now() + 60_000 });
  setup();
  expect(screen.getByRole('button', { name: /EN · EUR/ })).toHaveTextContent('EN · EUR');
});

it('starts from the current values and changes nothing on Cancel', async () => {
  setup();
  const dialog = await openDialog();
  expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
  expect(within(dialog).getByRole('radio', { name: /USD/ })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('radio', { name: /EUR/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(useCurrency.getState().curr).toBe('USD');
});

it('switches to EUR on Apply when the rate arrives', async () => {
  mockFetch({
    'POST /ext/exchange/exchanges/current-rate': { status: 200, body: { data: { rate: 0.92, ttl: 3600, updateDate: '20260101' } } },
    'PUT /cmn/curr': { status: 200, body: { curr: 'EUR' } },
  });
  setup();
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: /EUR/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useCurrency.getState().curr).toBe('EUR');
  expect(screen.getByRole('button', { name: /EN · EUR/ })).toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

it('shows the catalogued alert and keeps USD when the rate fetch fails', async () => {
  mockFetch({ 'POST /ext/exchange/exchanges/current-rate': { status: 503 } });
  setup();
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: /EUR/ }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  const alert = await screen.findByRole('alertdialog');
  expect(alert).toHaveTextContent(BLOCKED);
  expect(useCurrency.getState()).toMatchObject({ curr: 'USD', error: true });
  expect(screen.getByRole('button', { name: /EN · USD/ })).toBeInTheDocument();
});

it('marks EUR as blocked once the error flag is set, and choosing it shows the alert', async () => {
  useCurrency.setState({ error: true });
  setup();
  const dialog = await openDialog();
  const eur = within(dialog).getByRole('radio', { name: /EUR/ });
  expect(eur).toHaveAccessibleDescription('Unavailable at the moment');
  await userEvent.click(eur);
  expect(await screen.findByRole('alertdialog')).toHaveTextContent(BLOCKED);
  expect(eur).not.toBeChecked();
  expect(within(dialog).getByRole('radio', { name: /USD/ })).toBeChecked();
});

it('saves and activates a new language on Apply', async () => {
  const fetch = mockFetch({ 'PUT /cmn/language': { status: 200, body: { lang: 'es' } } });
  setup();
  const dialog = await openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Español' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/cmn/language?lang=es'), expect.objectContaining({ method: 'PUT' }));
  expect(useLocale.getState().locale).toBe('es');
  expect(localStorage.getItem(storageKeys.lang)).toBe('es');
  expect(document.documentElement.lang).toBe('es');
});

it('saves a chosen country as the display country and leaves the detected country alone', async () => {
  setup();
  const dialog = await openDialog();
  const country = within(dialog).getByRole('combobox', { name: 'Country' });
  await userEvent.clear(country);
  await userEvent.type(country, 'Nigeria');
  await userEvent.keyboard('{Enter}');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const nigeria = countryOptions().find((o) => o.label === 'Nigeria')!.value;
  expect(useDisplayCountry.getState().code).toBe(nigeria);
  expect(localStorage.getItem(storageKeys.displayCountry)).toBe(nigeria);
  expect(useVisitorCountry.getState()).toMatchObject({ status: 'done', code: 'C0010', error: false });
  expect(localStorage.getItem(storageKeys.visitorCountry)).toBeNull();
  // The dialog opens on the chosen country from then on.
  const again = await openDialog();
  expect(within(again).getByRole('combobox', { name: 'Country' })).toHaveValue('Nigeria');
});

it('lets a visitor detected in Korea choose a display country while the Korea block stays', async () => {
  useVisitorCountry.setState({ status: 'done', code: 'C1570', error: false });
  setup();
  const dialog = await openDialog();
  const country = within(dialog).getByRole('combobox', { name: 'Country' });
  expect(country).toBeEnabled();
  await userEvent.clear(country);
  await userEvent.type(country, 'Nigeria');
  await userEvent.keyboard('{Enter}');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(useVisitorCountry.getState().code).toBe('C1570');
  expect(isKoreanBlocked(useVisitorCountry.getState())).toBe(true);
});
