import * as v from 'valibot';
import { ApiErrorBodySchema } from '../contract';
import { takeEarlyResponse } from './early-call';

/** Raised for every failed call: HTTP status (0 for network/timeouts/bad data) and the api's errorCode. */
export class ApiError extends Error {
  /** HTTP status; 0 when no answer arrived, or the answer broke its contract. */
  readonly status: number;
  /** The api's machine code (`NETWORK`, `TIMEOUT`, `BAD_RESPONSE` for client-side failures). */
  readonly errorCode: string;

  constructor(status: number, errorCode: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorCode = errorCode;
  }
}

/** Options of one call. */
export interface RequestOptions {
  /** HTTP method; default GET. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON body. */
  body?: unknown;
  /** Abort after this many ms; default 15000. */
  timeoutMs?: number;
  /** Extra headers. */
  headers?: Record<string, string>;
  /** Cancels the call. */
  signal?: AbortSignal;
}

/**
 * How a call reaches the api: the browser's fetch. A server-side render of a page with its data
 * (`@forwarder/shared/prerender`, livePages) points it at the api's own request handler for the
 * duration of that render, with the visitor's cookies. A call the shell's boot.js already started
 * for the page (early-call.ts) is answered by that call, once.
 */
export const transport: { fetch: (url: string, init: RequestInit) => Promise<Response> } = {
  fetch: (url, init) => takeEarlyResponse(init.method ?? 'GET', url) ?? fetch(url, init),
};

function buildUrl(path: string, query?: RequestOptions['query']): string {
  if (!query) return path;
  const qs = new URLSearchParams();
  for (const [k, val] of Object.entries(query)) if (val !== undefined && val !== null) qs.set(k, String(val));
  const s = qs.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

/**
 * Call the api (or a service) and parse the answer with its contract schema. Cookies are
 * always sent. Throws ApiError on any failure.
 */
export async function request<S extends v.GenericSchema>(path: string, schema: S, opts: RequestOptions = {}): Promise<v.InferOutput<S>> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(new DOMException('timeout', 'TimeoutError')), opts.timeoutMs ?? 15000);
  const onAbort = () => ctrl.abort(opts.signal?.reason);
  opts.signal?.addEventListener('abort', onAbort);
  let res: Response;
  try {
    res = await transport.fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      credentials: 'include',
      headers: { Accept: 'application/json', ...(opts.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...opts.headers },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: ctrl.signal,
    });
  } catch (err) {
    const timedOut = ctrl.signal.reason instanceof DOMException && ctrl.signal.reason.name === 'TimeoutError';
    throw new ApiError(0, timedOut ? 'TIMEOUT' : 'NETWORK', err instanceof Error ? err.message : String(err));
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  const text = await res.text();
  let json: unknown = undefined;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!res.ok) {
    const body = v.safeParse(ApiErrorBodySchema, json);
    throw new ApiError(res.status, body.success ? body.output.errorCode : `HTTP_${res.status}`, body.success ? body.output.message : res.statusText);
  }
  const parsed = v.safeParse(schema, json);
  if (!parsed.success) {
    console.error(`[api] ${path} broke its contract`, v.flatten(parsed.issues));
    throw new ApiError(0, 'BAD_RESPONSE', `Unexpected answer from ${path}`);
  }
  return parsed.output;
}
