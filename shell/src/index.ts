/**
 * Entry: starts the runtime-config fetch and, once it arrives, registers the remotes and preloads
 * the home widgets, all in parallel with loading the shell's own code; then the async boundary
 * Module Federation needs before shared modules are used.
 */
import { rawRuntimeConfig } from './app/early';
import { preloadHomeWidgets, registerFromRawConfig } from './app/remotes';

/** The saved language (read directly: the shared locale store is not loaded yet). */
function savedLang(): string {
  let lang: string | null = null;
  try {
    lang = localStorage.getItem('lang');
  } catch {
    /* storage unavailable */
  }
  return lang === 'es' || lang === 'ru' ? lang : 'en';
}

// Registering the remotes and preloading the first screen's (manifest processing) are two tasks.
void rawRuntimeConfig.then((raw) => {
  registerFromRawConfig(raw);
  if (window.location.pathname === '/') setTimeout(() => preloadHomeWidgets(savedLang()), 0);
});

// Each step below starts in a task of its own: evaluating this file, starting the federation
// runtime and negotiating the shared modules in one go is a single long task on a slow phone.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Start the shell's catalog for the saved language now; activateLocale will find it loaded.
void nextTask()
  .then(() => import('./i18n'))
  .then(({ loadCatalog }) => loadCatalog(savedLang() as 'en' | 'es' | 'ru'));

void nextTask().then(() => import('./app/bootstrap'));
