/**
 * The home page's first screen arrives with the document (issue 3): the server includes the
 * content remote's prerendered hero in the visitor's language, the shell keeps that element
 * instead of loading the remote's banner code, and its links navigate inside the app.
 */
import { test, expect } from './fixtures';
import { HOME, LOAD_TIMEOUT, applyLocale, spotCards, spotDeals, tr } from './support';

test.use({ serviceWorkers: 'block' });

test('without JavaScript the home page already shows the hero, in the language of the lang cookie', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HOME.bannerTitle, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contents/shipping-quotation');
  await expect(page.getByRole('link', { name: 'Find spot deals' })).toHaveAttribute('href', '/contents/oceanFreight');
  // The poster is requested from the head, before the body is parsed.
  await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute('href', /^\/mf\/content\/assets\/hero-roro-poster\.[0-9a-f]+\.svg$/);

  await context.addCookies([{ name: 'lang', value: 'ru', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: tr('mfe-content', 'ru', HOME.bannerTitle), exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: tr('mfe-content', 'ru', 'Request a quote'), exact: true })).toBeVisible();

  // Other pages carry no hero: the not-found page has its own first screen (issue 25).
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr('shared', 'ru', 'Oops! Page Not Found.'));
  await expect(page.locator('[data-prerendered="content/home-banner"]')).toHaveCount(0);
  await context.close();
});

test('the app keeps the prerendered hero without loading the banner code, and its links stay in the app', async ({ page }) => {
  const bannerCode: string[] = [];
  page.on('request', (r) => {
    if (/__federation_expose_HomeBanner/.test(r.url())) bannerCode.push(r.url());
  });
  await page.goto('/');
  // The app is running once the spot deals (freight remote) have rendered their cards.
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  const hero = page.locator('[data-prerendered="content/home-banner"]');
  await expect(hero).toHaveCount(1);
  await expect(hero.getByRole('heading', { level: 1, name: HOME.bannerTitle, exact: true })).toBeVisible();
  expect(bannerCode, 'the banner widget is not downloaded while the page holds it').toEqual([]);

  // A click on a hero link is a client-side navigation: the page (and this marker) survives.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await hero.getByRole('link', { name: 'Find spot deals' }).click();
  await expect(page).toHaveURL(/\/contents\/oceanFreight$/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // Back home, the same hero is shown again.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: HOME.bannerTitle, exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
});

test('after a language change the content remote renders the hero, and the next visit gets it prerendered in that language', async ({ page, context }) => {
  await page.goto('/');
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await applyLocale(page, { lang: 'es' });
  await expect(page.getByRole('heading', { level: 1, name: tr('mfe-content', 'es', HOME.bannerTitle), exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);

  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toContain(`>${tr('mfe-content', 'es', HOME.bannerTitle)}</h1>`);

  await page.reload();
  await expect(page.locator('[data-prerendered="content/home-banner"][data-lang="es"]')).toHaveCount(1);
  await expect(spotDeals(page, tr('mfe-freight', 'es', HOME.spotDeals)).getByRole('article').first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: tr('mfe-content', 'es', HOME.bannerTitle), exact: true })).toBeVisible();
});
