/**
 * Work started by the entry chunk itself, before the shared modules and the bootstrap chunk
 * have loaded: fetching `/runtime-config.json` (which the HTML also preloads). Nothing here may
 * import a shared module (the entry has no async boundary yet).
 */

/** The raw runtime configuration, or null when it could not be fetched (defaults apply). */
export const rawRuntimeConfig: Promise<unknown> = fetch('/runtime-config.json', { credentials: 'same-origin' })
  .then((res) => (res.ok ? res.json() : Promise.reject(new Error(`runtime-config.json answered ${res.status}`))))
  .catch((err: unknown) => {
    console.error('[config] could not load runtime-config.json, using defaults', err);
    return null;
  });
