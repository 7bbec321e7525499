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
  /** Abort when no answer has started after this many ms; default 15000, 0 for never. */
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

/** The JSON of an answer's text, or undefined when it is none. */
function jsonOf(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError of a refused call: the api's errorCode and message, or `HTTP_<status>` when its body is not the api's. */
function refusal(status: number, statusText: string, text: string): ApiError {
  const body = v.safeParse(ApiErrorBodySchema, jsonOf(text));
  return new ApiError(status, body.success ? body.output.errorCode : `HTTP_${status}`, body.success ? body.output.message : statusText);
}

/** One call through the transport: its answer when ok (body unread), else the ApiError (status 0 for network and timeout). */
async function send(path: string, opts: RequestOptions): Promise<Response> {
  const ctrl = new AbortController();
  const timeoutMs = opts.timeoutMs ?? 15000;
  const timer = timeoutMs > 0 ? setTimeout(() => ctrl.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs) : undefined;
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
  if (!res.ok) throw refusal(res.status, res.statusText, await res.text());
  return res;
}

/**
 * Call the api (or a service) and parse the answer with its contract schema. Cookies are
 * always sent. Throws ApiError on any failure.
 */
export async function request<S extends v.GenericSchema>(path: string, schema: S, opts: RequestOptions = {}): Promise<v.InferOutput<S>> {
  const res = await send(path, opts);
  const parsed = v.safeParse(schema, jsonOf(await res.text()));
  if (!parsed.success) {
    console.error(`[api] ${path} broke its contract`, v.flatten(parsed.issues));
    throw new ApiError(0, 'BAD_RESPONSE', `Unexpected answer from ${path}`);
  }
  return parsed.output;
}

/**
 * Call the api for a file (a PDF): the answer's bytes, sent and refused like `request` (cookies,
 * the same ApiError). Name the types taken in `headers.Accept`.
 */
export async function requestBlob(path: string, opts: RequestOptions = {}): Promise<Blob> {
  return (await send(path, opts)).blob();
}

/** Options of `uploadWithProgress`. */
export interface UploadOptions {
  /** Query parameters; undefined values are left out. */
  query?: RequestOptions['query'];
  /** Called as the bytes go out, with the share sent (0 to 1). */
  onProgress?: (share: number) => void;
  /** Aborts the upload (the promise rejects with errorCode CANCELLED). */
  signal?: AbortSignal;
}

/**
 * POST a file's bytes (`application/octet-stream`) to `path` and parse the answer with its
 * contract schema, like `request` (cookies sent, the same ApiError for every failure), but with
 * XMLHttpRequest, whose upload events give a real progress bar (fetch has none). Rejects with
 * status 0 and NETWORK or TIMEOUT when nothing came back, CANCELLED when `signal` aborts it,
 * BAD_RESPONSE when the answer breaks its contract.
 */
export function uploadWithProgress<S extends v.GenericSchema>(path: string, schema: S, file: Blob, { query, onProgress, signal }: UploadOptions = {}): Promise<v.InferOutput<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(refusal(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      const parsed = v.safeParse(schema, jsonOf(xhr.responseText));
      if (parsed.success) resolve(parsed.output);
      else reject(new ApiError(0, 'BAD_RESPONSE', `Unexpected answer from ${path}`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', 'The upload did not reach the server.'));
    xhr.ontimeout = () => reject(new ApiError(0, 'TIMEOUT', 'The upload took too long.'));
    xhr.onabort = () => reject(new ApiError(0, 'CANCELLED', 'The upload was cancelled.'));
    // Aborting an XMLHttpRequest that was not sent yet fires no event: settle here instead.
    if (signal?.aborted) {
      reject(new ApiError(0, 'CANCELLED', 'The upload was cancelled.'));
      return;
    }
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress?.(0);
    xhr.send(file);
  });
}
