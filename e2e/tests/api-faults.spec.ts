/**
 * api-fault matrix (issue 14): every call the home page makes (found by recording a signed-in
 * load, so calls added later are covered) x {answers 500, times out, the network is offline}.
 * The page must never go white or spin forever: header, main and footer stay, and once the
 * fault has played out (the client's timeouts run on a fast-forwarded clock) nothing is still
 * busy (no `aria-busy="true"` skeleton, no loading spinner); no page error escapes (the
 * fixtures' guard). Prints its row count.
 */
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, gotoHome, inLanes, scrollPendingSections, signIn } from './support';

test.use({ serviceWorkers: 'block' });

const API_PATH = /^\/(cmn|svc|ext|v2|staff)\/|^\/runtime-config\.json$/;
const FAULTS = ['500', 'timeout', 'offline'] as const;
const MEDIA = /\.(?:avif|webp|png|jpe?g|gif|svg|ico|mp4|webm|woff2?)(?:\?|$)/;
/** Rows played at once (each in its own browser context). */
const LANES = 3;

/** The api paths a signed-in home page load calls (query strings dropped), in call order. */
async function homeCalls(page: Page): Promise<string[]> {
  const seen = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (API_PATH.test(url.pathname)) seen.add(`${req.method()} ${url.pathname}`);
  });
  await gotoHome(page);
  await page.waitForLoadState('networkidle');
  return [...seen];
}

test('every home call answering 500, timing out or offline: never a white screen or an endless spinner', async ({ page, browser, baseURL }) => {
  test.setTimeout(600_000);
  await signIn(page, DEMO_ACCOUNTS.buyer);
  const calls = await homeCalls(page);
  expect(calls.length, `home calls: ${calls.join(', ')}`).toBeGreaterThanOrEqual(4);

  const problems: string[] = [];
  const rows = calls.flatMap((call) => FAULTS.map((fault) => ({ call, fault })));
  await inLanes(rows, LANES, async ({ call, fault }) => {
    const [method, pathname] = call.split(' ') as [string, string];
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
    // Pictures, video and fonts play no part in a call's fault: without them, the 40-odd home page
    // loads of the matrix cost the two-core machine far less (a picture that fails shows its own
    // fallback, never a white screen or a spinner).
    await context.route(MEDIA, (route) => route.abort('blockedbyclient'));
    const p = await context.newPage();
    const errors: string[] = [];
    p.on('pageerror', (e) => errors.push(e.message));
    try {
      await signIn(p, DEMO_ACCOUNTS.buyer);
      await p.clock.install();
      const held: Route[] = [];
      await p.route(
        (url) => url.pathname === pathname,
        async (route) => {
          if (route.request().method() !== method) return route.fallback();
          if (fault === '500') return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ errorCode: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' }) });
          if (fault === 'offline') return route.abort('internetdisconnected');
          held.push(route); // never answered: the client's own timeout must end the wait
        },
      );
      await p.goto('/', { waitUntil: 'domcontentloaded' });
      await p.waitForTimeout(1000);
      await scrollPendingSections(p);
      // Let every client timeout (15 s at most) fire, then look.
      await p.clock.fastForward(20_000);
      await scrollPendingSections(p);
      await p.clock.fastForward(20_000);
      const row = `${call} ${fault}`;
      for (const [name, locator] of [
        ['header', p.getByRole('banner')],
        ['main', p.getByRole('main').first()],
        ['footer', p.getByRole('contentinfo')],
      ] as const) {
        // Booting takes a moment on a busy machine: the landmarks must come, not be there at once.
        await expect(locator).toBeVisible({ timeout: 15_000 }).catch(() => problems.push(`${row}: no ${name} (white screen)`));
      }
      await expect
        .poll(async () => p.locator('[aria-busy="true"], [role="status"][aria-label="Loading"]').count(), { timeout: 10_000 })
        .toBe(0)
        .catch(async () => {
          const busy = await p.locator('[aria-busy="true"], [role="status"][aria-label="Loading"]').evaluateAll((els) => els.map((e) => e.outerHTML.slice(0, 80)));
          problems.push(`${row}: still loading: ${busy.join(' | ')}`);
        });
      if (errors.length) problems.push(`${row}: page errors: ${errors.join('; ')}`);
      for (const r of held) await r.abort().catch(() => undefined);
    } finally {
      await context.close();
    }
  });
  console.log(`# api-fault matrix: ${rows.length} rows (${calls.length} home calls x ${FAULTS.length} faults, ${LANES} at a time): ${calls.join(', ')}`);
  expect(problems).toEqual([]);
});
