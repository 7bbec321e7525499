/**
 * Spot freight cards on the home page (spec 1 sections 4 and 9): sold-out and active cards,
 * batches of 6 (desktop) or 3 (mobile) and 'View more' adding 3.
 */
import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { gotoHome, spotCards, spotDeals } from './support';

test.use({ serviceWorkers: 'block' });

interface Offer {
  freRateLegacyId: number;
  isActive: boolean;
  depositExpirationDate: string;
  arvPortNm: string;
  arvCountryNm: string;
}

/** The countdown of an offer ends at the end of the day after its deposit expiry (local time). */
const listedNow = (o: Offer) => {
  const [y, m, d] = o.depositExpirationDate.split('-').map(Number);
  return new Date(y!, m! - 1, d! + 2).getTime() > Date.now();
};

/** Press 'View more' until a card matching `hasText` is shown (or the list ends). */
async function revealCard(page: Page, hasText: string) {
  const wanted = spotCards(page).filter({ hasText });
  const more = spotDeals(page).getByRole('button', { name: 'View more' });
  for (let i = 0; i < 20 && (await wanted.count()) === 0 && (await more.count()) > 0; i++) {
    const shown = await spotCards(page).count();
    await more.click();
    await expect(spotCards(page)).not.toHaveCount(shown);
  }
  return wanted.first();
}

test('a sold-out card shows SOLD OUT, reads completed, and clicking it does nothing', async ({ page }) => {
  await gotoHome(page);
  const card = await revealCard(page, 'SOLD OUT');
  await expect(card).toBeVisible();
  await expect(card.getByText('SOLD OUT', { exact: true })).toBeVisible();
  const completed = card.getByRole('button', { name: 'completed', exact: true });
  await expect(completed).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(card.getByRole('timer')).toHaveCount(0);

  const before = page.url();
  await card.click();
  // The button is aria-disabled, so Playwright would wait for it to become enabled: a user can still press it.
  await completed.click({ force: true });
  await completed.press('Enter');
  await expect(page).toHaveURL(before);
  await expect(card).toBeVisible();
});

test('clicking an active card opens its detail page with the Korea-to-{country} query', async ({ page }) => {
  await gotoHome(page);
  // The api's order is the page's order; the page hides offers whose countdown has ended.
  const res = await page.request.get('/svc/freight/spot/list');
  expect(res.ok()).toBe(true);
  const { list } = (await res.json()) as { list: Offer[] };
  const first = list.filter(listedNow)[0];
  expect(first, 'a listed offer in the seed').toBeDefined();
  expect(first!.isActive, 'the first listed offer of the seed is active').toBe(true);

  const card = spotCards(page).first();
  await expect(card.getByRole('heading', { level: 3 })).toContainText(first!.arvPortNm);
  await expect(card.getByRole('link', { name: 'Book now' })).toBeVisible();
  await expect(card.getByRole('timer')).toHaveText(/Ends in|Last day/);

  // Anywhere on the card, not only its button.
  await card.click();
  const country = first!.arvCountryNm.trim().replace(/\s+/g, '-');
  await expect(page).toHaveURL((url) => url.pathname === `/contents/oceanFreight-detail/${first!.freRateLegacyId}` && decodeURIComponent(url.search) === `?Korea-to-${country}`);
  // The offer detail page: its route summary names the port of discharge.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(first!.arvPortNm);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found.' })).toHaveCount(0);
});

test('View more adds three cards', async ({ page }) => {
  await gotoHome(page);
  await expect(spotCards(page)).toHaveCount(6);
  await spotDeals(page).getByRole('button', { name: 'View more' }).click();
  await expect(spotCards(page)).toHaveCount(9);
  await spotDeals(page).getByRole('button', { name: 'View more' }).click();
  await expect(spotCards(page)).toHaveCount(12);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('three cards show, and View more adds three', async ({ page }) => {
    await gotoHome(page);
    await expect(spotCards(page)).toHaveCount(3);
    await spotDeals(page).getByRole('button', { name: 'View more' }).click();
    await expect(spotCards(page)).toHaveCount(6);
  });
});
