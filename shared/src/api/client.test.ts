import { OkSchema } from '../contract';
import { ApiError, request, requestBlob } from './client';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

/** What the client reads of an answer (jsdom has no Response). */
const answer = (status: number, body: string, extra: Partial<Response> = {}) =>
  ({ ok: status >= 200 && status < 300, status, statusText: `status ${status}`, text: async () => body, blob: async () => new Blob([body], { type: 'application/pdf' }), ...extra }) as Response;

test('requestBlob answers the bytes of the call it sends like request (cookies, its Accept)', async () => {
  const fetchMock = jest.fn(async () => answer(200, '%PDF-1.4'));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const blob = await requestBlob('/staff/pi/preview', { method: 'POST', body: { a: 1 }, headers: { Accept: 'application/pdf, application/json' } });
  expect(blob.type).toBe('application/pdf');
  expect(fetchMock).toHaveBeenCalledWith('/staff/pi/preview', expect.objectContaining({ method: 'POST', credentials: 'include', body: '{"a":1}', headers: { Accept: 'application/pdf, application/json', 'Content-Type': 'application/json' } }));
});

test.each([
  ['request', () => request('/x', OkSchema)],
  ['requestBlob', () => requestBlob('/x')],
])('%s refuses with the api error, or HTTP_<status> when the body is not the api’s', async (_name, call) => {
  globalThis.fetch = jest.fn(async () => answer(409, JSON.stringify({ errorCode: 'STEP_NOT_ALLOWED', message: 'Changed.' }))) as unknown as typeof fetch;
  await expect(call()).rejects.toMatchObject({ status: 409, errorCode: 'STEP_NOT_ALLOWED', message: 'Changed.' });
  globalThis.fetch = jest.fn(async () => answer(502, '<html>Bad gateway</html>')) as unknown as typeof fetch;
  await expect(call()).rejects.toMatchObject({ status: 502, errorCode: 'HTTP_502', message: 'status 502' });
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as unknown as typeof fetch;
  const err = await call().catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  expect(err).toMatchObject({ status: 0, errorCode: 'NETWORK' });
});

test('times out after timeoutMs, and never with 0', async () => {
  jest.useFakeTimers();
  const hang = (_url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      init.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      setTimeout(() => resolve(answer(200, '{"ok":true}')), 60_000);
    });
  globalThis.fetch = jest.fn(hang) as unknown as typeof fetch;
  const slow = request('/x', OkSchema, { timeoutMs: 1000 }).catch((e: unknown) => e);
  await jest.advanceTimersByTimeAsync(1000);
  await expect(slow).resolves.toMatchObject({ status: 0, errorCode: 'TIMEOUT' });
  const patient = request('/x', OkSchema, { timeoutMs: 0 });
  await jest.advanceTimersByTimeAsync(60_000);
  await expect(patient).resolves.toEqual({ ok: true });
});
