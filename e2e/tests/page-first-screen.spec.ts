/**
 * Every page's first screen arrives with the document: the server includes the owning remote's
 * prerendered page (its heading, text and form) in the visitor's language, the route's loader
 * keeps that element on screen while the page's code loads, and then the real page takes over.
 * The stand-in takes no input the real page would drop: it is inert, its fields read-only.
 */
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, LOAD_TIMEOUT, signIn, tr } from './support';
import { browserPasswordHash } from '../../api/src/db/demo-accounts';

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

  // The not-found page has its own (issue 25), in the page's language, with its Main button.
  const notFound = await page.goto('/no-such-page');
  expect(notFound?.status()).toBe(404);
  await expect(firstScreen.locator('h1')).toHaveText(tr('shared', 'ru', 'Oops! Page Not Found.'));
  await expect(firstScreen.getByRole('link')).toHaveAttribute('href', '/');
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

test('a page showing api data arrives with it: the server renders it for this visitor, and the page takes over without asking again', async ({ browser, page }) => {
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  const firstScreen = plain.locator('[data-first-screen]');

  // An offer's route (from /svc/freight/spot) and the blog's posts are in the HTML.
  const offer = (await (await plain.request.get('/svc/freight/spot?freRateLegacyId=240101')).json()) as { dptPortNm: string; arvPortNm: string };
  await plain.goto('/contents/oceanFreight-detail/240101?Korea-to-Ghana');
  await expect(firstScreen.locator('h1')).toContainText(offer.dptPortNm);
  await expect(firstScreen.locator('h1')).toContainText(offer.arvPortNm);
  const posts = (await (await plain.request.get('/cmn/board/list?page=0&size=20&langs=en&flagDisplay=Y')).json()) as { list: { title: string }[] };
  await plain.goto('/contents/blog');
  await expect(firstScreen.locator('h2').first()).toHaveText(posts.list[0]!.title);

  // A visitor's booking list is the skeleton; the signed-in customer's holds their bookings.
  await plain.goto('/my-booking-list');
  await expect(firstScreen.locator('h1')).toHaveText('My Booking');
  await expect(firstScreen.getByText(/^No\. \d+$/)).toHaveCount(0);
  const login = await plain.request.post('/cmn/login', { data: { email: DEMO_ACCOUNTS.buyer.email, pwd: browserPasswordHash(DEMO_ACCOUNTS.buyer.password) } });
  expect(login.status()).toBe(200);
  const mine = (await (await plain.request.get('/svc/booking/list')).json()) as { cnt: number; list: { bookingId: number }[] };
  const html = await plain.goto('/my-booking-list');
  // Holds the customer's bookings: never stored by a browser or proxy (issue 22).
  expect(html?.headers()['cache-control']).toBe('no-store');
  await expect(firstScreen.getByText(`Total ${mine.cnt}`)).toBeVisible();
  await expect(firstScreen.getByText(/^No\. \d+$/)).toHaveText(mine.list.map((b) => `No. ${b.bookingId}`));
  await noJs.close();

  // With JavaScript the page's code starts from those answers: the rows stay, no list call is made.
  await signIn(page, DEMO_ACCOUNTS.buyer);
  const listCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/svc/booking/list')) listCalls.push(r.url());
  });
  await page.goto('/my-booking-list');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0, { timeout: LOAD_TIMEOUT });
  await expect(page.getByTestId('booking-rows').getByText(/^No\. \d+$/)).toHaveText(mine.list.map((b) => `No. ${b.bookingId}`));
  await expect(page.getByText(`Total ${mine.cnt}`)).toBeVisible();
  expect(listCalls).toEqual([]);
  // ...and it is the live page: a filter asks the api.
  const filtered = page.waitForRequest((r) => r.url().includes('/svc/booking/list') && r.url().includes('cargoType='));
  await page.getByLabel('Shipping type').selectOption({ index: 1 });
  await filtered;
});
