/** Registers `/sw.js` in production; a failure is only logged (spec 1 section 9). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch((err) => console.error('[sw] registration failed', err));
  // The scripts start after the load event (public/boot.js), so it has usually fired already.
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
