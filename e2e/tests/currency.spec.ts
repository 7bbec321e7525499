/**
 * Display currency (spec 1 sections 4, 8 and 9): EUR = USD x rate rounded up, and the fallback
 * to USD with the catalogued alert when the exchange-rate service fails.
 */
import { test, expect } from './fixtures';
import { applyLocale, currentEurRate, gotoHome, localeButton, openLocaleDialog, readPrice, spotDeals } from './support';

test.use({ serviceWorkers: 'block' });

/** The spec's `Currency를 변경할 수 없습니다…` as the shell's English catalogue words it (issue 28: an English page said it in Korean). */
const CURRENCY_BLOCKED = 'The currency cannot be changed. Please contact the administrator.';

/** USD x rate rounded up, computed on the decimal rate (so 2350 x 0.92 is 2162, not 2163 from a float error). */
function eurOf(usd: number, rate: number): number {
  const decimals = (String(rate).split('.')[1] ?? '').length;
  const scale = 10 ** decimals;
  const scaledRate = Math.round(rate * scale);
  return Math.ceil((usd * scaledRate) / scale - 1e-9);
}

test('EUR shows each spot price converted with the current rate and rounded up', async ({ page, request }) => {
  await gotoHome(page);
  const prices = spotDeals(page).getByTestId('price');
  await expect(prices).toHaveCount(6);
  const usd = await Promise.all((await prices.all()).map(readPrice));
  for (const p of usd) expect(p.curr).toBe('USD');
  const priced = usd.filter((p) => p.amount !== null);
  expect(priced.length, 'cards with a price').toBeGreaterThan(0);

  const rate = await currentEurRate(request);
  expect(rate).toBeGreaterThan(0);

  await applyLocale(page, { curr: 'EUR' });
  await expect(localeButton(page)).toContainText('EUR');

  for (const [i, before] of usd.entries()) {
    const expected = before.amount === null ? null : eurOf(before.amount, rate);
    await expect
      .poll(async () => {
        const now = await readPrice(prices.nth(i));
        return { amount: now.amount, curr: now.curr };
      }, { message: `card ${i + 1}: ${before.text} at ${rate}` })
      .toEqual({ amount: expected, curr: 'EUR' });
  }
});

test('a failing rate call falls back to USD with the alert, and EUR stays blocked on a second try', async ({ page }) => {
  await gotoHome(page);
  const firstPrice = spotDeals(page).getByTestId('price').first();
  const before = await readPrice(firstPrice);
  expect(before.curr).toBe('USD');

  await page.route('**/ext/exchange/**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ errorCode: 'EXCHANGE_UNAVAILABLE', message: 'The exchange-rate service is unavailable.' }),
    }),
  );
  await applyLocale(page, { curr: 'EUR' });

  const alert = page.getByRole('alertdialog', { name: CURRENCY_BLOCKED });
  await expect(alert).toBeVisible();
  await expect(localeButton(page)).toContainText('USD');
  expect(await readPrice(firstPrice)).toEqual(before);
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();

  // Second try with the service answering again: EUR is still blocked (the error flag), and no
  // rate is even asked for.
  await page.unroute('**/ext/exchange/**');
  const rateCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/ext/exchange/')) rateCalls.push(r.url());
  });
  const dialog = await openLocaleDialog(page);
  const eur = dialog.getByRole('radio', { name: /^EUR\b/ });
  await eur.click();
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toBeHidden();
  await expect(eur).not.toBeChecked();
  await expect(dialog.getByRole('radio', { name: /^USD\b/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expect(localeButton(page)).toContainText('USD');
  expect(await readPrice(firstPrice)).toEqual(before);
  expect(rateCalls, 'rate calls while EUR is blocked').toEqual([]);
});
