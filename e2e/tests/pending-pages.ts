/**
 * Pages that links already point at but that arrive with a still-open issue: the ONE list of
 * them (issue 15, "no dead ends"). Until its page lands, a link matching an entry may end on the
 * not-found page; every other link must reach a page. The link walk (link-walk.spec.ts) fails when
 * a listed page has started to work, so an entry is removed in the change that builds its page and
 * the list only shrinks. Tests that follow a link to one of these pages (e.g. a spot card to the
 * offer detail) ask `expectPageOrPending` instead of asserting the not-found page.
 *
 * A key is a pathname, or a prefix ending in `*` (`/contents/team-*`). Query strings do not count.
 */
import { expect, type Page } from '@playwright/test';

/** Issues: 10 member area, 11 freight, 12 bookings, 13 content pages. */
export const PENDING: Readonly<Record<string, number>> = {};

/** The PENDING key `pathname` falls under, or null. */
export function pendingKey(pathname: string): string | null {
  for (const key of Object.keys(PENDING)) {
    if (key.endsWith('*') ? pathname.startsWith(key.slice(0, -1)) : pathname === key) return key;
  }
  return null;
}

/** The not-found page's heading (shell and remotes share it). */
export const notFoundHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' });

/**
 * Whether the page now shown is the not-found page, once it has settled: the route's remote and
 * data have loaded (the network has been quiet) and the main area has rendered.
 */
export async function endsOnNotFound(page: Page): Promise<boolean> {
  await page.waitForLoadState('networkidle');
  // The app's main area (a first screen stands in before it): the page load's own allowance, as
  // the shell boots behind two other groups' journeys on a two-core machine.
  await expect(page.locator('main#main')).not.toBeEmpty({ timeout: 30_000 });
  return (await notFoundHeading(page).count()) > 0;
}

/**
 * After following a link to `url`: a pending page may still be the not-found page; any other
 * page must not be. (The link walk checks that pending pages are still missing.)
 */
export async function expectPageOrPending(page: Page, url: string): Promise<void> {
  const { pathname } = new URL(url, 'http://x');
  const key = pendingKey(pathname);
  const notFound = await endsOnNotFound(page);
  if (key) return;
  expect(notFound, `${pathname} ends on "Oops! Page Not Found."`).toBe(false);
}
