import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import * as v from 'valibot';
import { MemoryRouter, Route, Routes } from '@forwarder/shared/router';
import { QuoteRequestSchema, type QuoteAnswer } from '@forwarder/shared/contract';
import { i18n } from '@forwarder/shared/i18n';
import { useCurrency, useSession } from '@forwarder/shared/stores';
import QuotationPage from './quotation-page';

const PORTS = {
  loading: [{ port: 'KRPTK', portNm: 'Pyeongtaek', country: 'C1570' }],
  discharge: [{ port: 'GHTEM', portNm: 'Tema', country: 'C0820' }],
};
const QUOTE: QuoteAnswer = {
  dptPort: PORTS.loading[0]!,
  arvPort: PORTS.discharge[0]!,
  cargoType: 'CONT',
  totalUsd: 2450,
  lines: [{ term: 'OCEAN_FREIGHT', usd: 2450 }],
  included: ['OCEAN_FREIGHT'],
  excluded: ['IMPORT_DUTIES'],
  validUntil: '2026-12-31',
  quotedAt: '2026-11-25T10:00:00.000Z',
};

/** The item step as a buyer fills it in; each case below changes one answer. */
const item = {
  dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'CONT', category: 'CAR', loadingWeight: '1.4', year: '2019', make: 'Hyundai', model: 'Tucson',
  detailedModel: '', fuel: 'DIESEL', runs: 'yes', services: [] as string[], containerSize: 'FT20',
};

/** What the api is sent for these answers (numbers as numbers, runs as a boolean, no size for Ro-Ro). */
const apiBody = (a: typeof item) => ({
  dptPort: a.dptPort,
  arvPort: a.arvPort,
  cargoType: a.cargoType,
  item: {
    category: a.category, loadingWeight: Number(a.loadingWeight), year: Number(a.year), make: a.make, model: a.model, detailedModel: a.detailedModel,
    fuel: a.fuel, runs: a.runs === 'yes', services: a.services, containerSize: a.cargoType === 'CONT' ? a.containerSize || null : null,
  },
});

let posted: unknown[] = [];
beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'en', messages: {} });
});

beforeEach(() => {
  posted = [];
  sessionStorage.clear();
  useSession.setState({ status: 'signed-out', user: null });
  useCurrency.setState({ curr: 'USD', rate: null, ttl: 0, date: null, error: false });
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    if (String(url).includes('/svc/quote/ports')) return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(PORTS) };
    posted.push(JSON.parse(String(init?.body)));
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(QUOTE) };
  }) as unknown as typeof fetch;
});

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

/** The wizard opened at `step` with these answers (as the page keeps them across a reload). */
function renderAt(step: string, answers: Partial<typeof item> = {}) {
  sessionStorage.setItem('freight:quotation', JSON.stringify({ ...answers, step }));
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/contents/shipping-quotation']}>
          <Routes>
            <Route path="/contents/shipping-quotation" element={<QuotationPage />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

describe('QuotationPage', () => {
  it('asks for both ports under their fields and focuses the first', async () => {
    renderAt('route');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Port of loading' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Port of loading' })).toHaveAttribute('aria-invalid', 'true');
    expect(heading()).toBe('Destination');
  });

  it('asks for the shipping type, and the error goes once one is chosen', async () => {
    renderAt('type', { dptPort: 'KRPTK', arvPort: 'GHTEM' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose Ro-Ro or Container')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Ro-Ro/ }));
    expect(screen.queryByText('Choose Ro-Ro or Container')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading()).toBe('Item to ship');
  });

  it('shows every item error under its field, the container size for a container, and focuses the category', async () => {
    renderAt('item', { dptPort: 'KRPTK', arvPort: 'GHTEM', cargoType: 'CONT' });
    await userEvent.click(screen.getByRole('button', { name: 'Get my quote' }));
    const group = (name: string) => screen.getByRole('group', { name });
    expect(await screen.findAllByText('This field is required')).toHaveLength(8);
    for (const name of ['Category', 'Does the vehicle run?', 'Container size']) expect(group(name)).toHaveTextContent('This field is required');
    for (const name of ['Loading weight (tons)', 'Vehicle year', 'Make', 'Model']) expect(screen.getByLabelText(name)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Fuel type' })).toHaveAttribute('aria-invalid', 'true');
    expect(group('Category')).toHaveFocus();
    expect(heading()).toBe('Item to ship');
  });

  it('accepts a 2100 model year, like the api', async () => {
    renderAt('item', { ...item, year: '2100' });
    await userEvent.click(screen.getByRole('button', { name: 'Get my quote' }));
    expect(heading()).toBe('Your quote');
    expect(await screen.findByText('Estimated total')).toBeTruthy();
    expect(posted).toEqual([expect.objectContaining({ item: expect.objectContaining({ year: 2100 }) })]);
  });

  it('refuses a year past the api\'s, with its bounds in the message, and focuses the year', async () => {
    renderAt('item', { ...item, year: '2101' });
    await userEvent.click(screen.getByRole('button', { name: 'Get my quote' }));
    expect(await screen.findByText('Enter a year between 1950 and 2100')).toBeTruthy();
    expect(screen.getByLabelText('Vehicle year')).toHaveFocus();
    await userEvent.clear(screen.getByLabelText('Vehicle year'));
    await userEvent.type(screen.getByLabelText('Vehicle year'), '2026');
    expect(screen.queryByText('Enter a year between 1950 and 2100')).toBeNull();
  });

  // The wizard moves on exactly when the api takes the request it would send.
  const cases: Array<[string, Partial<typeof item>]> = [
    ['a complete container item', {}],
    ['a Ro-Ro item without a size', { cargoType: 'RORO', containerSize: '' }],
    ['the oldest year', { year: '1950' }],
    ['the last year', { year: '2100' }],
    ['a year too old', { year: '1949' }],
    ['a year too late', { year: '2101' }],
    ['next year', { year: String(new Date().getFullYear() + 1) }],
    ['the lightest weight', { loadingWeight: '0.1' }],
    ['the heaviest weight', { loadingWeight: '60' }],
    ['too light', { loadingWeight: '0.05' }],
    ['too heavy', { loadingWeight: '60.5' }],
    ['no make', { make: '  ' }],
    ['a container without a size', { containerSize: '' }],
    ['no fuel', { fuel: '' }],
  ];
  it.each(cases)('agrees with the api on %s', async (_name, change) => {
    const answers = { ...item, ...change };
    renderAt('item', answers);
    await userEvent.click(screen.getByRole('button', { name: 'Get my quote' }));
    // The api's schema, and its quote's one rule beyond it: a container needs its size (QUOTE_SIZE_REQUIRED).
    const apiTakesIt = v.safeParse(QuoteRequestSchema, apiBody(answers)).success && (answers.cargoType !== 'CONT' || answers.containerSize !== '');
    expect(heading()).toBe(apiTakesIt ? 'Your quote' : 'Item to ship');
  });
});
