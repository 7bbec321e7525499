/**
 * Entry: starts the runtime-config fetch and, once it arrives, registers the remotes and preloads
 * the home widgets, all in parallel with loading the shell's own code; then the async boundary
 * Module Federation needs before shared modules are used.
 */
import { rawRuntimeConfig } from './app/early';
import { preloadHomeWidgets, registerFromRawConfig } from './app/remotes';

void rawRuntimeConfig.then((raw) => {
  registerFromRawConfig(raw);
  if (window.location.pathname === '/') preloadHomeWidgets();
});

// Start the shell's catalog for the saved language now; activateLocale will find it loaded.
void import('./i18n').then(({ loadCatalog }) => {
  let lang: string | null = null;
  try {
    lang = localStorage.getItem('lang');
  } catch {
    /* storage unavailable */
  }
  return loadCatalog(lang === 'es' || lang === 'ru' ? lang : 'en');
});

import('./app/bootstrap');
