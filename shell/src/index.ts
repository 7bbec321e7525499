/**
 * Entry: starts the runtime-config fetch and, once it arrives, registers the remotes and preloads
 * the home widgets, all in parallel with loading the shell's own code; then the async boundary
 * Module Federation needs before shared modules are used.
 */
import { rawRuntimeConfig } from './app/early';
import { preloadHomeWidgets, registerFromRawConfig } from './app/remotes';
import { nextTask } from './app/next-task';

/** The address's language (`?lang=`), else the saved one (read directly: the shared locale store is not loaded yet). */
function savedLang(): 'en' | 'es' | 'ru' {
  let lang: string | null = new URLSearchParams(window.location.search).get('lang');
  try {
    if (lang !== 'en' && lang !== 'es' && lang !== 'ru') lang = localStorage.getItem('lang');
  } catch {
    /* storage unavailable */
  }
  return lang === 'es' || lang === 'ru' ? lang : 'en';
}

// Registering the remotes and preloading the first screen's (manifest processing) are two tasks.
void rawRuntimeConfig.then((raw) => {
  registerFromRawConfig(raw);
  if (window.location.pathname === '/') void nextTask().then(() => preloadHomeWidgets(savedLang()));
});

// Each step below starts in a task of its own: evaluating this file, starting the federation
// runtime and negotiating the shared modules in one go is a single long task on a slow phone.

// Start the shell's catalog for the saved language now; activateLocale will find it loaded.
void nextTask()
  .then(() => import('./i18n'))
  .then(({ loadCatalog }) => loadCatalog(savedLang()));

void nextTask().then(() => import('./app/bootstrap'));
