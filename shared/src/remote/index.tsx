/**
 * What every app needs to run: the QueryClient settings of the spec (no refetch on focus, zero
 * retries), the provider stack, and the harness a remote uses when it runs standalone in dev.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from '../router';
import { i18n, activateLocale, registerCatalog, type CatalogLoader } from '../i18n';
import { loadRuntimeConfig } from '../config';
import { useLocale, restoreSession, detectVisitorCountry } from '../stores';
import { sharedCatalogLoader } from '../i18n/shared-catalog';

/** The QueryClient of the page: no refetch on window focus, zero retries (spec 1 section 9). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 0, staleTime: 60_000 },
      mutations: { retry: 0 },
    },
  });
}

/** Query and i18n providers around an app tree. */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}

/**
 * Dev harness of a remote running on its own port: loads config and session, activates the
 * saved locale with the shared and the remote's catalogs, and renders `children` in a router.
 */
export function StandaloneHarness({ app, loader, children }: { app: string; loader: CatalogLoader; children: ReactNode }) {
  const [client] = useState(createQueryClient);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    registerCatalog('shared', sharedCatalogLoader);
    registerCatalog(app, loader);
    void loadRuntimeConfig().then(() => {
      void restoreSession();
      void detectVisitorCountry();
    });
    void activateLocale(useLocale.getState().locale).then(() => setReady(true));
  }, [app, loader]);
  if (!ready) return null;
  return (
    <Providers client={client}>
      <BrowserRouter>{children}</BrowserRouter>
    </Providers>
  );
}
