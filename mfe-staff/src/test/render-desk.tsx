/** Test helpers: the desk's routes at a URL, a fetch stub answering by method and path, a stand-in EventSource, inbox rows. */
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, useLocation, useRoutes } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import type { StaffInbox, StaffInboxRow } from '@forwarder/shared/contract';
import { routes } from '../app/routes';

/** One stubbed answer. */
export interface FetchAnswer {
  status: number;
  body?: unknown;
}

/** A call the stub saw: method, path with query, its query parameters and its JSON body (parsed). */
export interface SeenCall {
  method: string;
  url: string;
  query: URLSearchParams;
  body?: unknown;
}

/**
 * Replace fetch: `answers` maps "METHOD /path" (query ignored) to an answer or a function of the
 * call (a Blob body is answered as bytes). Unknown calls answer 404. Returns the list of calls made.
 */
export function stubFetch(answers: Record<string, FetchAnswer | ((call: SeenCall) => FetchAnswer)>): SeenCall[] {
  const seen: SeenCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call: SeenCall = { method, url, query: new URLSearchParams(url.split('?')[1] ?? '') };
    if (typeof init?.body === 'string') call.body = JSON.parse(init.body);
    seen.push(call);
    const key = `${method} ${url.split('?')[0]}`;
    const a = answers[key];
    const { status, body } = typeof a === 'function' ? a(call) : (a ?? { status: 404, body: { errorCode: 'NOT_FOUND', message: key } });
    const text = body === undefined ? '' : body instanceof Blob ? '' : JSON.stringify(body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      text: async () => text,
      blob: async () => (body instanceof Blob ? body : new Blob([text], { type: 'application/json' })),
    } as Response;
  }) as unknown as typeof fetch;
  return seen;
}

/** The inbox calls among `calls`. */
export const inboxCalls = (calls: SeenCall[]) => calls.filter((c) => c.url.startsWith('/staff/inbox'));

/** A stand-in for the browser's EventSource: a test opens, fails or sends frames on it. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(name: string, fn: (e: MessageEvent) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), fn]);
  }
  close() {
    this.closed = true;
  }
  /** The latest stream opened. */
  static get last(): FakeEventSource {
    return FakeEventSource.instances.at(-1)!;
  }
  open() {
    this.onopen?.();
  }
  fail() {
    this.onerror?.();
  }
  send(name: string, data: unknown) {
    for (const fn of this.listeners.get(name) ?? []) fn({ data: JSON.stringify(data) } as MessageEvent);
  }
}

/** Install FakeEventSource as the global EventSource (fresh list of instances). */
export function installFakeEventSource() {
  FakeEventSource.instances = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
}

/** An inbox row; `over` replaces any field. */
export function inboxRow(bookingId: number, over: Partial<StaffInboxRow> = {}): StaffInboxRow {
  return {
    bookingId,
    regDtm: '2026-11-20T09:00:00.000Z',
    activityDtm: '2026-11-26T09:00:00.000Z',
    bookingStep: 'STEP1',
    cargoType: 'RORO',
    flagInquiry: true,
    customer: { name: `Customer ${bookingId}`, email: `c${bookingId}@example.com`, country: 'C0820' },
    dptPortNm: 'Incheon',
    arvPortNm: 'Tema',
    arvCountry: 'C0820',
    unreadCnt: 0,
    lastMessage: { content: `Hello about booking ${bookingId}`, regDtm: new Date(Date.now() - 5 * 60_000).toISOString(), fromStaff: false },
    piState: 'NONE',
    customerDocumentCnt: 0,
    pendingOwner: false,
    ...over,
  };
}

/** An inbox page of `rows`. */
export function inboxPage(rows: StaffInboxRow[], over: Partial<StaffInbox> = {}): StaffInbox {
  return {
    list: rows,
    nextCursor: null,
    total: rows.length,
    counts: { STEP1: rows.length, STEP2: 0, STEP3: 0, STEP4: 0, COMPLETE: 0, CANCEL: 0 },
    unreadTotal: rows.reduce((n, r) => n + r.unreadCnt, 0),
    ...over,
  };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

function DeskRoutes() {
  return useRoutes(routes);
}

/** The shell mounts the desk's routes in a Suspense (remote-mount.tsx): the frame waits there for its language and page. */
function Mounted() {
  return (
    <Suspense fallback={<p role="status">Loading the desk</p>}>
      <DeskRoutes />
    </Suspense>
  );
}

/**
 * Render the desk's routes at `url`; the current URL is readable with `currentUrl()`. With
 * `fakeTimers`, the user-event clock follows jest's fake timers.
 */
export function renderAt(url: string, { fakeTimers = false }: { fakeTimers?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0 }, mutations: { retry: 0 } } });
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : { delay: null });
  const view = render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Mounted />
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { user, client, ...view };
}

/** The router's current path and query. */
export const currentUrl = () => screen.getByTestId('location').textContent ?? '';

/** Activate English in the suite's shared instance (the shell does it; the desk has its own). */
export const activateSharedEnglish = () => i18n.loadAndActivate({ locale: 'en', messages: {} });
