import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import { useVisitorCountry } from '@forwarder/shared/stores';
import { messages as ru } from '../../../locales/ru/messages';
import SchedulePage from './schedule-page';

const sailing = (n: number, type: 'C010' | 'C020') => ({
  shippingScheduleCode: `S${n}`, vesselName: `Morning Star ${n}`, voyNo: `1${n}W`, vesselTypeCode: type, vesselTypeName: type === 'C010' ? 'Container' : 'Ro-Ro',
  line: 'C230', lineName: 'EUKOR', fromCountryCode: 'C1570', fromCountryName: 'South Korea', fromPortName: 'Pyeongtaek',
  toCountryCode: 'C0820', toCountryName: 'Ghana', toPortName: 'Tema', departureDateTime: '2031-01-15T09:00:00.000Z', arrivalDateTime: n === 1 ? null : '2031-02-20T09:00:00.000Z',
});

let calls: URL[] = [];
beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'en', messages: {} });
});
beforeEach(() => {
  calls = [];
  useVisitorCountry.setState({ status: 'done', code: 'C0820', error: false });
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://x');
    calls.push(url);
    const types = url.searchParams.get('vesselTypeCodeList') ?? '';
    const body = url.pathname.endsWith('/count')
      ? { data: { data: { vesselType: [{ code: 'C010', name: 'Container', count: 1 }, { code: 'C020', name: 'Ro-Ro', count: 2 }, { code: 'C050', name: 'Consolidation', count: 0 }], shippingLine: [{ code: 'C230', name: 'EUKOR', count: types === 'C020' ? 2 : 3 }] } } }
      : { data: { data: { totalCount: types === 'C020' ? 2 : 3, shippingSchedules: (types === 'C020' ? [2, 3] : [1, 2, 3]).map((n) => sailing(n, n === 1 ? 'C010' : 'C020')) } } };
    return { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/contents/shipping-schedule" element={<SchedulePage />} />
            <Route path="/contents/shipping-schedule/:destination" element={<SchedulePage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

it('lists the sailings to the URL country with tab counts, dates as yyyy.MM.dd or "-"', async () => {
  renderAt('/contents/shipping-schedule/South-Korea-to-Ghana');
  // Until the counts arrive, All carries no number (not a count of 0).
  expect(within(screen.getByRole('group', { name: 'Vessel type' })).getByRole('button', { name: 'All' })).toHaveTextContent(/^All$/);
  expect(await screen.findByText('3 sailings')).toBeTruthy();
  expect(calls.some((u) => u.pathname === '/v2/shipping/v3/schedule' && u.searchParams.get('toCountryCode') === 'C0820' && u.searchParams.get('size') === '30' && u.searchParams.get('page') === '1')).toBe(true);
  const rows = screen.getAllByRole('article');
  expect(rows).toHaveLength(3);
  expect(within(rows[0]!).getByRole('img', { name: 'EUKOR' })).toBeTruthy();
  expect(within(rows[0]!).getByText('2031.01.15')).toBeTruthy();
  expect(within(rows[0]!).getByText('-')).toBeTruthy();
  const types = screen.getByRole('group', { name: 'Vessel type' });
  expect(within(types).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
  expect(within(types).getByRole('button', { name: /^All/ })).toHaveTextContent('All 3');
  expect(within(types).getByRole('button', { name: /^Ro-Ro/ })).toHaveTextContent('2');
});

it('a vessel type asks the api for that type only and resets the lines', async () => {
  renderAt('/contents/shipping-schedule/South-Korea-to-Ghana');
  await screen.findByText('3 sailings');
  const lines = screen.getByRole('group', { name: 'Shipping line' });
  await userEvent.click(await within(lines).findByRole('button', { name: /^EUKOR/ }));
  expect(within(lines).getByRole('button', { name: /^EUKOR/ })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(screen.getByRole('group', { name: 'Vessel type' })).getByRole('button', { name: /^Ro-Ro/ }));
  expect(await screen.findByText('2 sailings')).toBeTruthy();
  expect(calls.at(-1)!.searchParams.get('vesselTypeCodeList')).toBe('C020');
  expect(within(lines).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
});

it('defaults to the visitor country without a URL country', async () => {
  renderAt('/contents/shipping-schedule');
  await screen.findByText('3 sailings');
  expect(screen.getByRole('combobox', { name: 'Destination country' })).toHaveValue('Ghana');
  await waitFor(() => expect(calls.every((u) => u.searchParams.get('toCountryCode') === 'C0820')).toBe(true));
});

it('names the fixed origin in the page language (issue 28: not "S.Korea" in every language; named as the country table names it, like the sailings below)', async () => {
  const en = renderAt('/contents/shipping-schedule');
  expect(en.getByText('S.Korea')).toBeTruthy();
  en.unmount();
  await i18n.loadAndActivate({ locale: 'ru', messages: ru });
  try {
    const page = renderAt('/contents/shipping-schedule');
    expect(page.getByText('Республика Корея')).toBeTruthy();
    page.unmount();
  } finally {
    await i18n.loadAndActivate({ locale: 'en', messages: {} });
  }
});
