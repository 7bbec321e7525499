/**
 * Accessibility matrix (issue 14): axe-core on every path of bench/routes.json (routes other
 * features add there are covered without touching this file): no serious or critical violation
 * (WCAG 2.x A and AA rules), under the CSP and page-error guard. Every route is loaded once and
 * judged at both widths (a11y-ru.spec.ts: Russian, the longest texts, loaded at 390 px and then
 * resized to desktop width; the markup and colours a width shows are the same in every
 * language). It prints its row count.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { LOAD_TIMEOUT, inLanes, lanePages, scrollPendingSections, seriousAxeViolations, type Lang } from './support';

// The staff desk's pages are judged in staff-desk.spec.ts, signed in as staff, in its languages (en, ko).
const ROUTES = (JSON.parse(readFileSync(path.resolve(__dirname, '../../bench/routes.json'), 'utf8')) as { routes: Array<{ name: string; path: string; staffDesk?: boolean }> }).routes.filter((r) => !r.staffDesk);
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: '390px', width: 390, height: 844 },
] as const;
/** Pages loaded and judged at once (the rows only read). */
const LANES = 2;

/** Load `p` and everything it defers (sections that load when scrolled near), then settle. */
async function openFully(page: Page, p: string): Promise<void> {
  await page.goto(p);
  await expect(page.getByRole('main').first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await scrollPendingSections(page);
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // Skeletons replaced by content (a page still loading would be judged on its placeholders).
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: LOAD_TIMEOUT });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** After a resize: media-query listeners have run, the new layout is painted and anything it shows is loaded. */
async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: LOAD_TIMEOUT });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Make the next page loads start in `lang` (what the header's language dialog saves). */
async function switchLanguage(page: Page, baseURL: string | undefined, lang: Lang): Promise<void> {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  await page.context().addCookies([{ name: 'lang', value: lang, url: baseURL ?? 'http://127.0.0.1:3100' }]);
}

/**
 * The matrix for one language: each route loaded once and judged at each of `viewports` (resized
 * in place between them: the layout is CSS media queries and matchMedia listeners, which follow a
 * resize), two pages of one context at a time.
 */
export function axeMatrix(lang: Lang, viewports: ReadonlyArray<(typeof VIEWPORTS)[number]>) {
  test.use({ serviceWorkers: 'block' });
  test(`axe: no serious or critical violation on any route (and no sideways scrolling on a phone), ${viewports.map((v) => v.name).join(' and ')}, ${lang}`, async ({ page, baseURL }) => {
    test.setTimeout(60_000 + (ROUTES.length * viewports.length * 15_000) / LANES);
    const all: Array<{ row: string; violations: string[] }> = [];
    const pages = await lanePages(page, LANES);
    // The language is the context's (a cookie and storage): every lane's next loads start in it.
    await switchLanguage(page, baseURL, lang);
    await inLanes(ROUTES, LANES, async (route, lane) => {
      const p = pages[lane]!;
      for (const [i, viewport] of viewports.entries()) {
        await p.setViewportSize({ width: viewport.width, height: viewport.height });
        if (i === 0) {
          await openFully(p, route.path);
          expect(await p.evaluate(() => document.documentElement.lang), `${route.path} is in ${lang}`).toBe(lang);
        } else {
          await settleLayout(p);
        }
        const bad = await seriousAxeViolations(p);
        const violations = bad.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`).join(', ')})`);
        // On a phone, the whole page (scrolled through by openFully) fits its width: no sideways scrolling.
        if (viewport.width < 600) {
          const overflow = await p.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) violations.push(`the page scrolls sideways by ${overflow} px`);
        }
        all.push({ row: `${route.path} ${viewport.name} ${lang}`, violations });
      }
    });
    console.log(`# accessibility matrix (${lang}): ${all.length} rows (${ROUTES.length} routes x ${viewports.length} widths, ${LANES} pages at a time)`);
    expect(all.length).toBe(ROUTES.length * viewports.length);
    const failing = all.filter((r) => r.violations.length);
    expect(failing.map((r) => `${r.row}: ${r.violations.join('; ')}`)).toEqual([]);
  });
}
