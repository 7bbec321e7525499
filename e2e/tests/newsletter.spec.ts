/**
 * The home page's newsletter (spec 1 sections 4, 5 and 8): validation, subscription, the form
 * hidden once subscribed, and the duplicate email.
 */
import { type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { HOME, gotoHome, section, waitForHomeWidgets } from './support';

test.use({ serviceWorkers: 'block' });

const THANKS = 'Thank your for your subscription!';
const DUPLICATE = 'This is an email address that is already in use. Please use a different email';

/** An address no other run has used. */
const uniqueEmail = () => `e2e.newsletter.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Fill the form: email, and a country chosen by typing its name in the combobox. */
async function fillNewsletter(page: Page, email: string, country = 'Ghana') {
  const form = section(page, HOME.newsletter);
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  const combo = form.getByRole('combobox', { name: 'Country' });
  await combo.fill(country);
  await form.getByRole('option', { name: country, exact: true }).click();
  await expect(combo).toHaveValue(country);
  return form;
}

test('an invalid email shows the validation message and nothing is sent', async ({ page }) => {
  await gotoHome(page);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/svc/subscriber')) sent.push(r.url());
  });
  const form = await fillNewsletter(page, 'not-an-email');
  const email = form.getByRole('textbox', { name: 'Email address' });
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toBeVisible();

  // Correcting it clears the message (validated on every change).
  await email.fill('someone@example.com');
  await expect(form.getByText('Please enter a valid email address.')).toHaveCount(0);
  expect(sent, 'subscriber calls').toEqual([]);
});

test('a subscription thanks the user, hides the form for good, and the same address is a duplicate elsewhere', async ({ page, browser }) => {
  const address = uniqueEmail();
  await gotoHome(page);
  const form = await fillNewsletter(page, address);
  await form.getByRole('button', { name: 'Subscribe' }).click();

  const thanks = page.getByRole('alertdialog', { name: THANKS });
  await expect(thanks).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Subscribe' })).toHaveCount(0);
  await thanks.getByRole('button', { name: 'OK' }).click();
  await expect(thanks).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('email_subscription'))).toBe('Y');

  // After a reload the newsletter is not offered at all.
  await page.reload();
  await waitForHomeWidgets(page, { newsletter: false });
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: HOME.newsletter })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveCount(0);

  // Another browser (fresh storage) subscribing the same address gets the duplicate message.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL, serviceWorkers: 'block' });
  try {
    const page2 = await other.newPage();
    await gotoHome(page2);
    const form2 = await fillNewsletter(page2, address);
    await form2.getByRole('button', { name: 'Subscribe' }).click();
    const duplicate = page2.getByRole('alertdialog', { name: DUPLICATE });
    await expect(duplicate).toBeVisible();
    await duplicate.getByRole('button', { name: 'OK' }).click();
    // The form stays for another try.
    await expect(form2.getByRole('textbox', { name: 'Email address' })).toBeVisible();
    expect(await page2.evaluate(() => localStorage.getItem('email_subscription'))).toBeNull();
  } finally {
    await other.close();
  }
});
