/**
 * Full-page screenshots of the home page at 1280 and 390 px, in English and Russian (the longest
 * texts), saved to e2e/test-results/screenshots/ for a human to look at. The only assertion:
 * nothing overflows sideways at 390 px.
 */
import { test, expect, type Page } from '@playwright/test';
import path from 'node:path';
import { gotoHome, startInLanguage, tr, type Lang } from './support';

test.use({ serviceWorkers: 'block' });

const SHOTS = path.resolve(__dirname, '../test-results/screenshots');

/** Scroll through the page so lazy images and below-the-fold carousels load, then back to the top. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 120));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

for (const lang of ['en', 'ru'] as const satisfies readonly Lang[]) {
  for (const width of [1280, 390]) {
    test.describe(`home at ${width} px in ${lang}`, () => {
      test.use({ viewport: { width, height: width > 600 ? 900 : 844 }, reducedMotion: 'reduce' });

      test(`screenshot (${lang}, ${width} px)`, async ({ page }) => {
        await startInLanguage(page, lang);
        if (lang === 'en') await gotoHome(page);
        else {
          await page.goto('/');
          await expect(page.getByRole('heading', { level: 1, name: tr('mfe-content', lang, 'Ship your vehicle from Korea, door to port, at a price you see upfront') })).toBeVisible({ timeout: 30_000 });
          await expect(page.getByRole('region', { name: tr('mfe-freight', lang, 'Spot freight deals'), exact: true }).getByRole('article').first()).toBeVisible({ timeout: 30_000 });
          await expect(page.getByRole('heading', { level: 2, name: tr('mfe-content', lang, 'A team in Korea that ships to the world'), exact: true })).toBeVisible({ timeout: 30_000 });
        }
        await scrollThrough(page);
        await page.screenshot({ path: path.join(SHOTS, `home-${lang}-${width}.png`), fullPage: true, animations: 'disabled' });

        if (width <= 390) {
          const overflow = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
          expect(overflow.scrollWidth, `horizontal overflow at ${width} px in ${lang}`).toBeLessThanOrEqual(width);
        }
      });
    });
  }
}
