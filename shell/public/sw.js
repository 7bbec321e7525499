/*
 * Service worker. Two caches:
 *
 * - `forwarder-hashed-v1`, cache first: content-hashed files (`/assets/…`, `/mf/<remote>/assets/…`)
 *   and every file of a remote's release (`/mf/<remote>/<release id>/…`), which never change under
 *   the same name. Each time `runtime-config.json` comes from the network, the copies of releases
 *   it no longer lists as served (`releases`) are dropped, so the cache does not grow with every
 *   release.
 * - `forwarder-runtime-v1`, network first: pages, `runtime-config.json`, the remotes' manifests and
 *   `remoteEntry.js`, the shell's entry scripts, media, and the api's public reads. These always
 *   come from the network while it answers (a stale remote or configuration is never served
 *   online); the copy is used only when the network fails, so a page visited once (how to book,
 *   the legal texts, a blog post…) reads again offline. Copies served offline carry
 *   `X-SW-Offline: 1`. Answers marked `Cache-Control: no-store` (personal data) are never kept.
 *
 * It does not claim the page that registered it: a first visit loads straight from the network
 * instead of through a worker that is still starting. That page tells the worker, once it is
 * active, which same-origin files it loaded (`{ type: 'cache-urls', urls }`), and the worker
 * fetches and keeps them, so even the first page visited is readable offline.
 */
const HASHED_CACHE = 'forwarder-hashed-v1';
const RUNTIME_CACHE = 'forwarder-runtime-v1';
const KEEP = [HASHED_CACHE, RUNTIME_CACHE];
/** A file of a remote's release: `/mf/<remote>/<release id>/…` (api/src/lib/releases.ts). */
const RELEASE_FILE = /^\/mf\/([a-z]+)\/(\d{8}-\d{6}-[0-9a-f]{6})\//;
/** A file that never changes under its name: content-hashed, or in a release. */
const isHashed = (p) => /^\/(mf\/[a-z]+\/)?assets\//.test(p) || RELEASE_FILE.test(p);
const NETWORK_FIRST = /^\/(runtime-config\.json$|main\.js$|boot\.js$|manifest\.webmanifest$|favicon\.svg$|mf\/|media\/)/;
const API_READ = /^\/(cmn|svc|ext|v2)\//;
/** Never kept: test seams and the session's own state. */
const NEVER = /^\/(dev\/|cmn\/auth\/|cmn\/login|cmn\/logout|cmn\/user\/)/;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter((k) => !KEEP.includes(k)).map((k) => caches.delete(k)))));
});

/** Which strategy a same-origin GET gets, or null to leave it to the browser. */
function strategyOf(request, url) {
  if (NEVER.test(url.pathname)) return null;
  if (request.mode === 'navigate') return 'network-first';
  if (isHashed(url.pathname)) return 'cache-first';
  if (NETWORK_FIRST.test(url.pathname) || API_READ.test(url.pathname)) return 'network-first';
  return null;
}

// Whole files only (status 200): the hero video arrives in ranges (206), which the Cache API refuses.
const keepable = (res) => res.status === 200 && res.type === 'basic' && !res.redirected && !/no-store/i.test(res.headers.get('Cache-Control') || '');

async function cacheFirst(request) {
  const cache = await caches.open(HASHED_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (keepable(res)) await cache.put(request, res.clone());
  return res;
}

/** A cached answer marked as read offline. */
function offlineCopy(cached) {
  const headers = new Headers(cached.headers);
  headers.set('X-SW-Offline', '1');
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}

/** Drop the kept files of every release `config` (runtime-config.json) no longer lists as served. */
async function dropGoneReleases(config) {
  const served = (config && typeof config.releases === 'object' && config.releases) || {};
  const cache = await caches.open(HASHED_CACHE);
  for (const req of await cache.keys()) {
    const m = RELEASE_FILE.exec(new URL(req.url).pathname);
    if (m && !(Array.isArray(served[m[1]]) && served[m[1]].includes(m[2]))) await cache.delete(req);
  }
}

async function networkFirst(request) {
  const cache = await caches.open(RUNTIME_CACHE);
  try {
    const res = await fetch(request);
    if (keepable(res)) await cache.put(request, res.clone());
    if (res.status === 200 && new URL(request.url).pathname === '/runtime-config.json') {
      res.clone().json().then(dropGoneReleases).catch(() => undefined);
    }
    return res;
  } catch (err) {
    const hit =
      (await cache.match(request)) ||
      // Every route of the app is the same document: any page kept offline can start it.
      (request.mode === 'navigate' ? (await cache.match(request, { ignoreSearch: true })) || (await anyPage(cache).then(asAnotherPage)) : undefined);
    if (hit) return request.mode === 'navigate' ? markedOffline(offlineCopy(hit)) : offlineCopy(hit);
    throw err;
  }
}

/** `res` with its HTML text passed through `edit`. */
async function rewriteHtml(res, edit) {
  const html = edit(await res.text());
  const headers = new Headers(res.headers);
  headers.delete('Content-Length');
  return new Response(html, { status: res.status, statusText: res.statusText, headers });
}

/** A document sent from the cache: marked, so the page says it may be out of date (offline-banner.tsx). */
const markedOffline = (res) => rewriteHtml(res, (html) => html.replace(/<html\b/, '<html data-offline-copy=""'));

/**
 * Another page's document starting this one: the first screen the server included in it is that
 * other page's, so it stays hidden (the app renders this page; ui/first-screen.tsx ignores it too).
 */
const asAnotherPage = (res) =>
  res && rewriteHtml(res, (html) => html.replace(/(<div data-prerendered="[^"]*" data-lang="[^"]*" data-first-screen="")/, '$1 hidden'));

async function anyPage(cache) {
  for (const req of await cache.keys()) {
    const res = await cache.match(req);
    if (res && (res.headers.get('Content-Type') || '').startsWith('text/html')) return res;
  }
  return undefined;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  const strategy = strategyOf(request, url);
  if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'network-first') event.respondWith(networkFirst(request));
});

/** Keep what an uncontrolled page loaded (the first visit), each file in the cache of its strategy. */
async function keepUrls(urls) {
  for (const raw of urls) {
    let url;
    try {
      url = new URL(raw, self.location.origin);
    } catch {
      continue;
    }
    if (url.origin !== self.location.origin) continue;
    const isPage = !isHashed(url.pathname) && !NETWORK_FIRST.test(url.pathname) && !API_READ.test(url.pathname) && !/\.[a-z0-9]{1,8}$/i.test(url.pathname);
    const request = isPage ? new Request(url.href, { credentials: 'same-origin', headers: { Accept: 'text/html' } }) : new Request(url.href, { credentials: 'same-origin' });
    const strategy = isPage ? 'network-first' : strategyOf(request, url);
    if (!strategy) continue;
    const cache = await caches.open(strategy === 'cache-first' ? HASHED_CACHE : RUNTIME_CACHE);
    if (strategy === 'cache-first' && (await cache.match(request))) continue;
    try {
      const res = await fetch(request);
      if (keepable(res)) await cache.put(request, res);
    } catch {
      // Offline already, or the file is gone: nothing to keep.
    }
  }
}

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const done = keepUrls(data.urls.filter((u) => typeof u === 'string').slice(0, 500));
  event.waitUntil(done);
  done.then(() => event.ports[0]?.postMessage({ type: 'cached', count: data.urls.length }));
});
