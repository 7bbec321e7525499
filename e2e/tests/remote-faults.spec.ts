/**
 * Remote-fault matrix (issue 14): each of the four remotes x {its manifest fails, its
 * remoteEntry.js answers 500, an exposed module throws on render, every one of its chunks answers 500} on the
 * home page of a signed-in customer (so the booking remote's badge is there too). That remote's
 * sections show the translated "temporarily unavailable" panel, every other remote's sections
 * work, Try again recovers once the fault is gone, and no page error escapes (the fixtures'
 * guard). One row is also run in Russian for the panel's translation. Prints its row count.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, HOME, LOAD_TIMEOUT, revealDeferredSections, signIn, spotCards, startInLanguage, tr, type Lang } from './support';

test.use({ serviceWorkers: 'block' });

// The staff remote is not a row: a customer's page never loads it (staff-desk.spec.ts checks that).
const REMOTES = ['content', 'freight', 'member', 'booking'] as const;
type Remote = (typeof REMOTES)[number];
const FAULTS = ['manifest fails', 'remoteEntry.js fails', 'exposed module throws on render', 'a chunk answers 500'] as const;
type Fault = (typeof FAULTS)[number];

/** Something only `remote` renders on the signed-in home page (English). */
const PROBE: Record<Remote, (page: Page) => Locator> = {
  content: (page) => page.getByRole('heading', { level: 2, name: HOME.reviews, exact: true }),
  freight: (page) => spotCards(page).first(),
  member: (page) => page.getByRole('heading', { level: 2, name: HOME.newsletter, exact: true }),
  booking: (page) => page.getByRole('link', { name: /Your booking requests in progress/ }),
};

/**
 * A Module Federation runtime plugin, installed before the shell boots (a global plugin the
 * runtime picks up when it creates its instance): while `window.__e2eRenderFault` names a
 * remote, every module loaded from it is replaced by one whose component throws when rendered.
 */
function installRenderFaultPlugin() {
  const w = window as unknown as { __FEDERATION__?: { __GLOBAL_PLUGIN__?: unknown[] }; __e2eRenderFault?: string | null };
  w.__FEDERATION__ ??= {};
  w.__FEDERATION__.__GLOBAL_PLUGIN__ ??= [];
  w.__FEDERATION__.__GLOBAL_PLUGIN__.push({
    name: 'e2e-render-fault',
    onLoad(args: { id: string; remote?: { name?: string } }) {
      const remote = args.remote?.name ?? args.id.split('/')[0];
      if (!w.__e2eRenderFault || remote !== w.__e2eRenderFault) return undefined;
      const broken = () => {
        throw new Error(`e2e: ${args.id} throws on render`);
      };
      const mod = Object.assign(() => undefined, { __esModule: true, default: broken, routes: [] });
      return mod;
    },
  });
}

async function applyFault(page: Page, remote: Remote, fault: Fault): Promise<() => Promise<void>> {
  const base = `**/mf/${remote}/`;
  switch (fault) {
    case 'manifest fails':
      await page.route(`${base}mf-manifest.json`, (r) => r.abort('failed'));
      return () => page.unroute(`${base}mf-manifest.json`);
    case 'remoteEntry.js fails':
      await page.route(`${base}remoteEntry.js`, (r) => r.fulfill({ status: 500, body: 'boom' }));
      return () => page.unroute(`${base}remoteEntry.js`);
    case 'a chunk answers 500':
      // Every chunk in the remote's folder (its exposed modules, its pages, its own copies of
      // libraries): no other remote may depend on one of them (shared modules come from the shell).
      await page.route(`${base}assets/*.js`, (r) => r.fulfill({ status: 500, body: 'boom' }));
      return () => page.unroute(`${base}assets/*.js`);
    case 'exposed module throws on render':
      await page.addInitScript(installRenderFaultPlugin);
      await page.addInitScript((r) => {
        (window as unknown as { __e2eRenderFault?: string | null }).__e2eRenderFault = r;
      }, remote);
      return async () => {
        await page.evaluate(() => {
          (window as unknown as { __e2eRenderFault?: string | null }).__e2eRenderFault = null;
        });
      };
  }
}

const rows: Array<{ remote: Remote; fault: Fault; lang: Lang }> = [
  ...REMOTES.flatMap((remote) => FAULTS.map((fault) => ({ remote, fault, lang: 'en' as Lang }))),
  { remote: 'freight', fault: 'manifest fails', lang: 'ru' },
];

test.afterAll(() => {
  console.log(`# remote-fault matrix: ${rows.length} rows (${REMOTES.length} remotes x ${FAULTS.length} faults, plus the panel in ru)`);
});

for (const { remote, fault, lang } of rows) {
  test(`${remote}: ${fault}${lang === 'en' ? '' : ` (${lang})`} -> its sections fall back, the rest works, Try again recovers`, async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.buyer);
    if (lang !== 'en') await startInLanguage(page, lang);
    const clear = await applyFault(page, remote, fault);
    const panelText = tr('shell', lang, 'This section is temporarily unavailable.');
    const panels = page.getByTestId('remote-unavailable');

    await page.goto('/');
    // The first screen, then every deferred section scrolled into view (they load only then).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: LOAD_TIMEOUT });
    // A first-screen remote's panel comes first (the deferred sections wait for the first screen).
    if (remote === 'freight') await expect(panels.first()).toBeVisible({ timeout: LOAD_TIMEOUT });
    else await expect(PROBE.freight(page)).toBeVisible({ timeout: LOAD_TIMEOUT });
    await revealDeferredSections(page);
    await expect(panels.first()).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect(panels.first()).toContainText(panelText);
    if (lang === 'en') {
      for (const other of REMOTES.filter((r) => r !== remote)) {
        await expect(PROBE[other](page), `${other} works while ${remote} is down`).toBeVisible({ timeout: LOAD_TIMEOUT });
      }
      await expect(PROBE[remote](page)).toHaveCount(0);
    }
    // The page itself never goes white: header and footer stay.
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await clear();
    for (let i = 0; i < 10 && (await panels.count()) > 0; i++) {
      await panels.first().getByRole('button', { name: tr('shell', lang, 'Try again') }).click();
      await page.waitForTimeout(200);
    }
    await expect(panels).toHaveCount(0, { timeout: LOAD_TIMEOUT });
    if (lang === 'en') await expect(PROBE[remote](page)).toBeVisible({ timeout: LOAD_TIMEOUT });
  });
}
