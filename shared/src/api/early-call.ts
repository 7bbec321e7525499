/**
 * A call a page makes once on load whose answer is the page (the email confirmation, the
 * unsubscribe link), started by the shell's boot.js with the document instead of after the
 * page's code: the page's first screen names it (`EarlyCallStates` in @forwarder/shared/ui) and
 * carries its three states, boot.js shows the one the answer calls for, and the page's code then
 * starts from that outcome (or takes the answer still on its way) instead of calling again. The
 * call stays a PUT run by script: a mail scanner that only fetches the link changes nothing.
 */

/** A page's call on load: `route` and `query` values are route patterns (`:name` is a path segment). */
export interface EarlyCall {
  method: 'PUT' | 'POST';
  /** The page's route, e.g. `/member/confirm-email-completed/:userEmailHash`. */
  route: string;
  /** The api path, e.g. `/cmn/user/confirm`. */
  path: string;
  /** Query parameters from route parameters, e.g. `{ emailHash: ':userEmailHash' }`. */
  query: Record<string, string>;
}

/** What the page shows of the call: still running, or its outcome (`ok` = a 2xx answer). */
export type EarlyOutcome = 'pending' | 'ok' | 'error';

/** A call boot.js started: the answer (taken once) and, once settled, its outcome. */
interface Started {
  response: Promise<Response>;
  outcome?: 'ok' | 'error';
}

declare global {
  interface Window {
    /** Calls boot.js started with the document, by `METHOD url` (shell/public/boot.js). */
    __fwEarlyCalls?: Record<string, Started>;
  }
}

const started = (): Record<string, Started> | undefined => (typeof window === 'undefined' ? undefined : window.__fwEarlyCalls);

/** The URL the call goes to for `params` (as the api client builds it, so both name it alike). */
export function earlyCallUrl(call: EarlyCall, params: Record<string, string | undefined>): string {
  const qs = new URLSearchParams();
  for (const [key, value] of Object.entries(call.query)) qs.set(key, value.startsWith(':') ? (params[value.slice(1)] ?? '') : value);
  const s = qs.toString();
  return s ? `${call.path}?${s}` : call.path;
}

/** The settled outcome of the call boot.js started for `method url`, or null (none, or still running). */
export function earlyOutcome(method: string, url: string): 'ok' | 'error' | null {
  return started()?.[`${method} ${url}`]?.outcome ?? null;
}

/**
 * The answer of the call boot.js started for `method url`, once (the api client's transport asks
 * before fetching, so the page's own call takes it instead of calling again); else null.
 */
export function takeEarlyResponse(method: string, url: string): Promise<Response> | null {
  const calls = started();
  const key = `${method} ${url}`;
  const call = calls?.[key];
  if (!call) return null;
  delete calls[key];
  return call.response;
}
