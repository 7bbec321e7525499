import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@forwarder/shared/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@forwarder/shared/i18n';
import { defaultRuntimeConfig, useRuntimeConfig } from '@forwarder/shared/config';
import { useCurrency, useDisplayCountry, useLocale, useSession, useUi, useVisitorCountry } from '@forwarder/shared/stores';

i18n.loadAndActivate({ locale: 'en', messages: {} });

/** Shows the router's current location, so a test can assert where a click went. */
export function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/** Render `ui` inside the providers the shell sets up (router at `route`, query client, Lingui). */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>
  );
  return render(wrap(ui));
}

/** Put every store this folder reads back to a known state. */
export function resetStores() {
  localStorage.clear();
  useSession.setState({ status: 'signed-out', user: null });
  useVisitorCountry.setState({ status: 'done', code: 'C0010', error: false });
  useDisplayCountry.setState({ code: null });
  useCurrency.setState({ curr: 'USD', rate: null, ttl: 0, date: null, error: false });
  useLocale.setState({ locale: 'en' });
  useUi.setState({ queue: [] });
  useRuntimeConfig.setState({ config: defaultRuntimeConfig, loaded: true });
  if (i18n.locale !== 'en') i18n.activate('en');
}

type Reply = { status: number; body?: unknown } | Error;

/** A fetch stand-in answering by `METHOD path` (query ignored); unknown calls fail as network errors. */
export function mockFetch(routes: Record<string, Reply>) {
  const fn = jest.fn(async (url: string, init?: { method?: string }) => {
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const reply = routes[key];
    if (!reply || reply instanceof Error) throw reply ?? new Error(`no mock for ${key}`);
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      statusText: String(reply.status),
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
