/**
 * The home banner's looping video (spec 1 section 2): the server-sent poster paints first; the
 * video (muted, looping, inline, autoplaying) is added only after the first paint, never becomes
 * the LCP element, and never loads under prefers-reduced-motion or Save-Data.
 */
import { test, expect } from './fixtures';
import { type Page } from '@playwright/test';
import { LOAD_TIMEOUT, waitForHomeWidgets } from './support';

// The journeys' default is reduced motion (playwright.config.ts): this file is about the video.
test.use({ serviceWorkers: 'block', reducedMotion: 'no-preference' });

const hero = (page: Page) => page.locator('section[aria-labelledby="home-hero-title"]');

/** Every mp4 the page asked for. */
function videoRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => r.url().endsWith('.mp4') && seen.push(r.url()));
  return seen;
}

test('the poster paints first, then a muted looping inline video plays over it; it is never the LCP element', async ({ page }) => {
  // The page as the server sends it: the poster and the video URL, no video element.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/data-video="\/mf\/content\/assets\/hero-roro-loop\.[0-9a-f]+\.mp4"/);
  expect(html).not.toContain('<video');

  await page.goto('/');
  await waitForHomeWidgets(page, { newsletter: true });
  const video = hero(page).locator('video');
  await expect(video).toHaveCount(1, { timeout: LOAD_TIMEOUT });
  for (const name of ['autoplay', 'muted', 'loop', 'playsinline']) await expect(video).toHaveAttribute(name, '');
  await expect(video).toHaveAttribute('src', /\/mf\/content\/assets\/hero-roro-loop\.[0-9a-f]+\.mp4$/);
  // It plays (and only then fades in over the poster).
  await expect(video).toHaveAttribute('data-playing', '', { timeout: LOAD_TIMEOUT });
  expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop && !v.paused)).toBe(true);

  const lcp = await page.evaluate(
    () =>
      new Promise<string[]>((done) => {
        new PerformanceObserver((list) => done(list.getEntries().map((e) => (e as PerformanceEntry & { element?: Element }).element?.tagName ?? '?'))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
  // The poster (not the h1, not the video) is the final LCP element.
  expect(lcp.at(-1)).toBe('IMG');
  expect(lcp).not.toContain('VIDEO');
});

test('no video under prefers-reduced-motion: only the poster', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const requested = videoRequests(page);
  await page.goto('/');
  await waitForHomeWidgets(page);
  await page.waitForLoadState('networkidle');
  await expect(hero(page).locator('img').first()).toBeVisible();
  await expect(hero(page).locator('video')).toHaveCount(0);
  expect(requested).toEqual([]);
});

test('no video when the connection asks to save data', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) });
  });
  const requested = videoRequests(page);
  await page.goto('/');
  await waitForHomeWidgets(page);
  await page.waitForLoadState('networkidle');
  await expect(hero(page).locator('video')).toHaveCount(0);
  expect(requested).toEqual([]);
});
