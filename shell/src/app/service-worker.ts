/**
 * Registers `/sw.js` in production; a failure is only logged (spec 1 section 9). The worker does
 * not take over the page that registers it, so this page tells it which same-origin files it has
 * loaded (and keeps telling it while it stays uncontrolled): the worker keeps them, and the pages
 * of this first visit read again offline.
 */

/** Same-origin files a page loaded: scripts, styles, images, fonts and api reads (never a POST-only call). */
function loadedUrls(entries: readonly PerformanceEntry[]): string[] {
  const out: string[] = [];
  for (const e of entries) {
    const r = e as PerformanceResourceTiming;
    let url: URL;
    try {
      url = new URL(r.name);
    } catch {
      continue;
    }
    if (url.origin !== location.origin) continue;
    const apiCall = r.initiatorType === 'fetch' || r.initiatorType === 'xmlhttprequest';
    // Api calls are kept only for the read endpoints the worker caches; POSTs show up here too.
    if (apiCall && !/^\/(cmn\/board|cmn\/country|cmn\/code|svc\/freight\/spot|ext\/equipment|ext\/connection-info|v2\/|runtime-config\.json|mf\/)/.test(url.pathname)) continue;
    out.push(url.href);
  }
  return out;
}

function tellWorker(worker: ServiceWorker, urls: string[]) {
  if (urls.length) worker.postMessage({ type: 'cache-urls', urls });
}

/**
 * While this page is not controlled, pass its address and every file it loads to the active
 * worker. Pages reached later by in-app navigation need no entry of their own: offline, the
 * worker starts any route from a kept page (every route is the same document).
 */
function shareFirstVisit(registration: ServiceWorkerRegistration) {
  const worker = registration.active;
  if (!worker || navigator.serviceWorker.controller) return;
  tellWorker(worker, [location.href, ...loadedUrls(performance.getEntriesByType('resource'))]);
  if (typeof PerformanceObserver === 'undefined') return;
  const observer = new PerformanceObserver((list) => tellWorker(worker, loadedUrls(list.getEntries())));
  observer.observe({ type: 'resource' });
}

/** Registers `/sw.js` in production; a failure is only logged (spec 1 section 9). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(shareFirstVisit)
      .catch((err) => console.error('[sw] registration failed', err));
  // The scripts start after the load event (public/boot.js), so it has usually fired already.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
