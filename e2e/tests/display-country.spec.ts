/**
 * The country of the language/country/currency dialog is a display preference (issue 15): a
 * visitor detected in South Korea who picks another country there keeps the Korea rules, which
 * follow the detected country (spec 1 sections 4 and 8): the sign-up block and masked prices.
 */
import { test, expect } from './fixtures';
import { LOAD_TIMEOUT, openLocaleDialog, setVisitorCountry, spotCards, waitForHomeWidgets, waitForVisitorCountry } from './support';

test.use({ serviceWorkers: 'block' });

test('a visitor detected as C1570 who picks Nigeria in the dialog still gets the Korea block on sign-up and masked prices', async ({ page, context, baseURL }) => {
  await setVisitorCountry(context, baseURL, 'C1570');
  await page.goto('/');
  await waitForHomeWidgets(page);
  await waitForVisitorCountry(page, 'C1570');

  const dialog = await openLocaleDialog(page);
  const country = dialog.getByRole('combobox', { name: 'Country' });
  await expect(country).toBeEnabled();
  await country.fill('Nigeria');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('Nigeria');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The choice is kept as the display country; the detected one stays.
  expect(await page.evaluate(() => [localStorage.getItem('ip-country'), localStorage.getItem('display-country')])).toEqual(['C1570', expect.stringMatching(/^C\d{4}$/)]);
  // ... also after a reload, when every app reads the stores again.
  await page.reload();
  await waitForHomeWidgets(page);
  const dialogAgain = await openLocaleDialog(page);
  await expect(dialogAgain.getByRole('combobox', { name: 'Country' })).toHaveValue('Nigeria');
  await dialogAgain.getByRole('button', { name: 'Cancel', exact: true }).click();

  // Masked prices on every card.
  await expect(spotCards(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  const prices = spotCards(page).getByTestId('price');
  expect(await prices.count()).toBeGreaterThan(0);
  for (const price of await prices.all()) {
    await expect(price).toContainText('*,***');
    await expect(price).not.toContainText(/\d/);
  }

  // The sign-up block.
  await page.getByRole('banner').getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByRole('alertdialog', { name: "We're sorry. KoreaCarShipping services are not available for users in South Korea." })).toBeVisible();
  await expect(page).not.toHaveURL(/\/member\/sign-up/);
});
