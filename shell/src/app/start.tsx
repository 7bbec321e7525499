/**
 * Boot (ARCHITECTURE.md "Boot and remote loading"): render as soon as the saved locale's
 * catalogs are in. The entry (../index.ts) has already started fetching `/runtime-config.json`,
 * registering the remotes by manifest URL and preloading the home widgets' remotes; here the
 * file is validated into the config store. No remote is awaited before the first paint.
 */
import { StrictMode, startTransition } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { BrowserRouter } from '@forwarder/shared/router';
import { applyRuntimeConfig } from '@forwarder/shared/config';
import { bus } from '@forwarder/shared/bus';
import { activateLocale, i18n, registerCatalog, sharedCatalogLoader } from '@forwarder/shared/i18n';
import { createQueryClient, Providers } from '@forwarder/shared/remote';
import { firstScreenState } from '@forwarder/shared/ui';
import { adoptServerUser, applySavedCurrency, detectVisitorCountry, keepRateFresh, openModal, registerSingleton, restoreSession, useLocale, useSession } from '@forwarder/shared/stores';
import { currencyBlockedMessage } from '../layout/locale/currency-messages';
import { rawRuntimeConfig } from './early';
import { nextTask } from './next-task';
import { registerServiceWorker } from './service-worker';
import { loadCatalog } from '../i18n';
import '@forwarder/shared/tokens.css';
import { ensureWebFont } from './web-font';

ensureWebFont();
registerSingleton('react', React);
registerSingleton('react-dom', ReactDOM);

const queryClient = createQueryClient();
// A page the server rendered with its data: its code starts from the same answers (and user),
// so it renders what is on screen instead of a skeleton, and fetches nothing again.
const served = firstScreenState();
if (served) {
  hydrate(queryClient, served.queries as DehydratedState);
  adoptServerUser(served.user);
}

// The page's components (layout, home, routes) are a chunk of their own, fetched in parallel
// and evaluated in a task of their own, rather than in this module's already long first task.
const appModule = import('./app');

/** The initial stylesheets public/boot.js added: loaded (or failed) before the first render, so nothing renders unstyled. */
function bootStylesheets(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-boot-css]')].filter((l) => !l.sheet);
  return Promise.all(links.map((l) => new Promise((done) => {
    l.addEventListener('load', done, { once: true });
    l.addEventListener('error', done, { once: true });
  })));
}

async function boot() {
  await nextTask();
  registerCatalog('shared', sharedCatalogLoader);
  registerCatalog('shell', loadCatalog);
  const locale = activateLocale(useLocale.getState().locale);

  // Each start-up job in a task of its own (short tasks keep the page responsive on a phone).
  await nextTask();
  void rawRuntimeConfig.then(applyRuntimeConfig);
  await nextTask();
  const alertCurrencyBlocked = () => openModal({ kind: 'alert', tone: 'warning', message: i18n._(currencyBlockedMessage) });
  // A signed-in buyer's saved currency (GET /cmn/curr) wins over this browser's; visitors keep theirs.
  const adoptSavedCurrency = async () => {
    if (useSession.getState().status === 'signed-in' && (await applySavedCurrency()) === 'blocked') alertCurrencyBlocked();
  };
  void restoreSession().then(adoptSavedCurrency);
  // The same when the buyer signs in later in this page (the sign-in page announces it on the bus).
  bus.on('auth:signed-in', () => void adoptSavedCurrency());
  void detectVisitorCountry();
  // EUR prices stay on a fresh rate; a failed refetch falls back to USD with the catalogued alert.
  keepRateFresh(alertCurrencyBlocked);

  const [{ App }] = await Promise.all([appModule, locale, bootStylesheets()]);
  await nextTask();
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the app in slices of a few milliseconds, yielding to the browser
  // in between, instead of one long task (the page is already painted from the HTML).
  startTransition(() => {
    root.render(
      <StrictMode>
        <Providers client={queryClient}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    );
  });
  registerServiceWorker();
}

void boot();
