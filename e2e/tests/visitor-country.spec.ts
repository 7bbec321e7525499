/**
 * What the visitor's country changes (spec 1 sections 2, 4, 8 and 9): the notice popup for the
 * notice countries, and the Korean-user block on sign-up. The api's connection-info stand-in
 * answers the country of the `dev-country` cookie.
 */
import { test, expect } from './fixtures';
import { HOME, LOAD_TIMEOUT, setVisitorCountry, waitForHomeWidgets, waitForVisitorCountry } from './support';

test.use({ serviceWorkers: 'block' });

test("a visitor from a notice country sees the notice, never on the blog page, and 'Don't show for 1 day' survives a reload", async ({ page, context, baseURL }) => {
  await setVisitorCountry(context, baseURL, 'C1760');
  const notice = page.getByRole('dialog', { name: 'Notice' });

  // The blog page: no notice, once the country is known and the page has rendered.
  await page.goto('/contents/blog');
  await waitForVisitorCountry(page, 'C1760');
  await expect(page.getByRole('main')).not.toBeEmpty({ timeout: LOAD_TIMEOUT });
  await page.waitForLoadState('networkidle');
  await expect(notice).toHaveCount(0);

  // Leaving the blog through the header: the notice appears on the home page.
  await page.getByRole('banner').getByRole('link', { name: /home page/ }).click();
  await expect(notice).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(notice).toContainText('Notice to buyers in Syria');
  await expect(notice.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/contents/blog');

  const before = Date.now();
  await notice.getByRole('button', { name: "Don't show for 1 day" }).click();
  await expect(notice).toBeHidden();
  const hideUntil = Number(await page.evaluate(() => localStorage.getItem('notice_hide_until')));
  expect(hideUntil - before, 'hide period').toBeGreaterThanOrEqual(86_400_000 - 5_000);
  expect(hideUntil - before, 'hide period').toBeLessThanOrEqual(86_400_000 + 60_000);

  await page.reload();
  await waitForHomeWidgets(page);
  await page.waitForLoadState('networkidle');
  await expect(notice).toHaveCount(0);
});

test('a visitor from South Korea pressing Sign up gets the block modal, and closing it goes home', async ({ page, context, baseURL }) => {
  await setVisitorCountry(context, baseURL, 'C1570');
  await page.goto('/contents/about-us');
  await waitForVisitorCountry(page, 'C1570');
  await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();

  const modal = page.getByRole('alertdialog', { name: "We're sorry. KoreaCarShipping services are not available for users in South Korea." });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(/\/contents\/about-us$/);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME.bannerTitle })).toBeVisible({ timeout: LOAD_TIMEOUT });
});
