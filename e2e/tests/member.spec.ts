/**
 * The member area (issue: sign-up with email confirmation, sign-in, password reset and change,
 * my information, unsubscribe): spec 1 sections 2 to 8 and spec 2 "Unsubscribe".
 */
import { test, expect } from './fixtures';
import { browserPasswordHash } from '../../api/src/db/demo-accounts';
import { DEMO_ACCOUNTS, LOAD_TIMEOUT, setVisitorCountry, signIn } from './support';
import { choose, createConfirmedMember, fillSignUp, mailLink, signInWithForm, uniqueEmail } from './member-support';

test.use({ serviceWorkers: 'block' });

const header = (page: import('@playwright/test').Page) => page.getByRole('banner');

test('sign-up, confirmation mail, confirm, sign-in, my information edit, a password change, sign out', async ({ page, request }) => {
  const m = { email: uniqueEmail('journey'), password: 'Harbour#2026', name: 'Ama Owusu' };
  await page.goto('/member/sign-up');
  await fillSignUp(page, m);

  await expect(page).toHaveURL(/\/member\/confirm-email$/, { timeout: LOAD_TIMEOUT });
  await expect(page.getByTestId('signup-email')).toHaveText(m.email);
  await page.getByRole('button', { name: 'Resend the confirmation email' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Email has been resend.');
  await page.getByRole('button', { name: 'OK' }).click();

  // Not confirmed yet: no session, a resend offer instead.
  await signInWithForm(page, m.email, m.password);
  await expect(page.getByTestId('email-not-confirmed')).toBeVisible();

  const mail = await mailLink(request, m.email, 'confirm-email-completed');
  expect(mail.text).toContain(mail.path);
  await page.goto(mail.path);
  await expect(page.getByTestId('confirm-success')).toContainText(/Welcome to .+! Your account has been actived\./, { timeout: LOAD_TIMEOUT });
  await page.getByRole('main').getByRole('link', { name: 'Sign In', exact: true }).click();

  await expect(page).toHaveURL(/\/member\/sign-in$/);
  await page.getByLabel('Email', { exact: true }).fill(m.email);
  await page.getByLabel('Password', { exact: true }).fill(m.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByText(m.name, { exact: true })).toBeVisible();

  // My information: re-entry, a wrong password first.
  await page.goto('/member/my-information');
  await expect(page).toHaveURL(/\/member\/my-information-confirm$/, { timeout: LOAD_TIMEOUT });
  await page.getByLabel('Password', { exact: true }).fill('Wrong#password1');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Invalid Password.');
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Password', { exact: true }).fill(m.password);
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/member\/my-information$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(m.email);
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(m.name);
  await page.getByLabel('Name', { exact: true }).fill('Ama K Owusu');
  await choose(page, 'Country', 'Nige', 'Nigeria');
  await expect(page.getByRole('combobox', { name: 'Code', exact: true })).toHaveValue('+234');
  await page.getByLabel('Mobile number', { exact: true }).fill('803-555-0100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Successfully changed information.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByText('Ama K Owusu', { exact: true })).toBeVisible();
  const me = await (await page.request.get('/cmn/auth/user')).json();
  expect(me).toMatchObject({ name: 'Ama K Owusu', country: 'C1571', mobileCountry: '234', mobileNumber: '803-555-0100' });

  // Change the password on My information (issue 28): a wrong current one is refused, then it changes
  // and this browser stays signed in.
  await page.goto('/member/my-information-confirm');
  await page.getByLabel('Password', { exact: true }).fill(m.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  const part = page.getByRole('region', { name: 'Change password' });
  await expect(part).toBeVisible({ timeout: LOAD_TIMEOUT });
  await part.getByLabel('Current password').fill('Not#thepassword1');
  await part.getByLabel('New password', { exact: true }).fill('Lighthouse#2027');
  await part.getByLabel('Confirm new password').fill('Lighthouse#2027');
  await part.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The current password is not correct.');
  await page.getByRole('button', { name: 'OK' }).click();
  await part.getByLabel('Current password').fill(m.password);
  await part.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Your password has been changed.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(part.getByLabel('Current password')).toHaveValue('');
  expect((await page.request.get('/cmn/auth/user')).status()).toBe(200);
  m.password = 'Lighthouse#2027';

  // Sign out from the header's menu; the old session is gone on the server.
  await header(page).getByRole('button', { name: /Account menu for Ama K Owusu/ }).hover();
  await header(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign up' })).toBeVisible();
  expect((await page.request.get('/cmn/auth/user')).status()).toBe(401);
  // The changed password is the one that signs in now.
  expect((await page.request.post('/cmn/login', { data: { email: m.email, pwd: browserPasswordHash('Harbour#2026') } })).status()).toBe(401);
  expect((await page.request.post('/cmn/login', { data: { email: m.email, pwd: browserPasswordHash(m.password) } })).status()).toBe(200);
});

test('forgot password, reset mail, change password: the new password works and the old one fails', async ({ page, request }) => {
  const m = { email: uniqueEmail('reset'), password: 'OldHarbour#1', name: 'Kofi Mensah' };
  await createConfirmedMember(request, m, browserPasswordHash(m.password));

  await page.goto('/member/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  // Wrong country first: the 400 message.
  await page.getByLabel('Email', { exact: true }).fill(m.email);
  await choose(page, 'Country', 'Nige', 'Nigeria');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('There is no matching email. Please check your information and try again.');
  await page.getByRole('button', { name: 'OK' }).click();
  await choose(page, 'Country', 'Gha', 'Ghana');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Password reset email has been sent.');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText('spam');

  const mail = await mailLink(request, m.email, 'change-password');
  expect(mail.subject).toMatch(/Reset your .+ password/);
  await page.goto(mail.path);
  await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.getByLabel('New password', { exact: true }).fill('short');
  await expect(page.getByText('Password must be 8 characters or more.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('NewHarbour#2');
  await page.getByLabel('Confirm new password', { exact: true }).fill('NewHarbour#3');
  await expect(page.getByText('please enter your password again')).toBeVisible();
  await page.getByLabel('Confirm new password', { exact: true }).fill('NewHarbour#2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('password-changed')).toContainText('Your Password Complete! Please Sign in with new password.');

  // The link is single use.
  await page.goto(mail.path);
  await page.getByLabel('New password', { exact: true }).fill('Another#2026');
  await page.getByLabel('Confirm new password', { exact: true }).fill('Another#2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Password change failed. Please try again.');

  await signInWithForm(page, m.email, m.password);
  await expect(page.getByRole('alertdialog')).toContainText('The email or Password you entered is incorrect. Please try again.');
  await signInWithForm(page, m.email, 'NewHarbour#2');
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByText(m.name, { exact: true })).toBeVisible();
});

test('a duplicate email gets the catalogued modal', async ({ page }) => {
  await page.goto('/member/sign-up');
  await fillSignUp(page, { email: DEMO_ACCOUNTS.buyer.email, password: 'Harbour#2026', name: 'Some One' });
  await expect(page.getByRole('alertdialog')).toContainText('Your Email is Duplicated.');
  await expect(page).toHaveURL(/\/member\/sign-up$/);
});

test('a Korean visitor cannot sign up, in the page or through the api', async ({ page, context, baseURL }) => {
  await setVisitorCountry(context, baseURL, 'C1570');
  await page.goto('/member/sign-up');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/We're sorry\. .+ services are not available for users in South Korea\./, { timeout: LOAD_TIMEOUT });
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/$/);

  const res = await page.request.post('/cmn/auth/user', {
    data: { email: uniqueEmail('korea'), pwd: browserPasswordHash('Harbour#2026'), name: 'Kim', lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '1', flagSubscribe: true },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).errorCode).toBe('KOREA_BLOCKED');
});

test('every sign-up validation message of spec 1 section 5 appears for its bad input', async ({ page }) => {
  await page.goto('/member/sign-up');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.getByRole('main').getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const email = page.getByLabel('Email', { exact: true });
  await email.pressSequentially('bad user+x!@mail');
  await expect(email).toHaveValue('baduserx@mail');
  await expect(page.getByText('Please enter a valid email')).toBeVisible();

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('abc');
  await expect(page.getByText('must be eight characters or more')).toBeVisible();
  await expect(page.getByText('Password strength: Weak')).toBeVisible();
  await password.fill('abcdef1!');
  await expect(page.getByText('Password strength: Good')).toBeVisible();
  await password.fill('Abcdef1!');
  await expect(page.getByText('Password strength: Strong')).toBeVisible();

  await page.getByLabel('Confirm password', { exact: true }).fill('Abcdef1?');
  await expect(page.getByText('please enter your password again')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('José 2');
  await expect(page.getByText('use English letters only')).toBeVisible();
  await page.getByLabel('Mobile number', { exact: true }).fill('+1 555');
  await expect(page.getByText('Use numbers(0-9) only', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox')).toBeChecked();
});

test('the other forms show their validation messages', async ({ page }) => {
  await page.goto('/member/forgot-password');
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.getByLabel('Email', { exact: true }).fill('nope');
  await expect(page.getByText('Invalid email address', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();

  await page.goto('/member/sign-in');
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('This field is required')).toHaveCount(2);

  await signIn(page, DEMO_ACCOUNTS.test);
  await page.goto('/member/my-information-confirm');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNTS.test.password);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/member\/my-information$/);
  await page.getByLabel('Name', { exact: true }).fill('1Test');
  await expect(page.getByText('Please write your name in english only.')).toBeVisible();
  await page.getByLabel('Mobile number', { exact: true }).fill('555,1');
  await expect(page.getByText('Use numbers(0-9) only(except hyphen)')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(page.getByText('This field is required')).toBeVisible();
});

test('after-shipping-quotation sends the user to the quotation after-login page', async ({ page }) => {
  await signInWithForm(page, DEMO_ACCOUNTS.buyer.email, DEMO_ACCOUNTS.buyer.password, '/member/sign-in/after-shipping-quotation');
  await expect(page).toHaveURL(/\/contents\/shipping-quotation\/after-login$/);
});

test('visitors and signed-in users are redirected as the route table says', async ({ page }) => {
  for (const path of ['/member/my-information', '/member/my-information-confirm', '/member/confirm-email', '/member/change-password/', '/member/confirm-email-completed/', '/member/email-unsubscribed/%20']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUT });
  }
  await signIn(page, DEMO_ACCOUNTS.buyer);
  for (const path of ['/member/sign-up', '/member/sign-in']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUT });
  }
});

test('the unsubscribe link of the newsletter mail unsubscribes once', async ({ page, request }) => {
  const email = uniqueEmail('news');
  expect((await request.post('/svc/subscriber', { data: { email, country: 'C0820', lang: 'en' } })).status()).toBe(200);
  const mail = await mailLink(request, email, 'email-unsubscribed');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cmn/unsubscribe')) calls.push(r.method());
  });
  await page.goto(mail.path);
  await expect(page.getByTestId('unsubscribed')).toContainText("You've been unsubscribed", { timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('We could not unsubscribe you');
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeFocused();
  // One call per page load: the one boot.js starts with the document, which the page's code takes.
  expect(calls).toEqual(['PUT', 'PUT']);
  await page.getByRole('link', { name: 'Back To Main' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the confirmation's outcome paints with the document, before the page's code", async ({ page, request }) => {
  const m = { email: uniqueEmail('early'), password: 'Harbour#2026', name: 'Efua Early' };
  const res = await request.post('/cmn/auth/user', {
    data: { email: m.email, pwd: browserPasswordHash(m.password), name: m.name, lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0100', flagSubscribe: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  const mail = await mailLink(request, m.email, 'confirm-email-completed');
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cmn/user/confirm')) calls.push(r.method());
  });
  // The application's scripts never arrive: what shows is the first screen and boot.js alone.
  await page.route(/\/main\.js$/, (route) => route.abort());
  await page.goto(mail.path);
  const success = page.getByTestId('confirm-success');
  await expect(success).toContainText(/Welcome to .+! Your account has been actived\./, { timeout: LOAD_TIMEOUT });
  await expect(page.getByText('Confirming your email…')).toBeHidden();
  await expect(success.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/member/sign-in');
  expect(calls).toEqual(['PUT']);

  // The account is confirmed: a second load (with the app) finds the link used.
  await page.unroute(/\/main\.js$/);
  await page.reload();
  await expect(page.getByRole('alertdialog')).toContainText('Your Email Confirming failed. Please Try Again.', { timeout: LOAD_TIMEOUT });
  expect(calls).toEqual(['PUT', 'PUT']);
  await signInWithForm(page, m.email, m.password);
  await expect(page).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUT });
});

test('a failed confirmation shows the alert, Retry and Back To Main', async ({ page }) => {
  await page.goto(`/member/confirm-email-completed/${'x'.repeat(32)}`);
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Your Email Confirming failed. Please Try Again.', { timeout: LOAD_TIMEOUT });
  await dialog.getByRole('button', { name: 'OK' }).click();
  const retries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/cmn/user/confirm')) retries.push(r.method());
  });
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(retries).toEqual(['PUT']);
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('link', { name: 'Back To Main' })).toHaveAttribute('href', '/');
});
