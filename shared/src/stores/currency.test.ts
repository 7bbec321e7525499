import { bus } from '../bus';
import { applySavedCurrency, keepRateFresh, setCurrency, useCurrency } from './currency';

function answer(status: number, body: unknown) {
  return { ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body) };
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
  useCurrency.setState({ curr: 'USD', rate: null, ttl: 0, date: null, error: false });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('keeps the EUR rate until now + ttl x 1000 and refetches after', async () => {
  const rates = [0.9, 0.95];
  global.fetch = jest.fn(async (url: string) =>
    String(url).includes('current-rate') ? answer(200, { data: { rate: rates.shift(), ttl: 60, updateDate: '20261121' } }) : answer(200, { curr: 'EUR' }),
  ) as unknown as typeof fetch;
  expect(await setCurrency('EUR')).toBe('ok');
  expect(useCurrency.getState()).toMatchObject({ curr: 'EUR', rate: 0.9, ttl: Date.now() + 60_000 });

  const blocked = jest.fn();
  const stop = keepRateFresh(blocked);
  await jest.advanceTimersByTimeAsync(59_000);
  expect(useCurrency.getState().rate).toBe(0.9);
  await jest.advanceTimersByTimeAsync(2_000);
  expect(useCurrency.getState().rate).toBe(0.95);
  expect(blocked).not.toHaveBeenCalled();
  stop();
});

it('falls back to USD, blocks EUR and reports it when the refetch fails', async () => {
  useCurrency.setState({ curr: 'EUR', rate: 0.9, ttl: Date.now() + 1_000 });
  global.fetch = jest.fn(async () => answer(503, { errorCode: 'UNAVAILABLE', message: 'down' })) as unknown as typeof fetch;
  const blocked = jest.fn();
  const stop = keepRateFresh(blocked);
  await jest.advanceTimersByTimeAsync(1_500);
  expect(useCurrency.getState()).toMatchObject({ curr: 'USD', error: true });
  expect(blocked).toHaveBeenCalledTimes(1);
  expect(await setCurrency('EUR')).toBe('blocked');
  stop();
});

describe('applySavedCurrency (GET /cmn/curr at start)', () => {
  const serve = (routes: Record<string, () => ReturnType<typeof answer>>) => {
    const fn = jest.fn(async (url: string, init?: { method?: string }) => {
      const key = `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`;
      const reply = routes[key];
      if (!reply) throw new Error(`unexpected ${key}`);
      return reply();
    });
    global.fetch = fn as unknown as typeof fetch;
    return fn;
  };

  it("switches to the buyer's saved EUR, with a fresh rate, without writing it back", async () => {
    const fn = serve({
      'GET /cmn/curr': () => answer(200, { curr: 'EUR' }),
      'POST /ext/exchange/exchanges/current-rate': () => answer(200, { data: { rate: 0.93, ttl: 60, updateDate: '20261121' } }),
    });
    const seen: string[] = [];
    const off = bus.on('currency:changed', ({ curr }) => seen.push(curr));
    expect(await applySavedCurrency()).toBe('ok');
    off();
    expect(useCurrency.getState()).toMatchObject({ curr: 'EUR', rate: 0.93, error: false });
    expect(seen).toEqual(['EUR']);
    expect(fn.mock.calls.some(([, init]) => (init as { method?: string } | undefined)?.method === 'PUT')).toBe(false);
  });

  it("switches a local EUR back to the buyer's saved USD", async () => {
    useCurrency.setState({ curr: 'EUR', rate: 0.9, ttl: Date.now() + 60_000 });
    serve({ 'GET /cmn/curr': () => answer(200, { curr: 'USD' }) });
    expect(await applySavedCurrency()).toBe('ok');
    expect(useCurrency.getState().curr).toBe('USD');
  });

  it('falls back to USD and answers blocked when the saved EUR has no rate', async () => {
    serve({
      'GET /cmn/curr': () => answer(200, { curr: 'EUR' }),
      'POST /ext/exchange/exchanges/current-rate': () => answer(503, { errorCode: 'UNAVAILABLE', message: 'down' }),
    });
    expect(await applySavedCurrency()).toBe('blocked');
    expect(useCurrency.getState()).toMatchObject({ curr: 'USD', error: true });
  });

  it('keeps the local currency when the call fails', async () => {
    useCurrency.setState({ curr: 'EUR', rate: 0.9, ttl: Date.now() + 60_000 });
    serve({ 'GET /cmn/curr': () => answer(500, { errorCode: 'INTERNAL', message: 'x' }) });
    expect(await applySavedCurrency()).toBe('ok');
    expect(useCurrency.getState().curr).toBe('EUR');
  });
});
