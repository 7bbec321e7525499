import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, Route, Routes, useLocation } from '@forwarder/shared/router';
import type { SpotFreight } from '@forwarder/shared/contract';
import { bus } from '@forwarder/shared/bus';
import { i18n } from '@forwarder/shared/i18n';
import { useCurrency, useSession, useVisitorCountry } from '@forwarder/shared/stores';
import { day, many, offer } from '../test-offers';
import { SpotDeals } from './spot-deals';

let fetchMock: jest.Mock;
function answerWith(list: SpotFreight[] | 'error') {
  fetchMock = jest.fn(async () =>
    list === 'error'
      ? { ok: false, status: 500, statusText: 'Server Error', text: async () => JSON.stringify({ errorCode: 'INTERNAL', message: 'boom' }) }
      : { ok: true, status: 200, statusText: 'OK', text: async () => JSON.stringify({ list }) },
  );
  global.fetch = fetchMock as unknown as typeof fetch;
}

/** Stands in for window.matchMedia; `setMobile` fires the change listeners like a resize would. */
let mobile = false;
const mediaListeners = new Set<() => void>();
function setMobile(value: boolean) {
  mobile = value;
  act(() => mediaListeners.forEach((l) => l()));
}
beforeAll(async () => {
  await i18n.loadAndActivate({ locale: 'en', messages: {} });
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(max-width: 599px)' && mobile;
    },
    media: query,
    addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
    removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
  })) as unknown as typeof window.matchMedia;
});

beforeEach(() => {
  mobile = false;
  mediaListeners.clear();
  useVisitorCountry.setState({ status: 'done', code: 'C1571', error: false });
  useCurrency.setState({ curr: 'USD', rate: null, ttl: 0, date: null, error: false });
  useSession.setState({ status: 'signed-out', user: null });
});

// Flag files arrive a moment after the cards; let them land inside act before the next test.
afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname}${loc.search}`}</p>;
}

function renderDeals() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            <Route path="/" element={<SpotDeals />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const cards = () => screen.queryAllByRole('article');
const card = (port: string) => screen.getByRole('article', { name: new RegExp(`${port}, Nigeria`) });

describe('SpotDeals', () => {
  it('shows 6 cards on desktop and View more adds 3 until every offer is shown', async () => {
    answerWith(many(10));
    renderDeals();
    await waitFor(() => expect(cards()).toHaveLength(6));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(cards()).toHaveLength(9);
    // Keyboard users continue from the first card the button added.
    expect(document.activeElement?.closest('article')).toBe(card('Port 7'));
    await user.click(screen.getByRole('button', { name: 'View more' }));
    expect(cards()).toHaveLength(10);
    expect(screen.queryByRole('button', { name: 'View more' })).toBeNull();
  });

  it('shows 3 cards at mobile width and follows a viewport change', async () => {
    mobile = true;
    answerWith(many(10));
    renderDeals();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    expect(cards()).toHaveLength(6);
    setMobile(false);
    expect(cards()).toHaveLength(9);
  });

  it('drops the extra batches when the visitor navigates through the menu', async () => {
    answerWith(many(10));
    renderDeals();
    await waitFor(() => expect(cards()).toHaveLength(6));
    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    expect(cards()).toHaveLength(9);
    act(() => bus.emit('nav:menu-navigated', { to: '/contents/tracking' }));
    expect(cards()).toHaveLength(6);
  });

  it('marks a sold-out offer, labels its button completed and goes nowhere on click', async () => {
    answerWith([offer(1, { isActive: false, arvPortNm: 'Lagos' }), offer(2)]);
    renderDeals();
    const sold = await screen.findByRole('article', { name: /Lagos, Nigeria/ });
    expect(within(sold).getByText('SOLD OUT')).toBeTruthy();
    expect(within(sold).queryByRole('link')).toBeNull();
    expect(within(sold).queryByRole('timer')).toBeNull();
    const button = within(sold).getByRole('button', { name: 'completed' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    await userEvent.click(within(sold).getByText('Lagos'));
    expect(screen.getByTestId('where').textContent).toBe('/');
    expect(within(card('Port 2')).queryByText('SOLD OUT')).toBeNull();
  });

  it('opens the offer detail with the Korea-to query from an active card', async () => {
    answerWith([offer(42, { arvCountry: 'C0610', arvCountryNm: 'Dominican Republic', arvPortNm: 'Caucedo' })]);
    renderDeals();
    const active = await screen.findByRole('article', { name: /Caucedo, Dominican Republic/ });
    await userEvent.click(within(active).getByRole('link', { name: 'Book now' }));
    expect(screen.getByTestId('where').textContent).toBe('/contents/oceanFreight-detail/42?Korea-to-Dominican-Republic');
  });

  it('hides offers whose day after expiry has passed and counts down the last day', async () => {
    answerWith([
      offer(1, { depositExpirationDate: day(-2), arvPortNm: 'Gone' }),
      offer(2, { depositExpirationDate: day(-1), arvPortNm: 'Tema' }),
      offer(3, { depositExpirationDate: day(5), arvPortNm: 'Lagos' }),
    ]);
    renderDeals();
    await screen.findByRole('article', { name: /Tema/ });
    expect(cards()).toHaveLength(2);
    expect(screen.queryByText('Gone')).toBeNull();
    expect(within(card('Tema')).getByRole('timer').textContent).toMatch(/^Last day: ends in \d{2}:\d{2}:\d{2}$/);
    expect(within(card('Lagos')).getByRole('timer').textContent).toMatch(/^Ends in [67]d \d{2}:\d{2}:\d{2}$/);
  });

  it('shows the route, cargo, size, vehicle, departure date and the arrival flag', async () => {
    answerWith([offer(7, { cargoType: 'CONT', cargoSize: 'HQ40', vehicleCategory: 'SUV', arvPortNm: 'Lagos' })]);
    const { container } = renderDeals();
    const c = await screen.findByRole('article', { name: 'Incheon, South Korea to Lagos, Nigeria' });
    expect(within(c).getByText('Container')).toBeTruthy();
    expect(within(c).getByText('40HQ')).toBeTruthy();
    expect(within(c).getByText('SUV')).toBeTruthy();
    expect(within(c).getByText('2031.01.15')).toBeTruthy();
    await waitFor(() => expect(container.querySelector('[data-flag="ng"] img')).not.toBeNull());
  });

  it('names countries in the page language from the shared table, ports as they are', async () => {
    answerWith([offer(8, { arvPortNm: 'Lagos' })]);
    await act(() => i18n.loadAndActivate({ locale: 'ru', messages: {} }));
    try {
      renderDeals();
      const c = await screen.findByRole('article', { name: /Lagos/ });
      expect(within(c).getByText('Нигерия')).toBeTruthy();
      expect(within(c).getByText('Республика Корея')).toBeTruthy();
      expect(within(c).getByText('Incheon')).toBeTruthy();
    } finally {
      await act(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
    }
  });

  it('runs every countdown on one shared timer', async () => {
    const spy = jest.spyOn(global, 'setInterval');
    answerWith(many(6));
    renderDeals();
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(spy.mock.calls.filter(([, ms]) => ms === 1000)).toHaveLength(1);
    spy.mockRestore();
  });

  it('shows EUR prices rounded up at the current rate', async () => {
    useCurrency.setState({ curr: 'EUR', rate: 0.9213, ttl: Date.now() + 3_600_000, date: '20261121' });
    answerWith([offer(1, { costDisplay: 1000, arvPortNm: 'Lagos' })]);
    renderDeals();
    const c = await screen.findByRole('article', { name: /Lagos/ });
    expect(c.textContent).toMatch(/922\s*EUR/);
    expect(c.textContent).not.toMatch(/921/);
  });

  it('masks prices for the price-masked account', async () => {
    useSession.setState({
      status: 'signed-in',
      user: { name: 'Test', email: 'test@example.com', country: 'C1571', mobileCountry: null, mobileNumber: null, flagSubscribe: false, role: 'USER', priceMasked: true },
    });
    answerWith([offer(1, { costDisplay: 1000, arvPortNm: 'Lagos' })]);
    renderDeals();
    const c = await screen.findByRole('article', { name: /Lagos/ });
    expect(c.textContent).toContain('*,***');
    expect(c.textContent).not.toMatch(/1,000/);
  });

  it('waits for the visitor country, then asks for its offers', async () => {
    useVisitorCountry.setState({ status: 'pending', code: null, error: false });
    answerWith(many(1));
    renderDeals();
    expect(screen.getByTestId('spot-deals-loading')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    act(() => useVisitorCountry.setState({ status: 'done', code: 'C1120', error: false }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/svc/freight/spot/list?userCountry=C1120&country=');
  });

  it('asks without a country when detection failed', async () => {
    useVisitorCountry.setState({ status: 'done', code: null, error: true });
    answerWith(many(1));
    renderDeals();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(String(fetchMock.mock.calls[0][0])).toBe('/svc/freight/spot/list?country=');
  });

  it('shows the no-data message when nothing is on offer', async () => {
    answerWith([offer(1, { depositExpirationDate: day(-3) })]);
    renderDeals();
    expect(await screen.findByText("We are very sorry. There's no available data at the moment.")).toBeTruthy();
    expect(cards()).toHaveLength(0);
  });

  it('shows an error with a retry that loads the offers', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    answerWith('error');
    renderDeals();
    expect(await screen.findByText('Error Occurred. Please try again.')).toBeTruthy();
    answerWith(many(2));
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });
});
