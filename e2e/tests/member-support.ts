/**
 * Helpers of the member journeys: unique addresses, the captured mail at /dev/mail, and the
 * member forms filled the way a person fills them (typing, choosing from the comboboxes).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LOAD_TIMEOUT } from './support';

let n = 0;
/** A fresh address (only letters, digits, @ and dots: the sign-up typing filter keeps nothing else). */
export const uniqueEmail = (tag: string) => `${tag}${Date.now()}${n++}@example.com`;

/** The newest captured mail to `email` whose link goes to `/member/{page}/`, and that link's path. */
export async function mailLink(request: APIRequestContext, email: string, page: string): Promise<{ subject: string; text: string; html: string; path: string }> {
  let found: { subject: string; text: string; html: string; path: string } | undefined;
  await expect
    .poll(async () => {
      const res = await request.get('/dev/mail');
      const { list } = (await res.json()) as { list: Array<{ to: string[]; subject: string; text: string; html: string; links: string[] }> };
      const mail = list.find((m) => m.to.includes(email) && m.links.some((l) => l.includes(`/member/${page}/`)));
      const link = mail?.links.find((l) => l.includes(`/member/${page}/`));
      found = mail && link ? { subject: mail.subject, text: mail.text, html: mail.html, path: new URL(link).pathname } : undefined;
      return Boolean(found);
    }, { message: `a /member/${page}/ mail to ${email}` })
    .toBe(true);
  return found!;
}

/** Choose `option` in the combobox labelled `label` by typing its first letters. */
export async function choose(page: Page, label: string, prefix: string, option: string | RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill('');
  await box.pressSequentially(prefix);
  await page.getByRole('option', { name: option }).first().click();
}

/** A new member's details. */
export interface NewMember {
  email: string;
  password: string;
  name: string;
}

/** Fill and send the sign-up form (country Ghana, which sets the mobile code +233). */
export async function fillSignUp(page: Page, m: NewMember): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.getByLabel('Email', { exact: true }).fill(m.email);
  await page.getByLabel('Password', { exact: true }).fill(m.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(m.password);
  await page.getByLabel('Name', { exact: true }).fill(m.name);
  await choose(page, 'Country', 'Gha', 'Ghana');
  await expect(page.getByRole('combobox', { name: 'Code', exact: true })).toHaveValue('+233');
  await page.getByLabel('Mobile number', { exact: true }).fill('24-555-0100');
  await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/** Sign in through the sign-in page. */
export async function signInWithForm(page: Page, email: string, password: string, url = '/member/sign-in'): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Create a confirmed account through the api (the browser hash of the password is what the api takes). */
export async function createConfirmedMember(request: APIRequestContext, m: NewMember, pwdHash: string): Promise<void> {
  const res = await request.post('/cmn/auth/user', {
    data: { email: m.email, pwd: pwdHash, name: m.name, lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0100', flagSubscribe: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { path } = await mailLink(request, m.email, 'confirm-email-completed');
  const token = path.split('/').pop();
  expect((await request.put(`/cmn/user/confirm?emailHash=${token}`)).status()).toBe(200);
}
