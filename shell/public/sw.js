/*
 * Service worker: caches only content-hashed files (`/assets/…`, `/mf/<remote>/assets/…`), which
 * never change under the same name. Everything else — index.html, remoteEntry.js,
 * mf-manifest.json, runtime-config.json, the api — always goes to the network, so a stale
 * remote or configuration is never served.
 *
 * It does not claim the page that registered it: a first visit loads its chunks straight from
 * the network instead of through a worker that is still starting (on a phone it used to take
 * over half-way through loading the first screen). It controls the pages opened after that.
 */
const CACHE = 'forwarder-hashed-v1';
const HASHED = /^\/(mf\/[a-z]+\/)?assets\//;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k)))));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin || !HASHED.test(url.pathname)) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(event.request);
      if (hit) return hit;
      const res = await fetch(event.request);
      // Whole files only: the hero video is fetched in ranges (206), which the Cache API refuses.
      if (res.status === 200) cache.put(event.request, res.clone());
      return res;
    }),
  );
});
