/**
 * Byte measurement in Debian Chromium through Playwright: one cold load per page (fresh
 * context, empty cache, mobile viewport, no scrolling), every response recorded with its
 * transferred (compressed) size, JavaScript attributed to an app or a library.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';
import { LIBRARIES, librariesIn, libraryPartsIn } from './markers.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));

export async function launchBrowser() {
  const { chromium } = e2eRequire('@playwright/test');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/** Lighthouse's mobile preset screen (Moto G Power), used for the byte measurement too. */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const isJs = (url, contentType) => /javascript|ecmascript/.test(contentType ?? '') || /\.m?js$/.test(new URL(url).pathname);

/**
 * Which app a same-origin JavaScript URL belongs to: `/mf/<name>/...` is remote <name>,
 * everything else (main.js, /assets/..., /sw.js) the shell.
 */
export function appOf(url) {
  const m = /^\/mf\/([^/]+)\//.exec(new URL(url).pathname);
  return m ? m[1] : 'shell';
}

/** Entry and exposed-module files stay with their app even when they inline a library. */
const isAppFile = (url) => /(^|\/)(main|remoteEntry|sw)\.js$|__federation_expose_/.test(new URL(url).pathname);

/**
 * The bucket a JavaScript file's bytes count under: `shared libraries: <names>` for a chunk
 * of federation-shared libraries (numeric chunk names say nothing, so the text decides),
 * `<app>: <library>` for a library an app bundles for itself, otherwise the app.
 */
export function bucketOf(url, text) {
  if (!isAppFile(url)) {
    const libs = libraryPartsIn(text);
    const shared = libs.filter((name) => LIBRARIES.find((l) => l.name === name)?.shared);
    if (shared.length) return `shared libraries: ${shared.join(' + ')}`;
    // A library an app bundles for itself (swiper in content) stays with that app.
    if (libs.length) return `${appOf(url)}: ${libs.join(' + ')}`;
  }
  return appOf(url);
}

/** A response body's size as transferred (compressed when encoded), else its Content-Length. */
export function transferredBodyBytes(sizes, headers) {
  const measured = sizes?.responseBodySize;
  // Chromium gives minus the header bytes for a response that did not come from the network.
  if (typeof measured === 'number') return Math.max(0, measured);
  const declared = Number(headers?.['content-length']);
  return Number.isFinite(declared) && declared > 0 ? declared : 0;
}

/**
 * Once the service worker controls the page (it claims it during the first visit), the page's
 * requests for hashed chunks are answered by the worker, which fetches them from the network
 * itself. Chromium then reports the page's request with nothing transferred and the worker's
 * fetch with the bytes. Each page request answered by the worker takes the bytes of the
 * worker's network fetch of the same URL (0 when the worker answered from its cache); the
 * worker's other requests (precaching) are not page load.
 */
export function attributeServiceWorkerFetches(records) {
  const fetched = new Map();
  for (const r of records) if (r.fromServiceWorker && !r.failed) fetched.set(r.url, r);
  const pageRecords = [];
  for (const r of records) {
    if (r.fromServiceWorker) continue;
    const network = r.servedByServiceWorker ? fetched.get(r.url) : undefined;
    if (network) fetched.delete(r.url);
    pageRecords.push(r.servedByServiceWorker ? { ...r, bytes: network?.bytes ?? 0, encoding: network?.encoding ?? r.encoding } : r);
  }
  return { pageRecords, serviceWorkerOnly: [...fetched.values()] };
}

/** Wait until no request has started or finished for `quietMs` (at most `maxMs`). */
async function settle(state, quietMs = 1500, maxMs = 25_000) {
  const start = Date.now();
  while (Date.now() - start < maxMs) {
    if (state.inflight === 0 && Date.now() - state.lastActivity >= quietMs) return;
    await sleep(100);
  }
}

/**
 * Cold-load `url` and record every request. Returns requests, transferred bytes per type,
 * JavaScript bytes per app/library bucket, the files, and per library the downloaded files
 * that contain its main module (`copies`). A request the service worker answers counts with the
 * bytes the worker fetched for it (attributeServiceWorkerFetches); the worker's other requests
 * are only counted (`serviceWorkerRequests`), not as page load.
 */
export async function measurePage(browser, url, { onPage, session } = {}) {
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'allow' });
  // A signed-in page (bench/lib/session.mjs): the session cookie and the shell's email flag.
  if (session) {
    await context.addCookies([{ ...session.cookie, url: session.origin }]);
    await context.addInitScript((email) => localStorage.setItem('email', email), session.email);
  }
  const page = await context.newPage();
  const state = { inflight: 0, lastActivity: Date.now() };
  const records = [];
  const pending = [];
  // A live stream (EventSource: the booking chat, the staff desk) stays open as long as the
  // page: it is recorded when it ends but never keeps the page from counting as settled.
  const settles = (request) => request.resourceType() !== 'eventsource';
  const onDone = (request, failed) => {
    if (settles(request)) {
      state.inflight--;
      state.lastActivity = Date.now();
    }
    pending.push(
      (async () => {
        const response = failed ? null : await request.response().catch(() => null);
        const sizes = failed ? null : await request.sizes().catch(() => null);
        const headers = response ? await response.allHeaders().catch(() => ({})) : {};
        const rec = {
          url: request.url(),
          type: request.resourceType(),
          status: response?.status() ?? null,
          failed: failed ? (request.failure()?.errorText ?? 'failed') : null,
          fromServiceWorker: Boolean(request.serviceWorker()),
          servedByServiceWorker: response?.fromServiceWorker() ?? false,
          encoding: headers['content-encoding'] ?? null,
          contentType: headers['content-type'] ?? null,
          bytes: transferredBodyBytes(sizes, headers),
          headerBytes: sizes?.responseHeadersSize ?? 0,
        };
        if (response && isJs(rec.url, rec.contentType)) {
          const body = await response.body().catch(() => null);
          if (body) {
            const text = body.toString('utf8');
            rec.js = true;
            rec.decodedBytes = body.length;
            rec.libraries = librariesIn(text);
            rec.libraryParts = libraryPartsIn(text);
            rec.bucket = bucketOf(rec.url, text);
          }
        }
        records.push(rec);
      })(),
    );
  };
  context.on('request', (request) => {
    if (!settles(request)) return;
    state.inflight++;
    state.lastActivity = Date.now();
  });
  context.on('requestfinished', (r) => onDone(r, false));
  context.on('requestfailed', (r) => onDone(r, true));

  let error = null;
  try {
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await settle(state);
    if (onPage) await onPage(page);
  } catch (err) {
    error = err instanceof Error ? err.message : String(err);
  }
  await Promise.all(pending);
  await context.close();

  const { pageRecords, serviceWorkerOnly } = attributeServiceWorkerFetches(records);
  const jsRecords = pageRecords.filter((r) => r.js);
  const byApp = {};
  for (const r of jsRecords) byApp[r.bucket] = (byApp[r.bucket] ?? 0) + r.bytes;
  const copies = {};
  for (const lib of LIBRARIES) {
    if (lib.markers.length) copies[lib.name] = jsRecords.filter((r) => r.libraries.includes(lib.name)).length;
  }
  const sum = (rs) => rs.reduce((s, r) => s + r.bytes, 0);
  return {
    url,
    error,
    requests: pageRecords.length,
    failedRequests: pageRecords.filter((r) => r.failed || (r.status ?? 0) >= 400).map((r) => `${r.status ?? r.failed} ${r.url}`),
    transferredBytes: sum(pageRecords),
    // Everything under /mf/staff/ (the staff desk, STAFF sessions only): zero on every page the bench loads.
    staffDeskBytes: sum(pageRecords.filter((r) => appOf(r.url) === 'staff')),
    js: {
      requests: jsRecords.length,
      bytes: sum(jsRecords),
      decodedBytes: jsRecords.reduce((s, r) => s + (r.decodedBytes ?? 0), 0),
      byApp: Object.fromEntries(Object.entries(byApp).sort((a, b) => b[1] - a[1])),
      uncompressed: jsRecords.filter((r) => !r.encoding).map((r) => r.url),
    },
    copies,
    copyFiles: Object.fromEntries(
      Object.keys(copies)
        .filter((name) => copies[name] > 0)
        .map((name) => [name, jsRecords.filter((r) => r.libraries.includes(name)).map((r) => new URL(r.url).pathname)]),
    ),
    byType: pageRecords.reduce((acc, r) => ({ ...acc, [r.type]: (acc[r.type] ?? 0) + r.bytes }), {}),
    serviceWorkerRequests: serviceWorkerOnly.length,
    servedByServiceWorker: pageRecords.filter((r) => r.servedByServiceWorker).map((r) => new URL(r.url).pathname),
    files: pageRecords
      .map((r) => ({
        path: new URL(r.url).pathname + new URL(r.url).search,
        type: r.type,
        status: r.status,
        encoding: r.encoding,
        bytes: r.bytes,
        ...(r.js ? { bucket: r.bucket, libraries: r.libraryParts } : {}),
      }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

/**
 * What the home page's hero looks like once rendered (first <h1> and its section): heading
 * text and style, the section's background, the picture it shows, and the web fonts of the
 * heading — so the static reference page can show the same hero without JavaScript.
 */
export async function captureHero(page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('main h1') ?? document.querySelector('h1');
    if (!h1) return null;
    const section = h1.closest('section') ?? h1.parentElement;
    const cs = (el, props) => {
      const s = getComputedStyle(el);
      return Object.fromEntries(props.map((p) => [p, s.getPropertyValue(p)]));
    };
    const heading = cs(h1, ['font-family', 'font-size', 'font-weight', 'line-height', 'letter-spacing', 'color', 'margin', 'text-align', 'max-width']);
    const box = cs(section, ['background-color', 'background-image', 'color', 'padding', 'min-height', 'display', 'position']);
    const rect = section.getBoundingClientRect();
    // The picture: an <img>, a <video> poster, or a CSS background of the section.
    let image = null;
    const img = section.querySelector('img');
    const video = section.querySelector('video[poster]');
    if (img) {
      const r = img.getBoundingClientRect();
      image = { src: new URL(img.currentSrc || img.src).pathname, width: img.getAttribute('width'), height: img.getAttribute('height'), renderedWidth: r.width, renderedHeight: r.height, fetchpriority: img.getAttribute('fetchpriority'), style: cs(img, ['object-fit', 'position', 'inset', 'width', 'height', 'max-width']) };
    } else if (video) {
      const r = video.getBoundingClientRect();
      image = { src: new URL(video.poster).pathname, width: video.getAttribute('width'), height: video.getAttribute('height'), renderedWidth: r.width, renderedHeight: r.height, fromVideo: true, style: cs(video, ['object-fit', 'position', 'inset', 'width', 'height', 'max-width']) };
    } else {
      const m = /url\("?([^")]+)"?\)/.exec(box['background-image']);
      if (m) image = { src: new URL(m[1], location.href).pathname, background: true };
    }
    // @font-face rules of the heading's font family, with absolute URLs.
    const family = heading['font-family'].split(',')[0].replace(/["']/g, '').trim();
    const fontFaces = [];
    for (const sheet of Array.from(document.styleSheets)) {
      let rules;
      try {
        rules = sheet.cssRules;
      } catch {
        continue;
      }
      for (const rule of Array.from(rules)) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        if (rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() !== family) continue;
        fontFaces.push(rule.cssText.replace(/url\((['"]?)([^'")]+)\1\)/g, (_m, _q, u) => `url("${new URL(u, sheet.href ?? location.href).pathname}")`));
      }
    }
    const fontPreloads = Array.from(document.querySelectorAll('link[rel="preload"][as="font"]')).map((l) => ({ href: new URL(l.href).pathname, type: l.getAttribute('type') }));
    return { text: h1.textContent.trim().replace(/\s+/g, ' '), heading, box, sectionHeight: rect.height, image, fontFaces, fontPreloads };
  });
}
