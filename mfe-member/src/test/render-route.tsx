/** Test helpers: render the remote's routes at a URL with a fetch stub answering by method and path. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter, useLocation, useRoutes } from '@forwarder/shared/router';
import { i18n } from '@forwarder/shared/i18n';
import { routes } from '../app/routes';

/** One stubbed answer. */
export interface FetchAnswer {
  status: number;
  body?: unknown;
}

/** The calls the stub saw: method, path with query, the parsed JSON body and the headers. */
export interface SeenCall {
  method: string;
  url: string;
  body: unknown;
  headers: Headers;
}

/**
 * Replace fetch: `answers` maps "METHOD /path" (query ignored) to an answer or a function of the
 * call. Unknown calls answer 404. Returns the list of calls made.
 */
export function stubFetch(answers: Record<string, FetchAnswer | ((call: SeenCall) => FetchAnswer)>): SeenCall[] {
  const seen: SeenCall[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers: new Headers(init?.headers) };
    seen.push(call);
    const key = `${method} ${url.split('?')[0]}`;
    const a = answers[key];
    const { status, body } = typeof a === 'function' ? a(call) : (a ?? { status: 404, body: { errorCode: 'NOT_FOUND', message: key } });
    return { ok: status >= 200 && status < 300, status, statusText: String(status), text: async () => (body === undefined ? '' : JSON.stringify(body)) } as Response;
  }) as unknown as typeof fetch;
  return seen;
}

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

function Routes() {
  return useRoutes(routes);
}

/** Render the member routes at `url`; the current path is readable with `currentPath()`. */
export function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: 0 }, mutations: { retry: 0 } } });
  const user = userEvent.setup({ delay: null });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes />
          <Where />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { user };
}

/** The router's current pathname. */
export const currentPath = () => screen.getByTestId('location').textContent;

/** A signed-in user as the api answers it. */
export const demoUser = {
  name: 'Daniel Mensah',
  email: 'demo.buyer@example.com',
  country: 'C0820',
  mobileCountry: '233',
  mobileNumber: '24-555-0147',
  flagSubscribe: true,
  role: 'USER' as const,
  priceMasked: false,
};

/** Activate English once for a test file. */
export const activateEnglish = () => i18n.loadAndActivate({ locale: 'en', messages: {} });
