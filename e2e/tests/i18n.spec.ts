/**
 * Language switching from the header's dialog (spec 1 sections 2 and 4): the shell and every
 * remote's widget change language together, in place, without a page reload.
 */
import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, HOME, applyLocale, gotoHome, literal, signIn, tr, type Lang } from './support';

test.use({ serviceWorkers: 'block' });

/**
 * Known texts of every app on the home page, in `lang`. Soft assertions: a failure names every
 * text that is wrong, not only the first.
 */
async function expectHomeIn(page: Page, lang: Lang) {
  // The switch itself (Lingui activated): after it every text has had its chance to re-render.
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  const soon = { timeout: 3_000 };
  const header = page.getByRole('banner');
  const menu = header.getByRole('navigation', { name: tr('shell', lang, 'Main menu') });
  // Shell: the header's main menu.
  for (const entry of ['Ocean freight', 'Shipping schedule', 'Instant quotation', 'Tracking']) {
    await expect.soft(menu.getByRole('link', { name: tr('shell', lang, entry), exact: true })).toBeVisible(soon);
  }
  for (const group of ['Services', 'About us']) {
    await expect.soft(menu.getByRole('button', { name: tr('shell', lang, group), exact: true })).toBeVisible(soon);
  }
  // Content remote: the banner's h1 and the reviews heading.
  await expect.soft(page.getByRole('heading', { level: 1, name: tr('mfe-content', lang, HOME.bannerTitle), exact: true })).toBeVisible(soon);
  await expect.soft(page.getByRole('heading', { level: 2, name: tr('mfe-content', lang, HOME.reviews), exact: true })).toBeVisible(soon);
  // Names and numbers follow the page language too (issue 28): a review's country from the shared
  // country table, a spot card's price with the language's thousands separators.
  const reviewCountry = { en: 'Kyrgyzstan', es: 'Kirguistán', ru: 'Киргизия' }[lang];
  const reviews = page.getByRole('region', { name: tr('mfe-content', lang, HOME.reviews), exact: true });
  await expect.soft(reviews.getByText(reviewCountry, { exact: false }).first()).toBeVisible(soon);
  const price = page.getByRole('region', { name: tr('mfe-freight', lang, HOME.spotDeals), exact: true }).getByTestId('price').first();
  const separators = { en: /^\d{1,3}(,\d{3})* (USD|EUR)$/, es: /^(\d{1,4}|\d{1,3}(\.\d{3})+) (USD|EUR)$/, ru: /^\d{1,3}([\u00a0 ]\d{3})* (USD|EUR)$/ }[lang];
  await expect.soft(price).toHaveText(separators, soon);
  // Freight remote: the spot-deals heading and a card's button.
  const deals = page.getByRole('region', { name: tr('mfe-freight', lang, HOME.spotDeals), exact: true });
  await expect.soft(deals).toBeVisible(soon);
  await expect.soft(deals.getByRole('link', { name: tr('mfe-freight', lang, 'Book now'), exact: true }).first()).toBeVisible(soon);
  // Member remote: the newsletter heading and its button.
  const newsletter = page.getByRole('region', { name: tr('mfe-member', lang, HOME.newsletter), exact: true });
  await expect.soft(newsletter).toBeVisible(soon);
  await expect.soft(newsletter.getByRole('button', { name: tr('mfe-member', lang, 'Subscribe'), exact: true })).toBeVisible(soon);
}

test('switching to es and then ru translates the shell and every widget without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await gotoHome(page);
  await expectHomeIn(page, 'en');
  expect(test.info().errors, 'the English page').toEqual([]);

  // A marker on window survives only if the page is never reloaded.
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = 'set-before-switching';
  });
  let loads = 0;
  page.on('load', () => loads++);

  await applyLocale(page, { lang: 'es' }, 'en');
  await expectHomeIn(page, 'es');
  // The English texts are gone.
  await expect(page.getByRole('heading', { level: 2, name: HOME.spotDeals, exact: true })).toHaveCount(0);

  await applyLocale(page, { lang: 'ru' }, 'es');
  await expectHomeIn(page, 'ru');

  expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('set-before-switching');
  expect(loads, 'page loads after the first').toBe(0);
  // The choice is saved for the next visit.
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ru');
});

test('the booking badge of a signed-in user follows the language too', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.buyer);
  await gotoHome(page);
  const badgeText = 'Your booking requests in progress';
  await expect(page.getByRole('link', { name: literal(badgeText) })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = 'set-before-switching';
  });

  await applyLocale(page, { lang: 'es' }, 'en');
  await expect(page.getByRole('link', { name: literal(tr('mfe-booking', 'es', badgeText)) })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: tr('shell', 'es', 'My Booking'), exact: true })).toBeVisible();

  await applyLocale(page, { lang: 'ru' }, 'es');
  await expect(page.getByRole('link', { name: literal(tr('mfe-booking', 'ru', badgeText)) })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: tr('shell', 'ru', 'My Booking'), exact: true })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('set-before-switching');
});

test.describe('every public page has an address per language (?lang=, issue 25)', () => {
  const HOW_TO_BOOK = 'From quote to port in five steps';

  test('a Spanish address is Spanish from the first byte, even without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    // A saved Russian cookie does not win over the address.
    await context.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }]);
    await page.goto('/contents/howToBook?lang=es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: tr('mfe-content', 'es', HOW_TO_BOOK), exact: true })).toBeVisible();
    // It names itself and its other languages.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contents\/howToBook\?lang=es$/);
    for (const lang of ['en', 'es', 'ru']) await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute('href', new RegExp(`/contents/howToBook\\?lang=${lang}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/contents\/howToBook$/);
    // Its own title, in its language (@forwarder/shared/seo), sent by the server.
    await expect(page).toHaveTitle('Cómo reservar: de la cotización al puerto en cinco pasos | KoreaCarShipping');
    // A signed-in page is not for search engines.
    await page.goto('/my-booking-list');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await context.close();
  });

  test('the address language becomes the page language, and the language dialog moves the visitor to its address', async ({ page }) => {
    await page.goto('/contents/howToBook?lang=ru');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('banner').getByRole('link', { name: tr('shell', 'ru', 'Tracking'), exact: true })).toBeVisible();
    await applyLocale(page, { lang: 'es' }, 'ru');
    await expect(page).toHaveURL(/\/contents\/howToBook\?lang=es$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/contents\/howToBook\?lang=es$/);
    // The app's title after the switch is the one the server sends for that address.
    await expect(page).toHaveTitle('Cómo reservar: de la cotización al puerto en cinco pasos | KoreaCarShipping');
    // And after an in-app navigation.
    await page.getByRole('banner').getByRole('link', { name: tr('shell', 'es', 'Tracking'), exact: true }).click();
    await expect(page).toHaveURL(/\/contents\/tracking/);
    await expect(page).toHaveTitle('Seguimiento de su envío por número de B/L | KoreaCarShipping');
    await page.goBack();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: tr('mfe-content', 'es', HOW_TO_BOOK), exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
