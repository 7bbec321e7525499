/**
 * Boot (ARCHITECTURE.md "Boot and remote loading"): render at once with the saved locale's
 * catalogs; in parallel fetch `/runtime-config.json`, register the remotes by manifest URL and
 * preload the home widgets' remotes. No remote is awaited before the first paint.
 */
import { StrictMode } from 'react';
import * as React from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@forwarder/shared/router';
import { loadRuntimeConfig } from '@forwarder/shared/config';
import { activateLocale, registerCatalog, sharedCatalogLoader } from '@forwarder/shared/i18n';
import { createQueryClient, Providers } from '@forwarder/shared/remote';
import { detectVisitorCountry, ensureFreshRate, registerSingleton, restoreSession, useLocale } from '@forwarder/shared/stores';
import { registerFromConfig, preload } from './remotes';
import { HOME_WIDGETS } from '../home/home-page';
import { App } from './app';
import { registerServiceWorker } from './service-worker';
import { loadCatalog } from '../i18n';
import '@forwarder/shared/tokens.css';
import './fonts.css';

registerSingleton('react', React);
registerSingleton('react-dom', ReactDOM);

const queryClient = createQueryClient();

async function boot() {
  registerCatalog('shared', sharedCatalogLoader);
  registerCatalog('shell', loadCatalog);

  void loadRuntimeConfig().then((cfg) => {
    registerFromConfig(cfg);
    if (window.location.pathname === '/') {
      const byRemote = new Map<string, string[]>();
      for (const w of HOME_WIDGETS) byRemote.set(w.remote, [...(byRemote.get(w.remote) ?? []), w.expose]);
      for (const [remote, exposes] of byRemote) preload(remote as Parameters<typeof preload>[0], exposes);
    }
  });
  void restoreSession();
  void detectVisitorCountry();
  void ensureFreshRate();

  await activateLocale(useLocale.getState().locale);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
  registerServiceWorker();
}

void boot();
