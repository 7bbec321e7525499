import { earlyCallUrl, earlyOutcome, takeEarlyResponse, type EarlyCall } from './early-call';
import { request } from './client';
import { OkSchema } from '../contract';

const call: EarlyCall = { method: 'PUT', route: '/member/confirm-email-completed/:userEmailHash', path: '/cmn/user/confirm', query: { emailHash: ':userEmailHash' } };

/** What the client reads of an answer (jsdom has no Response). */
const answer = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => JSON.stringify(body) }) as Response;

const realFetch = globalThis.fetch;
afterEach(() => {
  delete window.__fwEarlyCalls;
  globalThis.fetch = realFetch;
});

test('names the URL the api client builds for the same call', () => {
  expect(earlyCallUrl(call, { userEmailHash: 'a b/c+d' })).toBe('/cmn/user/confirm?emailHash=a+b%2Fc%2Bd');
});

test("the page's call takes the answer boot.js started, once, and calls the api itself after that", async () => {
  const url = earlyCallUrl(call, { userEmailHash: 'tok' });
  const fetchMock = jest.fn(async () => answer(200, { ok: true }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  window.__fwEarlyCalls = { [`PUT ${url}`]: { response: Promise.resolve(answer(200, { ok: true })), outcome: 'ok' } };
  expect(earlyOutcome('PUT', url)).toBe('ok');
  expect(earlyOutcome('GET', url)).toBeNull();

  await expect(request('/cmn/user/confirm', OkSchema, { method: 'PUT', query: { emailHash: 'tok' } })).resolves.toEqual({ ok: true });
  expect(fetchMock).not.toHaveBeenCalled();
  expect(takeEarlyResponse('PUT', url)).toBeNull();

  await request('/cmn/user/confirm', OkSchema, { method: 'PUT', query: { emailHash: 'tok' } });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test("a failed early answer fails the page's call with its status", async () => {
  const url = earlyCallUrl(call, { userEmailHash: 'tok' });
  window.__fwEarlyCalls = {
    [`PUT ${url}`]: { response: Promise.resolve(answer(400, { errorCode: 'TOKEN_INVALID', message: 'x' })) },
  };
  expect(earlyOutcome('PUT', url)).toBeNull();
  await expect(request('/cmn/user/confirm', OkSchema, { method: 'PUT', query: { emailHash: 'tok' } })).rejects.toMatchObject({ status: 400, errorCode: 'TOKEN_INVALID' });
});
