/**
 * Spot offers from the staff desk (issue 24 acceptance): staff publish an offer to Tema for next
 * week; a visitor sees it at once on the offers page and the home page's spot deals and books it;
 * staff mark it sold out and the visitor's card shows SOLD OUT. In GROUP_A after staff-desk.spec.ts
 * (alphabetical): the booking it adds comes after that file's inbox counts.
 */
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, gotoHome, LOAD_TIMEOUT, signIn, spotCards, spotDeals } from './support';
import { type Page } from '@playwright/test';

test.use({ serviceWorkers: 'block' });

/** yyyy-MM-dd, `days` from today in this machine's time zone (the browser's). */
const dayFromNow = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Press 'View more' until a card with `text` shows (or the list ends). */
async function homeCard(page: Page, text: string) {
  const wanted = spotCards(page).filter({ hasText: text });
  const more = spotDeals(page).getByRole('button', { name: 'View more' });
  for (let i = 0; i < 25 && (await wanted.count()) === 0 && (await more.count()) > 0; i++) {
    const shown = await spotCards(page).count();
    await more.click();
    await expect(spotCards(page)).not.toHaveCount(shown);
  }
  return wanted.first();
}

test('staff publish an offer to Tema; a visitor sees it at once and books it; sold out reaches the card', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const category = `Sedan e2e ${Date.now() % 100000}`;
  await signIn(page, DEMO_ACCOUNTS.staff);
  await page.goto('/desk/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Spot offers' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('navigation', { name: 'Desk sections' }).getByRole('link', { name: 'Spot offers' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'New offer' }).first().click();
  const form = page.getByTestId('offer-form');
  await expect(form.getByRole('combobox', { name: 'Port of loading' })).toBeFocused({ timeout: LOAD_TIMEOUT });
  await form.getByRole('combobox', { name: 'Port of loading' }).selectOption({ label: 'Pyeongtaek' });
  await form.getByRole('combobox', { name: 'Port of discharge' }).selectOption({ label: 'Tema, Ghana' });
  await form.getByRole('combobox', { name: 'Shipping line' }).selectOption({ label: 'Sallaum Lines' });
  await form.getByRole('textbox', { name: 'What it carries' }).fill(category);
  // A price that makes no sense is named at its field, and nothing is published.
  await form.getByRole('textbox', { name: 'Price per unit or container' }).fill('-1187');
  await form.getByLabel('Deposit deadline').fill(dayFromNow(9));
  await form.getByLabel('Departure (estimated)').fill(dayFromNow(7));
  await form.getByRole('button', { name: 'Publish the offer' }).click();
  await expect(form.getByText(/Enter the price in whole US dollars/)).toBeVisible();
  await expect(form.getByText('The deposit deadline must be on or before the departure.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Price per unit or container' }).fill('1187');
  await form.getByLabel('Deposit deadline').fill(dayFromNow(5));
  await form.getByRole('button', { name: 'Publish the offer' }).click();
  await expect(page).toHaveURL(/\/desk\/offers\/\d+$/, { timeout: LOAD_TIMEOUT });
  const id = Number(/\/desk\/offers\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText(`Offer ${id} is live: buyers see it now.`)).toBeVisible();
  await expect(page.getByTestId('offer-trail')).toContainText('Published · Mina Park');

  // A visitor, in another browser: the offers page for Ghana and the home page's spot deals show it.
  const visitorContext = await browser.newContext({ serviceWorkers: 'block' });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contents/oceanFreight?country=C0820');
  const listed = visitor.getByRole('main').getByRole('article').filter({ hasText: category });
  await expect(listed).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(listed).toContainText('Tema');
  await expect(listed).toContainText('1,187');
  await gotoHome(visitor);
  await expect(await homeCard(visitor, category)).toBeVisible();

  // The visitor books it.
  await visitor.goto(`/contents/oceanFreight-detail/${id}`);
  const booking = visitor.getByRole('form', { name: 'Booking request' });
  await expect(booking).toBeVisible({ timeout: LOAD_TIMEOUT });
  await visitor.getByLabel('Name', { exact: true }).fill('Kofi Mensah');
  await visitor.getByLabel('Email', { exact: true }).fill(`kofi.${Date.now()}@mail.example.com`);
  const country = visitor.getByRole('combobox', { name: 'Country' });
  await country.click();
  await country.fill('Ghana');
  await visitor.getByRole('option', { name: 'Ghana' }).first().click();
  await visitor.getByLabel('Mobile number').fill('24-555-0177');
  await booking.getByRole('button', { name: 'Request booking' }).click();
  await expect(visitor).toHaveURL(/\/contents\/oceanFreight-confirmed\/\d+\//, { timeout: LOAD_TIMEOUT });

  // Staff mark it sold out; the visitor's card shows SOLD OUT.
  await page.getByRole('button', { name: 'Mark sold out' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Mark offer ${id} sold out?` });
  await dialog.getByRole('button', { name: 'Mark sold out' }).click();
  await expect(page.getByTestId('offer-status')).toHaveText('Sold out');
  await expect(page.getByRole('button', { name: 'Open again' })).toBeVisible();
  await gotoHome(visitor);
  const card = await homeCard(visitor, category);
  await expect(card.getByText('SOLD OUT', { exact: true })).toBeVisible();

  // The desk's list counts the booking the offer took.
  await page.goto(`/desk/offers?q=${id}`);
  await expect(page.getByTestId('offer-row')).toContainText('1 booking');
  await visitorContext.close();
});
