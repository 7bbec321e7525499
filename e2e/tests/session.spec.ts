/**
 * Signed-in users on the home page (spec 1 sections 2, 6 and 9): the booking badge, their name,
 * My Booking; the price-masked test account.
 */
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, HOME, gotoHome, readPrice, section, signIn, spotCards } from './support';

test.use({ serviceWorkers: 'block' });

test('a signed-in customer sees the booking badge, their name and My Booking', async ({ page }) => {
  const account = DEMO_ACCOUNTS.buyer;
  await signIn(page, account);
  const badgeRes = await page.request.get('/cmn/user/badge');
  expect(badgeRes.ok()).toBe(true);
  const { bookingCnt } = (await badgeRes.json()) as { bookingCnt: number };

  await gotoHome(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'My Booking', exact: true })).toHaveAttribute('href', '/my-booking-list');
  await expect(header.getByText(account.name, { exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Sign up' })).toHaveCount(0);

  const badge = page.getByRole('link', { name: /Your booking requests in progress/ });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('href', '/my-booking-list');
  await expect(badge).toContainText(String(bookingCnt));
  // The badge sits between the banner and the spot deals.
  const badgeBox = await badge.boundingBox();
  const dealsBox = await section(page, HOME.spotDeals).boundingBox();
  expect(badgeBox && dealsBox && badgeBox.y < dealsBox.y).toBe(true);

  // Customers see prices.
  const price = await readPrice(spotCards(page).first().getByTestId('price'));
  expect(price.amount).not.toBeNull();
});

test('the test account sees *,*** instead of every price', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.test);
  await gotoHome(page);
  await expect(page.getByRole('banner').getByText(DEMO_ACCOUNTS.test.name, { exact: true })).toBeVisible();
  const prices = section(page, HOME.spotDeals).getByTestId('price');
  await expect(prices).toHaveCount(6);
  for (const price of await prices.all()) {
    await expect(price).toContainText('*,***');
    await expect(price).not.toContainText(/\d/);
  }
});
