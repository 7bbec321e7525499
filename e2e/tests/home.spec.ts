/**
 * The home page as a visitor sees it (spec 1 section 2 "Home page", sections 8 and 9), the
 * not-found page and the maintenance notice.
 */
import { test, expect } from './fixtures';
import { HOME, LOAD_TIMEOUT, collectDialogs, gotoHome, section, spotCards } from './support';

test.use({ serviceWorkers: 'block' });

test('every home section renders, with the header and the footer', async ({ page }) => {
  await gotoHome(page);

  // Header: the wordmark home link, the main menu and the visitor's Sign up button.
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /home page/ })).toBeVisible();
  const menu = header.getByRole('navigation', { name: 'Main menu' });
  for (const entry of ['Ocean freight', 'Shipping schedule', 'Instant quotation', 'Tracking']) {
    await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  for (const group of ['Services', 'About us']) {
    await expect(menu.getByRole('button', { name: group, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('button', { name: 'Sign up', exact: true })).toBeVisible();

  // Banner: the one h1 of the page and the request-a-quote link.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const hero = section(page, HOME.bannerTitle);
  await expect(hero.getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contents/shipping-quotation');

  // Spot deals: the first batch of six cards on desktop, each with a price.
  await expect(spotCards(page)).toHaveCount(6);
  await expect(section(page, HOME.spotDeals).getByTestId('price')).toHaveCount(6);

  // Reviews: the first six of the static list.
  await expect(section(page, HOME.reviews).getByRole('list', { name: 'Buyer reviews' }).getByRole('listitem')).toHaveCount(6);

  // Blog teaser: posts (titles) are listed.
  await expect(section(page, HOME.blog).getByRole('article').first()).toBeVisible();

  // Newsletter: the form.
  const newsletter = section(page, HOME.newsletter);
  await expect(newsletter.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();

  // Services: slides, the quote band, the five booking steps, what we ship.
  const services = section(page, HOME.services);
  await expect(services.getByRole('region', { name: 'Shipping services' })).toBeVisible();
  await expect(services.getByRole('heading', { name: 'How to book in five steps' })).toBeVisible();
  await expect(services.getByRole('list', { name: 'How to book in five steps' }).getByRole('listitem')).toHaveCount(5);
  await expect(services.getByRole('heading', { name: 'What we ship' })).toBeVisible();
  await expect(services.getByRole('list', { name: 'What we ship' }).getByRole('listitem')).toHaveCount(7);

  // Why us: the carousel and the Instagram banner.
  const whyUs = section(page, HOME.whyUs);
  await expect(whyUs.getByRole('region', { name: 'Reasons to ship with us' })).toBeVisible();
  await expect(whyUs.getByRole('link', { name: /Instagram/ })).toBeVisible();

  // About: two sales consultants, each with a phone and a WhatsApp link; the contact mailto.
  const about = section(page, HOME.about);
  const consultants = about.getByRole('list', { name: 'Sales consultants' }).getByRole('listitem');
  await expect(consultants).toHaveCount(2);
  for (const consultant of await consultants.all()) {
    await expect(consultant.getByRole('heading', { level: 3 })).not.toBeEmpty();
    await expect(consultant.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(consultant.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
  }
  await expect(about.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  // Footer: the link columns.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/policy/privacy-policy');

  // No section fell back to the "unavailable" panel.
  await expect(page.getByText('This section is temporarily unavailable.')).toHaveCount(0);
});

test('the blog teaser shows at most seven displayed posts and never runs the hostile post', async ({ page }) => {
  const dialogs = collectDialogs(page);
  await gotoHome(page);
  const teaser = section(page, HOME.blog);
  const posts = teaser.getByRole('article');
  // The seed has twelve displayed English posts: the teaser shows exactly its limit.
  await expect(posts).toHaveCount(7);
  // Drafts (flagDisplay N) and the deleted post never show.
  for (const hiddenTitle of ['Draft: office hours around the Lunar New Year', 'Draft: a new weekly RoRo sailing to the Caribbean', 'Spring promotion: free container stuffing (ended)']) {
    await expect(teaser.getByText(hiddenTitle)).toHaveCount(0);
  }
  // The post whose content carries a script tag, an onerror handler and a javascript: link is listed...
  const hostile = teaser.getByRole('link', { name: /FOB, CFR and EXW explained for car buyers/ });
  await expect(hostile).toBeVisible();
  // ...and opening it from the teaser runs none of them.
  await hostile.click();
  await expect(page).toHaveURL(/\/contents\/blog\?boardId=\d+$/);
  await expect(page.getByRole('main')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  expect(dialogs, 'native dialogs opened by post content').toEqual([]);
});

test('an unknown path shows the not-found page whose Main button goes home', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.getByRole('link', { name: 'Main', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HOME.bannerTitle })).toBeVisible({ timeout: LOAD_TIMEOUT });
});

test('the maintenance popup shows when runtime-config says so', async ({ page }) => {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...json, maintenance: true } });
  });
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'System Maintenance' });
  await expect(popup).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(popup).toContainText('Some features are experiencing issues, and we are working to fix them');
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();
});
