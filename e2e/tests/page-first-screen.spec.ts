/**
 * Every page's first screen arrives with the document: the server includes the owning remote's
 * prerendered page (its heading, text and form) in the visitor's language, the route's loader
 * keeps that element on screen while the page's code loads, and then the real page takes over.
 * The stand-in takes no input the real page would drop: it is inert, its fields read-only.
 */
import { test, expect } from './fixtures';
import { LOAD_TIMEOUT, tr } from './support';

test.use({ serviceWorkers: 'block' });

test('without JavaScript a member, freight and content page already show their first screen, in the lang cookie\'s language', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const firstScreen = page.locator('[data-first-screen]');

  await page.goto('/member/sign-in');
  await expect(firstScreen.locator('h1')).toHaveText('Sign In');
  await expect(firstScreen.locator('input[name="email"]')).toHaveAttribute('readonly', '');
  await expect(firstScreen).toHaveAttribute('inert', '');

  await page.goto('/member/change-password/any-token-value');
  await expect(firstScreen.locator('h1')).toBeVisible();

  // A signed-in page's is the page as a signed-in user first sees it: the password re-entry form,
  // the booking list's heading and filters.
  await page.goto('/member/my-information-confirm');
  await expect(firstScreen.locator('h1')).toHaveText('My information');
  await expect(firstScreen.locator('input[name="password"]')).toHaveAttribute('readonly', '');
  await page.goto('/my-booking-list');
  await expect(firstScreen.locator('h1')).toHaveText('My Booking');
  await expect(firstScreen.getByRole('group').first()).toBeAttached();

  // One per page with parameters, whatever their values: a destination's schedule (no count
  // shown before the counts arrive) and the spot booking's confirmation (two parameters).
  await page.goto('/contents/shipping-schedule/South-Korea-to-Ghana');
  await expect(firstScreen.locator('h1')).toHaveText('Shipping schedule');
  await expect(firstScreen.getByText(/\b0\b/)).toHaveCount(0);
  await page.goto('/contents/oceanFreight-confirmed/7/jane-doe%40mail-example-com');
  await expect(firstScreen.locator('h1')).toHaveText('Your booking request has been received');

  await page.goto('/contents/tracking');
  await expect(firstScreen.locator('h1')).toHaveText('Tracking');

  await page.goto('/policy/terms-of-use');
  // The whole document, not a skeleton: the twelve numbered clauses are in the HTML.
  await expect(firstScreen.locator('h1')).toHaveText('Terms of Use');
  await expect(firstScreen.locator('h2', { hasText: /^\d+\. / })).toHaveCount(12);

  await context.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }]);
  await page.goto('/member/sign-in');
  await expect(firstScreen).toHaveAttribute('data-lang', 'ru');
  await expect(firstScreen.locator('h1')).toHaveText(tr('mfe-member', 'ru', 'Sign In'));

  // A shell page (not found) has none.
  await page.goto('/no-such-page');
  await expect(firstScreen).toHaveCount(0);
  await context.close();
});

test('the first screen stays until the page renders, then the real page works and no stand-in is left', async ({ page }) => {
  // Hold the member remote's code back: what shows meanwhile is the prerendered page.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/mf/member/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/member/sign-in');
  const firstScreen = page.locator('[data-first-screen]');
  // The shell has rendered its header around it by now (its code is not held).
  await expect(page.getByRole('banner')).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(firstScreen.locator('h1')).toHaveText('Sign In');
  await expect(page.locator('main [data-first-screen]')).toHaveCount(1);
  // Inert, with read-only fields: no one can type into it what the real page would then drop.
  await expect(page.locator('main [data-first-screen]')).toHaveAttribute('inert', '');
  await expect(firstScreen.locator('input[name="email"]')).not.toBeEditable();

  release();
  await expect(firstScreen).toHaveCount(0, { timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill('buyer@example.com');
  await expect(page.getByLabel('Email')).toHaveValue('buyer@example.com');
});
