/**
 * Module Federation at run time (ARCHITECTURE.md): a remote that is down costs only its own
 * section and can be retried; the shell and the remotes share one React, one Lingui and one
 * instance of each shared store.
 */
import { test, expect } from './fixtures';
import { HOME, LOAD_TIMEOUT, applyLocale, revealDeferredSections, gotoHome, localeButton, readPrice, section, spotCards } from './support';

test.use({ serviceWorkers: 'block' });

const FREIGHT_MANIFEST = '**/mf/freight/mf-manifest.json';

test('with the freight remote down its section offers a retry, the rest renders, and Try again loads it', async ({ page }) => {
  await page.route(FREIGHT_MANIFEST, (route) => route.abort());
  await page.goto('/');

  const panel = page.getByRole('alert').filter({ hasText: 'This section is temporarily unavailable.' });
  await expect(panel).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();

  // Every other section is there.
  await expect(page.getByRole('heading', { level: 1, name: HOME.bannerTitle })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await revealDeferredSections(page);
  for (const name of [HOME.reviews, HOME.blog, HOME.newsletter, HOME.services, HOME.whyUs, HOME.about]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
  }
  await expect(page.getByRole('heading', { level: 2, name: HOME.spotDeals, exact: true })).toHaveCount(0);
  // The panel stands where the spot deals go: between the banner and the reviews.
  const [heroBox, panelBox, reviewsBox] = await Promise.all([
    section(page, HOME.bannerTitle).boundingBox(),
    panel.boundingBox(),
    section(page, HOME.reviews).boundingBox(),
  ]);
  expect(heroBox!.y < panelBox!.y && panelBox!.y < reviewsBox!.y, 'panel between banner and reviews').toBe(true);

  await page.unroute(FREIGHT_MANIFEST);
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 2, name: HOME.spotDeals, exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByText('This section is temporarily unavailable.')).toHaveCount(0);
});

test('one React, one Lingui and one instance of each shared store across the shell and the remotes', async ({ page }) => {
  await gotoHome(page);
  const counts = await page.evaluate(() => {
    const registry = (window as unknown as { __FORWARDER_SINGLETONS__?: Record<string, unknown[]> }).__FORWARDER_SINGLETONS__ ?? {};
    return Object.fromEntries(Object.entries(registry).map(([name, instances]) => [name, instances.length]));
  });
  for (const name of ['react', 'react-dom', 'react-router', 'lingui', 'store:session', 'store:locale', 'store:currency', 'store:visitorCountry', 'store:ui']) {
    expect(counts[name], `instances of ${name}`).toBe(1);
  }
  for (const [name, n] of Object.entries(counts)) expect(n, `instances of ${name}`).toBe(1);

  // Behaviour: the currency chosen in the shell's dialog is the one the freight widget shows.
  const price = spotCards(page).first().getByTestId('price');
  expect((await readPrice(price)).curr).toBe('USD');
  await applyLocale(page, { curr: 'EUR' });
  await expect(localeButton(page)).toContainText('EUR');
  await expect.poll(async () => (await readPrice(price)).curr).toBe('EUR');
  for (const p of await section(page, HOME.spotDeals).getByTestId('price').all()) await expect(p).toContainText('EUR');
});
