/**
 * No dead ends (issue 15): every link of the home page, the header (its sub-menus, the signed-in
 * account menu, the notice popup), the footer and the newsletter's welcome mail, on the desktop and in the slide-out menu at
 * 390 px, is followed; none may end on "Oops! Page Not Found." unless its page is listed in
 * PENDING (pending-pages.ts) with the open issue that builds it. A listed page that has started
 * to work fails the walk too, so the list is kept honest and shrinks as pages land.
 */
import { test, expect } from './fixtures';
import { type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, LOAD_TIMEOUT, inLanes, lanePages, revealDeferredSections, setVisitorCountry, signIn, waitForHomeWidgets } from './support';
import { PENDING, endsOnNotFound, pendingKey } from './pending-pages';

test.use({ serviceWorkers: 'block' });

/** Links followed at once (each on its own page of the context). */
const LANES = 3;

/** One link as found: where it is, its text, and its same-origin target (path + query). */
interface Found {
  where: string;
  label: string;
  target: string;
}

/** The same-origin links in `scope` (tel:, mailto: and other sites are not pages of the suite). */
async function linksIn(scope: Locator, where: string): Promise<Found[]> {
  const raw = await scope.locator('a[href]').evaluateAll((els) =>
    els.map((a) => ({ href: (a as HTMLAnchorElement).href, label: (a.textContent ?? '').replace(/\s+/g, ' ').trim() || a.getAttribute('aria-label') || '' })),
  );
  const origin = new URL(scope.page().url()).origin;
  return raw
    .map(({ href, label }) => ({ url: new URL(href), label }))
    .filter(({ url }) => url.origin === origin)
    .map(({ url, label }) => ({ where, label, target: url.pathname + url.search }));
}

/** The desktop bar: its links, and each sub-menu opened as a visitor opens it. */
async function headerLinks(page: Page): Promise<Found[]> {
  const banner = page.getByRole('banner');
  const found = await linksIn(banner, 'header');
  const triggers = banner.getByRole('navigation').getByRole('button', { expanded: false });
  const count = await triggers.count();
  expect(count, 'sub-menus in the desktop bar').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const trigger = banner.getByRole('navigation').locator('button[aria-expanded]').nth(i);
    const name = (await trigger.innerText()).trim();
    // A pointer opens the sub-menu on hover (a click right after would close it again).
    await trigger.hover({ timeout: 10_000 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    const items = panel.getByRole('link');
    await expect(items.first()).toBeVisible();
    found.push(...(await linksIn(panel, `header › ${name}`)));
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 400);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  }
  return found;
}

/** The slide-out sheet at 390 px: every row, each group expanded. */
async function mobileMenuLinks(page: Page): Promise<Found[]> {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet).toBeVisible();
  const groups = sheet.locator('button[aria-expanded="false"]');
  while ((await groups.count()) > 0) await groups.first().click();
  const found = await linksIn(sheet, 'mobile menu');
  await sheet.getByRole('button', { name: 'Close menu' }).click();
  await expect(sheet).toBeHidden();
  return found;
}

/** The home page's own links (every section revealed) and the footer's. */
async function homeAndFooterLinks(page: Page): Promise<Found[]> {
  await revealDeferredSections(page);
  return [...(await linksIn(page.locator('main#main'), 'home')), ...(await linksIn(page.getByRole('contentinfo'), 'footer'))];
}

/** The links of the newsletter's welcome mail (its unsubscribe link) to a fresh address, from the captured mail. */
async function welcomeMailLinks(page: Page): Promise<Found[]> {
  const email = `walk-${Date.now()}@example.com`;
  const res = await page.request.post('/svc/subscriber', { data: { email, country: 'C1760', lang: 'en' } });
  expect(res.status(), 'POST /svc/subscriber').toBe(200);
  const { list } = (await (await page.request.get('/dev/mail')).json()) as { list: Array<{ to: string[]; subject: string; links: string[] }> };
  const mail = list.find((m) => m.to.includes(email));
  expect(mail, `welcome mail to ${email}`).toBeDefined();
  // Links to the suite itself (the mail's origin is the configured public URL), not to other sites.
  const own = mail!.links.filter((l) => /\/(member|contents|policy|my-booking-list)\b/.test(new URL(l).pathname));
  expect(own.length, 'links of the welcome mail into the suite').toBeGreaterThan(0);
  return own.map((l) => {
    const url = new URL(l);
    return { where: 'welcome mail', label: mail!.subject, target: url.pathname + url.search };
  });
}

/**
 * Targets a walk of this run has already loaded and judged (the desktop walk, before the 390 px
 * one in this file's one worker): whether an address is a page does not depend on the width, so
 * the 390 px walk loads only the targets its slide-out menu and home page add. Run alone, a walk
 * loads every target it finds.
 */
const walked = new Set<string>();

/**
 * Follow every distinct target not walked yet (a fresh load each, as from a bookmark or a new tab;
 * LANES pages of the context at a time) and collect
 * what is wrong: a non-pending page that ends on not-found, or a pending one that works now.
 * Answers the PENDING keys the walk met.
 */
async function walk(page: Page, links: Found[]): Promise<Set<string>> {
  const byTarget = new Map<string, Found[]>();
  for (const l of links) if (!walked.has(l.target)) byTarget.set(l.target, [...(byTarget.get(l.target) ?? []), l]);
  const problems: string[] = [];
  const met = new Set<string>();
  const pages = await lanePages(page, LANES);
  await inLanes([...byTarget], LANES, async ([target, found], lane) => {
    const p = pages[lane]!;
    const from = found
      .slice(0, 3)
      .map((f) => `${f.where} "${f.label}"`)
      .join(', ');
    await p.goto(target);
    const notFound = await endsOnNotFound(p);
    const key = pendingKey(new URL(target, p.url()).pathname);
    if (key) {
      met.add(key);
      if (!notFound) problems.push(`${target} (${from}) works now: remove '${key}' (issue ${PENDING[key]}) from PENDING in e2e/tests/pending-pages.ts`);
    } else if (notFound) {
      problems.push(`${target} (${from}) ends on "Oops! Page Not Found."`);
    }
  });
  await Promise.all(pages.slice(1).map((p) => p.close()));
  expect(problems, `links walked: ${byTarget.size}`).toEqual([]);
  for (const target of byTarget.keys()) walked.add(target);
  return met;
}

test('desktop: every link of the home page, the header with its sub-menus, the account menu, the notice, the footer and the welcome mail reaches a page', async ({ page, context, baseURL }) => {
  // Three groups share two cores in npm test: the walk took 3.7 min there once, and closing its
  // context (four pages) 200 s another time; alone it takes about a minute.
  test.setTimeout(8 * 60_000);
  // A notice country, so the notice popup and its Read More are part of the walk.
  await setVisitorCountry(context, baseURL, 'C1760');
  await page.goto('/');
  await waitForHomeWidgets(page);
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toBeVisible({ timeout: LOAD_TIMEOUT });
  const links = await linksIn(notice, 'notice popup');
  await notice.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(notice).toBeHidden();

  // Signed out: Sign in is a link of the bar.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/member/sign-in');
  links.push(...(await headerLinks(page)), ...(await homeAndFooterLinks(page)));

  // Signed in: My Booking and the account menu.
  await signIn(page, DEMO_ACCOUNTS.buyer);
  await page.goto('/');
  // 'Close' hid the notice for that page session only: it is back after the reload.
  await expect(notice).toBeVisible({ timeout: LOAD_TIMEOUT });
  await notice.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(notice).toBeHidden();
  const account = page.getByRole('banner').getByRole('button', { name: /^Account menu for / });
  await expect(account).toBeVisible({ timeout: LOAD_TIMEOUT });
  links.push(...(await linksIn(page.getByRole('banner'), 'header (signed in)')));
  await account.hover({ timeout: 10_000 });
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await account.getAttribute('aria-controls')}`);
  await expect(menu.getByRole('link').first()).toBeVisible();
  links.push(...(await linksIn(menu, 'account menu')));

  links.push(...(await welcomeMailLinks(page)));

  const met = await walk(page, links);
  // An entry no link points at any more is dead weight in the list: it goes too.
  expect(Object.keys(PENDING).filter((k) => !met.has(k)), 'PENDING entries no link of the walk leads to').toEqual([]);
});

test('390 px: every link of the slide-out menu, the home page and the footer reaches a page', async ({ page }) => {
  // Three groups share two cores in npm test: the walk took 3.7 min there once, and closing its
  // context (four pages) 200 s another time; alone it takes about a minute.
  test.setTimeout(8 * 60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await waitForHomeWidgets(page);
  const links = await mobileMenuLinks(page);
  expect(links.map((l) => l.target)).toContain('/member/sign-in');
  links.push(...(await homeAndFooterLinks(page)));
  await walk(page, links);
});
