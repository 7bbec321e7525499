/**
 * Accessibility: the keyboard walk of the home page (the axe matrix of every route, at both
 * widths, is a11y-ru.spec.ts).
 */
import { test, expect } from './fixtures';
import { LOAD_TIMEOUT } from './support';

test('keyboard: Tab walks the home page with a visible focus ring on every stop', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 2, name: 'Spot freight deals', exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
  const stops: string[] = [];
  const invisible: string[] = [];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const cs = getComputedStyle(el);
      const ring = (cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0) || (cs.boxShadow !== 'none' && cs.boxShadow !== '');
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      return { name, ring, onScreen: r.width > 0 && r.height > 0 };
    });
    if (!info) continue;
    stops.push(info.name);
    if (!info.ring || !info.onScreen) invisible.push(info.name);
  }
  console.log(`# keyboard matrix: ${stops.length} focus stops on the home page`);
  expect(stops.length).toBeGreaterThan(10);
  expect(invisible, 'focus stops without a visible focus ring').toEqual([]);
});
