/** Registers `/sw.js` in production; a failure is only logged (spec 1 section 9). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err) => console.error('[sw] registration failed', err));
  });
}
