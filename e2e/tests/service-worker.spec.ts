/**
 * The service worker (spec 1 section 9; shell/public/sw.js): a first visit loads straight from
 * the network, and the pages opened after it take content-hashed files from the worker's cache,
 * while the entry files, configuration and the api always come from the network.
 */
import { type Page, type Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { LOAD_TIMEOUT, spotCards } from './support';

test.use({ serviceWorkers: 'allow' });

/** Paths of the same-origin responses of a load, split by who answered them. */
function recordResponses(page: Page) {
  const fromWorker: string[] = [];
  const fromNetwork: string[] = [];
  const onResponse = (r: Response) => {
    const url = new URL(r.url());
    if (url.origin !== new URL(page.url() || r.url()).origin) return;
    (r.fromServiceWorker() ? fromWorker : fromNetwork).push(url.pathname);
  };
  page.on('response', onResponse);
  return { fromWorker, fromNetwork, stop: () => page.off('response', onResponse) };
}

const hashed = (p: string) => /^\/(mf\/[a-z]+\/)?assets\//.test(p);

test('a first visit loads from the network; the next page takes hashed files from the worker, never the entry files or the api', async ({ page }) => {
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
  // Every hashed file goes through the worker (from its cache, or fetched and then cached) ...
  expect(second.fromWorker.length).toBeGreaterThan(0);
  expect(second.fromWorker.every(hashed)).toBe(true);
  expect(second.fromNetwork.filter(hashed)).toEqual([]);
  // ... and what can change under the same name is never served by it.
  for (const path of ['/', '/main.js', '/runtime-config.json', '/mf/freight/remoteEntry.js', '/svc/freight/spot/list']) {
    expect(second.fromWorker).not.toContain(path);
  }
  expect(second.fromNetwork).toEqual(expect.arrayContaining(['/', '/main.js', '/runtime-config.json', '/mf/freight/remoteEntry.js']));

  // What the worker stored is exactly those hashed files.
  const cached = await page.evaluate(async () => {
    const cache = await caches.open('forwarder-hashed-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
  expect(cached.length).toBeGreaterThan(0);
  expect(cached.every(hashed)).toBe(true);
});
