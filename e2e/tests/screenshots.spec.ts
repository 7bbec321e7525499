/**
 * Full-page screenshots of the home page at 1280 and 390 px, in English and Russian (the longest
 * texts), saved to e2e/test-results/screenshots/ for a human to look at. The assertions: nothing
 * overflows sideways at 390 px, and the page has a sane height (else no screenshot can be taken).
 */
import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import path from 'node:path';
import { gotoHome, revealDeferredSections, startInLanguage, type Lang } from './support';

test.use({ serviceWorkers: 'block' });

const SHOTS = path.resolve(__dirname, '../test-results/screenshots');

/**
 * Scroll through the page so lazy images and below-the-fold carousels load, then back to the top.
 * Bounded by the height measured at the start, so a page that keeps growing cannot loop forever.
 */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    const end = document.documentElement.scrollHeight;
    for (let y = 0; y < end; y += step) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 100));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

/** A page taller than this is broken (and too big to screenshot). */
const MAX_PAGE_HEIGHT = 30_000;

for (const lang of ['en', 'ru'] as const satisfies readonly Lang[]) {
  for (const width of [1280, 390]) {
    test.describe(`home at ${width} px in ${lang}`, () => {
      test.use({ viewport: { width, height: width > 600 ? 900 : 844 }, reducedMotion: 'reduce' });

      test(`screenshot (${lang}, ${width} px)`, async ({ page }) => {
        await startInLanguage(page, lang);
        if (lang === 'en') await gotoHome(page);
        else {
          // Wait on structure, not on texts: this test is about layout, whatever the translations.
          await page.goto('/');
          await expect(page.locator('html')).toHaveAttribute('lang', lang, { timeout: 30_000 });
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
          await expect(page.getByTestId('price').first()).toBeVisible({ timeout: 30_000 });
          await revealDeferredSections(page);
          await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(7, { timeout: 30_000 });
        }
        await scrollThrough(page);
        const size = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, scrollWidth: document.documentElement.scrollWidth }));
        if (size.height < MAX_PAGE_HEIGHT) {
          await page.screenshot({ path: path.join(SHOTS, `home-${lang}-${width}.png`), fullPage: true, animations: 'disabled' });
        }
        expect.soft(size.height, `page height at ${width} px in ${lang} after scrolling through`).toBeLessThan(MAX_PAGE_HEIGHT);
        if (width <= 390) expect(size.scrollWidth, `horizontal overflow at ${width} px in ${lang}`).toBeLessThanOrEqual(width);
      });
    });
  }
}
