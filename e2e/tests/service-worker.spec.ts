/**
 * The service worker (spec 1 section 9; shell/public/sw.js): a first visit loads straight from
 * the network, and the pages opened after it take content-hashed files from the worker's cache,
 * while the entry files, configuration and the api come fresh from the network through it
 * (network first: its copies are used only offline, see content.spec.ts) and a stale
 * remoteEntry.js is never served while online.
 */
import { type Page, type Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { LOAD_TIMEOUT, spotCards } from './support';

test.use({ serviceWorkers: 'allow' });

/** Paths of the same-origin responses of a load, split by who answered them. */
function recordResponses(page: Page) {
  const fromWorker: string[] = [];
  const fromNetwork: string[] = [];
  const responses = new Map<string, { offlineCopy: boolean }>();
  const onResponse = (r: Response) => {
    const url = new URL(r.url());
    if (url.origin !== new URL(page.url() || r.url()).origin) return;
    (r.fromServiceWorker() ? fromWorker : fromNetwork).push(url.pathname);
    responses.set(url.pathname, { offlineCopy: r.headers()['x-sw-offline'] === '1' });
  };
  page.on('response', onResponse);
  return { fromWorker, fromNetwork, responses, stop: () => page.off('response', onResponse) };
}

const hashed = (p: string) => /^\/(mf\/[a-z]+\/)?assets\//.test(p);

test('a first visit loads from the network; the next page takes hashed files from the worker, and the entry files and the api fresh from the network', async ({ page }) => {
  const first = recordResponses(page);
  await page.goto('/');
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  // The worker is installed and active, but it did not take over the page half-way through.
  expect(await page.evaluate(async () => ((await navigator.serviceWorker.ready).active?.state ?? null))).toBe('activated');
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  first.stop();
  expect(first.fromWorker).toEqual([]);
  expect(first.fromNetwork.filter(hashed).length).toBeGreaterThan(0);

  const second = recordResponses(page);
  await page.reload();
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  second.stop();
  // Every hashed file goes through the worker (from its cache, or fetched and then cached).
  expect(second.fromWorker.length).toBeGreaterThan(0);
  expect(second.fromNetwork.filter(hashed)).toEqual([]);
  // What can change under the same name comes through it fresh from the network, never from its copy.
  for (const path of ['/', '/main.js', '/runtime-config.json', '/mf/freight/remoteEntry.js', '/svc/freight/spot/list']) {
    const r = second.responses.get(path);
    expect(r, path).toBeDefined();
    expect(r?.offlineCopy, path).toBe(false);
  }

  // What the worker stored is exactly those hashed files.
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('forwarder-hashed-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.every(hashed)).toBe(true);
});

test('a stale remoteEntry.js kept by the worker is never served while online', async ({ page }) => {
  await page.goto('/');
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const cache = await caches.open('forwarder-runtime-v1');
    await cache.put('/mf/freight/remoteEntry.js', new Response('/* stale */ throw new Error("stale remote entry");', { headers: { 'Content-Type': 'text/javascript' } }));
  });
  const entry = page.waitForResponse((r) => new URL(r.url()).pathname === '/mf/freight/remoteEntry.js');
  await page.reload();
  const res = await entry;
  expect(await res.text()).not.toContain('stale remote entry');
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
});
