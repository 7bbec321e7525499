/**
 * The currency state at start (spec 1 sections 3 and 7): a signed-in buyer's saved currency
 * (GET /cmn/curr) wins over the one this browser kept; a visitor keeps the local one.
 */
import { test, expect } from './fixtures';
import { request as playwrightRequest } from '@playwright/test';
import { DEMO_ACCOUNTS, LOAD_TIMEOUT, localeButton, readPrice, signIn, spotCards, waitForHomeWidgets } from './support';
import { browserPasswordHash } from '../../api/src/db/demo-accounts';

test.use({ serviceWorkers: 'block' });

test("a signed-in buyer's saved EUR wins over this browser's USD at start", async ({ page, baseURL }) => {
  const account = DEMO_ACCOUNTS.buyer;
  // Saved on another device: its own session signs in and chooses EUR.
  const other = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await other.post('/cmn/login', { data: { email: account.email, pwd: browserPasswordHash(account.password) } })).status()).toBe(200);
    expect((await other.put('/cmn/curr?curr=EUR')).status()).toBe(200);
  } finally {
    await other.dispose();
  }

  // This browser kept USD.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__e2e_curr')) {
      sessionStorage.setItem('__e2e_curr', '1');
      localStorage.setItem('currency', JSON.stringify({ curr: 'USD', rate: null, ttl: 0, date: null }));
    }
  });
  await signIn(page, account);
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/cmn/curr' && r.request().method() === 'GET');
  await page.goto('/');
  expect(await (await saved).json()).toEqual({ curr: 'EUR' });
  await waitForHomeWidgets(page);
  await expect(localeButton(page)).toContainText('EUR', { timeout: LOAD_TIMEOUT });
  await expect(spotCards(page).first()).toBeVisible();
  expect((await readPrice(spotCards(page).first().getByTestId('price').first())).curr).toBe('EUR');

  // Put the demo account back for other journeys.
  expect((await page.request.put('/cmn/curr?curr=USD')).status()).toBe(200);
});

test('a visitor keeps the local currency and start asks the api nothing about it', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => new URL(r.url()).pathname === '/cmn/curr' && asked.push(r.method()));
  await page.goto('/');
  await waitForHomeWidgets(page);
  await page.waitForLoadState('networkidle');
  await expect(localeButton(page)).toContainText('USD');
  expect(asked).toEqual([]);
});
