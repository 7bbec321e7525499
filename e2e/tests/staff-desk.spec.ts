/**
 * The staff desk (issue 23): `/desk/*` is for STAFF sessions only and only they ever load the
 * `staff` remote. A visitor at /desk goes to sign-in and, signed in as staff, comes back to the
 * same desk URL; a customer goes to /; a customer's or a visitor's pages request nothing under
 * /mf/staff/ (the network log of the whole context, service worker included). The inbox lists the
 * seeded bookings with step tabs and filters kept in the URL, works from the keyboard, and has no
 * serious or critical axe violation at 1280 and 390 px, in English and Korean. The booking workspace
 * (/desk/booking/{id}) with the customer in another browser: a message reaches the open inbox live,
 * staff reply (live on the customer's page, and mailed), move the step (the customer's timeline),
 * issue a 2-item EUR P.I (mailed; the customer downloads the PDF), receive the customer's receipt
 * live and download the same bytes, and end the chat (the customer's input closes); the workspace
 * passes axe at 1280 and 390 px in both languages, and its dialogs trap and return focus.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { pdfText } from './pdf-text';
import { currentEurRate, DEMO_ACCOUNTS, LOAD_TIMEOUT, pageRendered, seriousAxeViolations, signIn, waitForHomeWidgets } from './support';
import { signInWithForm } from './member-support';
import { browserPasswordHash } from '../../api/src/db/demo-accounts';

/** Every URL the context requests under /mf/staff/ from now on. */
function watchStaffRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/mf/staff/')) seen.push(r.url());
  });
  return seen;
}

const inbox = (page: Page) => page.getByRole('list', { name: 'Bookings' });
const rows = (page: Page) => page.getByTestId('inbox-row');

/** Open the desk signed in as staff and wait for the inbox's rows. */
async function openDesk(page: Page, url = '/desk') {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(rows(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  // The live first screen (inert) came with the document: wait for the page's code.
  await pageRendered(page);
}

test('a visitor at /desk signs in as staff and lands back on the same desk view', async ({ page }) => {
  await page.goto('/desk?step=STEP3');
  await expect(page).toHaveURL(/\/member\/sign-in\?next=%2Fdesk%3Fstep%3DSTEP3$/, { timeout: LOAD_TIMEOUT });
  await pageRendered(page);
  await signInWithForm(page, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password, page.url());
  await expect(page).toHaveURL(/\/desk\?step=STEP3$/, { timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('tab', { name: /Invoice issued/ })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('banner').getByTestId('staff-desk-link')).toBeVisible();
});

test('a staff member signing in anywhere lands on the desk', async ({ page }) => {
  await signInWithForm(page, DEMO_ACCOUNTS.staff.email, DEMO_ACCOUNTS.staff.password);
  await expect(page).toHaveURL(/\/desk$/, { timeout: LOAD_TIMEOUT });
});

test('a customer at /desk goes to / and loads nothing of the desk', async ({ page, context }) => {
  const staffRequests = watchStaffRequests(context);
  await signIn(page, DEMO_ACCOUNTS.buyer);
  await page.goto('/desk');
  await expect(page).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUT });
  await waitForHomeWidgets(page);
  await expect(page.getByTestId('staff-desk-link')).toHaveCount(0);
  // The api refuses the desk's calls to a customer whatever the page does.
  expect((await page.request.get('/staff/inbox')).status()).toBe(403);
  expect(staffRequests).toEqual([]);
});

test('for staff the inbox and a workspace paint with the document (rendered live, in the desk language, a phone in its layout); nothing of it for anyone else', async ({ page, context, baseURL }) => {
  const html = async (url: string, headers: Record<string, string> = {}, api: APIRequestContext = page.request) => {
    const res = await api.get(url, { headers: { accept: 'text/html', ...headers } });
    expect(res.status()).toBe(200);
    return res.text();
  };
  // A visitor and a customer: no first screen of the desk in the document.
  expect(await html('/desk')).not.toContain('data-prerendered="staff/');
  const buyer = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await buyer.post('/cmn/login', { data: { email: DEMO_ACCOUNTS.buyer.email, pwd: browserPasswordHash(DEMO_ACCOUNTS.buyer.password) } })).status()).toBe(200);
    expect(await html('/desk', {}, buyer)).not.toContain('data-prerendered="staff/');
  } finally {
    await buyer.dispose();
  }

  await signIn(page, DEMO_ACCOUNTS.staff);
  const inboxHtml = await html('/desk?step=STEP3');
  expect(inboxHtml).toContain('data-prerendered="staff/page--desk"');
  expect(inboxHtml).toMatch(/<h1[^>]*>Inbox<\/h1>/);
  expect(inboxHtml).toContain('data-testid="inbox-row"');
  expect(inboxHtml).toContain('Daniel Mensah');
  expect(inboxHtml).toContain('data-first-screen-state');
  expect(await html('/desk', { cookie: `${(await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')}; desk_lang=ko` })).toMatch(/<h1[^>]*>인박스<\/h1>/);
  const phone = await html('/desk/booking/2', { 'user-agent': 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' });
  expect(phone).toContain('data-prerendered="staff/page--desk--booking--"');
  expect(phone).toContain('role="tablist"');
  expect(await html('/desk/booking/2')).not.toContain('role="tablist"');

  // In the browser the page's code takes over from that first screen: one frame, the same rows.
  await openDesk(page, '/desk?step=STEP3');
  await expect(page.getByTestId('staff-desk')).toHaveCount(1);
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Invoice issued/ })).toHaveAttribute('aria-selected', 'true');
});

test("a buyer's and a visitor's pages request no byte of the desk", async ({ page, context }) => {
  const staffRequests = watchStaffRequests(context);
  // Visitor: home (every deferred section), sign-in, a desk URL (sent to sign-in).
  await page.goto('/');
  await waitForHomeWidgets(page);
  await page.goto('/member/sign-in');
  await pageRendered(page);
  await page.goto('/desk/booking/1');
  await expect(page).toHaveURL(/\/member\/sign-in\?next=/, { timeout: LOAD_TIMEOUT });
  await pageRendered(page);
  expect((await page.request.get('/staff/inbox')).status()).toBe(401);
  // Buyer: home, my bookings, a booking, the header's menus hovered.
  await signIn(page, DEMO_ACCOUNTS.buyer);
  await page.goto('/');
  await waitForHomeWidgets(page);
  await page.getByRole('button', { name: /Daniel Mensah/ }).hover();
  await page.goto('/my-booking-list');
  await expect(page.getByTestId('booking-row').first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await page.getByTestId('booking-row').first().click();
  await expect(page).toHaveURL(/\/my-booking-list\/detail\/\d+$/);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  expect(staffRequests).toEqual([]);
});

test('the inbox lists the seeded bookings and filters by step and keyword through the URL', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.staff);
  await openDesk(page);
  await expect(page).toHaveTitle(/^(\(\d+\) )?Staff desk$/);
  // The seed: the demo customer's STEP1, STEP3, STEP4 and COMPLETE bookings, the test account's STEP2 and CANCEL.
  await expect(inbox(page)).toContainText('Daniel Mensah');
  await expect(inbox(page)).toContainText('Test Account');
  expect(await rows(page).count()).toBeGreaterThanOrEqual(6);

  await page.getByRole('tab', { name: /Invoice issued/ }).click();
  await expect(page).toHaveURL(/\/desk\?step=STEP3$/);
  await expect(rows(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  for (const row of await rows(page).all()) await expect(row).toContainText('Invoice issued');
  await expect(inbox(page)).toContainText('Daniel Mensah');

  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(page).toHaveURL(/\/desk$/);
  const search = page.getByRole('searchbox', { name: 'Search bookings' });
  await search.fill('Test Account');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/desk\?q=Test\+Account$/);
  await expect(rows(page)).toHaveCount(2, { timeout: LOAD_TIMEOUT });
  for (const row of await rows(page).all()) await expect(row).toContainText('Test Account');

  // The URL alone restores the view (a reload, a shared link).
  await page.goto('/desk?step=CANCEL&q=Test+Account');
  await pageRendered(page);
  await expect(page.getByRole('tab', { name: /Cancelled/ })).toHaveAttribute('aria-selected', 'true', { timeout: LOAD_TIMEOUT });
  await expect(rows(page)).toHaveCount(1, { timeout: LOAD_TIMEOUT });
  await expect(search).toHaveValue('Test Account');
});

test('the inbox works from the keyboard: rows with the arrows, Enter opens one', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.staff);
  await openDesk(page);
  const first = rows(page).first();
  await first.focus();
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = rows(page).nth(1);
  await expect(second).toBeFocused();
  // A visible focus ring on the focused row.
  expect(await second.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  const href = await second.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page).toHaveURL(/\/desk$/);
});

test('a new customer message appears without a reload, with the unread total in the title and the header badge', async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO_ACCOUNTS.staff);
  await openDesk(page, `/desk?q=${encodeURIComponent(DEMO_ACCOUNTS.buyer.email)}`);
  const before = await page.title();
  // The customer writes from their own browser (another session, through the api).
  const buyer = await playwrightRequest.newContext({ baseURL });
  try {
    expect((await buyer.post('/cmn/login', { data: { email: DEMO_ACCOUNTS.buyer.email, pwd: browserPasswordHash(DEMO_ACCOUNTS.buyer.password) } })).status()).toBe(200);
    const { list } = (await (await buyer.get('/svc/booking/list')).json()) as { list: Array<{ bookingId: number; flagInquiry: boolean }> };
    const open = list.find((b) => b.flagInquiry)!;
    const text = `Is the vessel on time? ${Date.now()}`;
    expect((await buyer.post('/svc/inquiry', { data: { bookingId: open.bookingId, content: text } })).status()).toBe(200);
    // Over the live stream, or the 20 s refresh while the stream is down.
    const row = rows(page).filter({ hasText: text });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByTestId('row-unread')).toBeVisible();
    await expect(rows(page).first()).toHaveAttribute('href', `/desk/booking/${open.bookingId}`);
    await expect(page).toHaveTitle(/^\(\d+\) Staff desk$/);
    expect(await page.title()).not.toBe(before);
    await expect(page.getByRole('banner').getByTestId('staff-unread-badge')).toBeVisible();
  } finally {
    await buyer.dispose();
  }
});

test('the desk speaks English and Korean, and has no serious or critical axe violation at 1280 and 390 px', async ({ page }) => {
  // An axe journey like the offers' (staff-offers.spec.ts): minutes when npm test's three groups share two cores.
  test.setTimeout(360_000);
  await signIn(page, DEMO_ACCOUNTS.staff);
  const problems: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const lang of ['en', 'ko'] as const) {
      await page.addInitScript((l) => localStorage.setItem('desk:lang', l), lang);
      await page.goto('/desk');
      await pageRendered(page);
      await expect(page.getByRole('heading', { level: 1, name: lang === 'en' ? 'Inbox' : '인박스' })).toBeVisible({ timeout: LOAD_TIMEOUT });
      await expect(rows(page).first()).toBeVisible({ timeout: LOAD_TIMEOUT });
      await expect(page.getByTestId('staff-desk')).toHaveAttribute('lang', lang);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      for (const v of await seriousAxeViolations(page)) {
        problems.push(`${width}px ${lang}: ${v.id} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
      }
      // No sideways scrolling of the page.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width}px ${lang}: horizontal overflow`).toBe(true);
    }
  }
  expect(problems).toEqual([]);
});

/** A PDF of a few KB: a real header, then comment lines (nothing in it looks like markup). */
function receiptPdf(tag: string): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(6 * 1024, `% transfer receipt ${tag}\n`), Buffer.from('\n%%EOF\n', 'latin1')]);
}

/** The captured mails (GET /dev/mail), newest first. */
async function mails(request: APIRequestContext): Promise<Array<{ to: string[]; subject: string; text: string; links: string[] }>> {
  const res = await request.get('/dev/mail');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { list: Array<{ to: string[]; subject: string; text: string; links: string[] }> }).list;
}

/**
 * A fresh spot booking of the demo customer (through the api, as the booking form sends it), so
 * the journey ends a chat and moves a step on its own booking, never on the seeded ones.
 */
async function newBuyerBooking(request: APIRequestContext): Promise<number> {
  const { list } = (await (await request.get('/svc/freight/spot/list')).json()) as { list: Array<Record<string, unknown> & { freRateLegacyId: number; isActive: boolean; depositExpirationDate: string }> };
  const offer = list.find((o) => {
    const [y, m, d] = o.depositExpirationDate.split('-').map(Number);
    return o.isActive && new Date(y!, m! - 1, d! + 1).getTime() > Date.now();
  });
  expect(offer, 'a bookable spot offer in the seed').toBeDefined();
  const res = await request.post('/svc/booking/simple', {
    data: {
      cargoType: offer!.cargoType,
      dptCountry: offer!.dptCountry,
      dptPort: offer!.dptPort,
      arvCountry: offer!.arvCountry,
      arvPort: offer!.arvPort,
      email: DEMO_ACCOUNTS.buyer.email,
      itemList: [{ cargoSize: offer!.cargoSize, tradeCondition: offer!.tradeCondition, freRateLegacyId: offer!.freRateLegacyId, itemDetail: '' }],
      memo: 'Staff desk journey',
      flagSpot: true,
      curr: 'USD',
      currRate: 0,
      currDate: '',
    },
  });
  expect(res.status(), 'POST /svc/booking/simple').toBe(200);
  return ((await res.json()) as { data: number }).data;
}

test('the booking workspace with the customer live in another browser: chat both ways, a step, a 2-item EUR P.I, a receipt, and the end of the chat', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  // The customer: their own browser (another context, its own session).
  const buyerContext = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const buyer = await buyerContext.newPage();
  const buyerErrors: string[] = [];
  buyer.on('pageerror', (err) => buyerErrors.push(err.message));
  try {
    await signIn(buyer, DEMO_ACCOUNTS.buyer);
    const bookingId = await newBuyerBooking(buyer.request);
    const stamp = Date.now();

    // Staff have the inbox open.
    await signIn(page, DEMO_ACCOUNTS.staff);
    await openDesk(page);

    // The customer writes from their booking page.
    await buyer.goto(`/my-booking-list/detail/${bookingId}`);
    const buyerInput = buyer.getByRole('textbox', { name: 'Message' });
    await expect(buyerInput).toBeVisible({ timeout: LOAD_TIMEOUT });
    const question = `Can the car load next week? (${stamp})`;
    await buyerInput.fill(question);
    await buyerInput.press('Enter');
    const buyerLog = buyer.getByRole('log', { name: 'Messages' });
    await expect(buyerLog.getByTestId('chat-mine').last()).toContainText(question);

    // The inbox shows it without a reload, unread; staff open the booking from it.
    const row = rows(page).filter({ hasText: question });
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.getByTestId('row-unread')).toBeVisible();
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/desk/booking/${bookingId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Booking No. ${bookingId}` })).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect(page).toHaveTitle(new RegExp(`^(\\(\\d+\\) )?Booking ${bookingId} · Staff desk$`));
    const customer = page.getByTestId('customer-card');
    await expect(customer).toContainText('Daniel Mensah');
    await expect(customer).toContainText(DEMO_ACCOUNTS.buyer.email);
    const log = page.getByRole('log', { name: 'Messages' });
    await expect(log.getByTestId('chat-customer').last()).toContainText(question);

    // Staff reply (Enter sends); the customer sees it live and gets it by mail.
    const answer = `Yes, the vessel loads on Friday. (${stamp})`;
    const reply = page.getByRole('textbox', { name: 'Reply to Daniel Mensah' });
    await reply.fill(answer);
    await reply.press('Enter');
    await expect(log.getByTestId('chat-staff').last()).toContainText(answer);
    await expect(reply).toHaveValue('');
    await expect(buyerLog.getByTestId('chat-staff').last()).toContainText(answer);
    await expect.poll(async () => (await mails(buyer.request)).some((m) => m.to.includes(DEMO_ACCOUNTS.buyer.email) && m.subject.includes(String(bookingId)) && m.text.includes(answer)), { message: 'the reply mail (in the buyer\'s language, which earlier journeys may have changed)' }).toBe(true);

    // Staff move the step forward, after a confirmation; the customer's timeline shows it.
    const steps = page.getByTestId('steps-panel');
    await steps.getByLabel('Move the booking to').selectOption({ label: 'Request reviewed' });
    await steps.getByRole('button', { name: 'Change step' }).click();
    const stepDialog = page.getByRole('alertdialog', { name: 'Change the step?' });
    await expect(stepDialog).toContainText('The booking moves from "Request submitted" to "Request reviewed".');
    await stepDialog.getByRole('button', { name: 'Change step' }).click();
    await expect(steps.getByRole('status')).toContainText('The booking is now at "Request reviewed".');
    await expect(steps.getByTestId('milestones').getByRole('listitem').last()).toContainText('Request reviewed');
    await expect(buyer.getByTestId('milestones').getByRole('listitem').last()).toContainText('Request reviewed');
    await expect(buyer.getByTestId('milestones').getByRole('listitem').last()).toContainText(`by ${DEMO_ACCOUNTS.staff.name}`);

    // Staff issue a 2-item P.I in EUR at today's rate.
    const rate = await currentEurRate(page.request);
    const eur = Math.ceil(Math.round((1250 + 2 * 75) * rate * 100) / 100);
    const invoices = page.getByTestId('invoices-panel');
    await invoices.getByRole('button', { name: 'New P.I' }).click();
    const editor = page.getByTestId('pi-editor');
    await editor.getByRole('textbox', { name: 'Description, line 1' }).fill('Ocean freight Incheon to destination');
    await editor.getByRole('textbox', { name: 'Unit, line 1' }).fill('car');
    await editor.getByRole('textbox', { name: 'Unit price in USD, line 1' }).fill('1250');
    await editor.getByRole('button', { name: 'Add a line' }).click();
    await editor.getByRole('textbox', { name: 'Description, line 2' }).fill('Port handling');
    await editor.getByRole('textbox', { name: 'Quantity, line 2' }).fill('2');
    await editor.getByRole('textbox', { name: 'Unit price in USD, line 2' }).fill('75');
    await expect(editor.getByTestId('pi-total-usd')).toHaveText(/^USD\s1,400$/);
    await editor.getByRole('radio', { name: 'EUR' }).check();
    await expect(editor.getByTestId('pi-rate')).toContainText('1 USD =');
    await expect(editor.getByTestId('pi-total-eur')).toHaveText(new RegExp(`^EUR\\s${eur.toLocaleString('en-US')}$`));
    await editor.getByRole('button', { name: 'Issue P.I' }).click();
    const issueDialog = page.getByRole('alertdialog', { name: 'Issue this P.I?' });
    // In the buyer's language, which earlier journeys may have changed.
    await expect(issueDialog).toContainText(/gets a mail in (English|Spanish|Russian)/);
    await issueDialog.getByRole('button', { name: 'Issue and mail' }).click();
    await expect(invoices.getByRole('status')).toContainText('is issued and mailed to the customer.');
    const issued = invoices.getByTestId('invoice-row').first();
    await expect(issued).toContainText(new RegExp(`EUR\\s${eur.toLocaleString('en-US')}`));
    const number = (await issued.locator('span').first().innerText()).trim();
    expect(number).toMatch(/^PI-\d{6}$/);

    // The customer gets the mail and downloads the PDF from their page.
    await expect.poll(async () => (await mails(buyer.request)).some((m) => m.to.includes(DEMO_ACCOUNTS.buyer.email) && m.subject.includes(String(bookingId)) && m.links.some((l) => l.endsWith(`/my-booking-list/detail/${bookingId}`))), { message: 'the P.I mail' }).toBe(true);
    const piPanel = buyer.getByTestId('pi-panel');
    await expect(piPanel.getByTestId('pi-number')).toHaveText(number);
    await expect(piPanel.getByTestId('pi-total')).toHaveText(`EUR ${eur.toLocaleString('en-US')}`);
    const download = buyer.waitForEvent('download');
    await piPanel.getByRole('button', { name: 'Download P.I' }).click();
    expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
    const text = pdfText(readFileSync(await (await download).path()));
    expect(text).toContain(number);
    expect(text).toContain('Ocean freight Incheon to destination');
    expect(text).toContain('Port handling');
    expect(text).toContain(`EUR ${eur.toLocaleString('en-US')}`);

    // The customer uploads the transfer receipt; it arrives on the desk, and staff download the same bytes.
    const receipt = receiptPdf(String(stamp));
    const receiptName = `receipt-${stamp}.pdf`;
    await buyer.getByTestId('documents-panel').getByLabel('Upload the bank transfer receipt').setInputFiles({ name: receiptName, mimeType: 'application/pdf', buffer: receipt });
    await expect(buyer.getByTestId('documents-panel').getByRole('status')).toHaveText(`Receipt uploaded: ${receiptName}`, { timeout: 30_000 });
    const docRow = page.getByTestId('documents-panel').getByTestId('document-row').filter({ hasText: receiptName });
    await expect(docRow).toContainText('Transfer receipt');
    await expect(docRow).toContainText('from the customer');
    const staffDownload = page.waitForEvent('download');
    await docRow.getByRole('link', { name: `Download ${receiptName}` }).click();
    expect((await staffDownload).suggestedFilename()).toBe(receiptName);
    expect(readFileSync(await (await staffDownload).path()).equals(receipt)).toBe(true);

    // Staff end the chat after a confirmation; the customer's input closes.
    await page.getByRole('button', { name: 'End chat' }).click();
    await page.getByRole('alertdialog', { name: 'End the chat?' }).getByRole('button', { name: 'End chat' }).click();
    await expect(page.getByTestId('chat-ended')).toBeVisible();
    await expect(buyer.getByTestId('chat-ended')).toBeVisible();
    await expect(buyerInput).toHaveCount(0);

    // Every staff act is on the trail, with who did it.
    const trail = page.getByTestId('activity-trail');
    for (const line of [/Mina Park replied/, /Mina Park moved the booking from "Request submitted" to "Request reviewed"/, new RegExp(`Mina Park issued P\\.I ${number}`), /The customer added Transfer receipt/, /Mina Park ended the chat/]) {
      await expect(trail.getByTestId('activity-line').filter({ hasText: line })).toHaveCount(1);
    }
    await page.screenshot({ path: path.join(SHOTS, 'workspace-journey-1280-en.png'), fullPage: true, animations: 'disabled' });
    expect(buyerErrors).toEqual([]);
  } finally {
    await buyerContext.close();
  }
});

/** Where the journeys' screenshots go for a human to look at (as screenshots.spec.ts). */
const SHOTS = path.resolve(__dirname, '../test-results/screenshots');

/** Serious and critical axe findings on the page (or inside `scope`), as readable lines. */
async function axeProblems(page: Page, label: string, scope?: string): Promise<string[]> {
  // Colours are judged once nothing is fading in (a dialog's opening animation once read as low contrast).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  return (await seriousAxeViolations(page, scope)).map((v) => `${label}: ${v.id} (${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')})`);
}

test('the workspace at 1280 and 390 px, in English and Korean: no serious or critical axe violation (the P.I editor and a dialog included), nothing sideways, dialogs trap and return focus', async ({ page }) => {
  // Four page states, two widths, two languages, each scanned by axe: it ran past 150 s twice with
  // npm test's three groups on two cores.
  test.setTimeout(360_000);
  await signIn(page, DEMO_ACCOUNTS.staff);
  // The demo customer's invoiced booking (facts, milestones, a P.I, a chat).
  const { list } = (await (await page.request.get(`/staff/inbox?step=STEP3&q=${encodeURIComponent(DEMO_ACCOUNTS.buyer.email)}`)).json()) as { list: Array<{ bookingId: number }> };
  const bookingId = list[0]!.bookingId;
  const heading = { en: `Booking No. ${bookingId}`, ko: `예약 ${bookingId}번` };
  const problems: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    for (const lang of ['en', 'ko'] as const) {
      const label = `${width}px ${lang}`;
      await page.addInitScript((l) => localStorage.setItem('desk:lang', l), lang);
      await page.goto(`/desk/booking/${bookingId}`);
  await pageRendered(page);
      await pageRendered(page);
      await expect(page.getByRole('heading', { level: 1, name: heading[lang] })).toBeVisible({ timeout: LOAD_TIMEOUT });
      await expect(page.getByTestId('staff-desk')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('log')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      problems.push(...(await axeProblems(page, label)));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label}: horizontal overflow`).toBe(true);
      await page.screenshot({ path: path.join(SHOTS, `workspace-${width}-${lang}.png`), animations: 'disabled' });
      await page.screenshot({ path: path.join(SHOTS, `workspace-${width}-${lang}-full.png`), fullPage: true, animations: 'disabled' });

      // The P.I editor (on a phone, behind its tab).
      if (width === 390) await page.getByRole('tab', { name: 'P.I' }).click();
      await page.getByTestId('invoices-panel').getByRole('button', { name: lang === 'en' ? 'New P.I' : '새 P.I' }).click();
      const editor = page.getByTestId('pi-editor');
      await expect(editor).toBeVisible();
      problems.push(...(await axeProblems(page, `${label} P.I editor`)));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${label} P.I editor: horizontal overflow`).toBe(true);
      await editor.screenshot({ path: path.join(SHOTS, `workspace-pi-editor-${width}-${lang}.png`), animations: 'disabled' });
      // Controls of the phone layout are at least 44 px high.
      if (width === 390) {
        for (const control of await editor.locator('input:not([type="radio"]):not([type="checkbox"]), button, textarea').all()) {
          const box = await control.boundingBox();
          expect(box && box.height >= 44, `${label}: ${await control.evaluate((el) => el.outerHTML.slice(0, 80))} is ${box?.height}px high`).toBe(true);
        }
        // A dialog on a phone, in the desk's language: a full-height sheet that gives the focus back.
        await page.getByRole('tab', { name: lang === 'en' ? 'Chat' : '채팅' }).click();
        const end = page.getByRole('button', { name: lang === 'en' ? 'End chat' : '채팅 종료' });
        await end.click();
        const sheet = page.getByRole('alertdialog');
        await expect(sheet).toBeVisible();
        problems.push(...(await axeProblems(page, `${label} end-chat dialog`, '[role="alertdialog"]')));
        await page.screenshot({ path: path.join(SHOTS, `workspace-end-chat-dialog-${width}-${lang}.png`), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await expect(sheet).toBeHidden();
        await expect(end).toBeFocused();
      }
    }
  }
  expect(problems).toEqual([]);

  // The PDF preview: the exact PDF in a dialog's links (the CSP frames no PDF), opened in the browser's viewer.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript(() => localStorage.setItem('desk:lang', 'en'));
  await page.goto(`/desk/booking/${bookingId}`);
  await pageRendered(page);
  await page.getByTestId('invoices-panel').getByRole('button', { name: 'New P.I' }).click();
  const editor = page.getByTestId('pi-editor');
  await editor.getByRole('textbox', { name: 'Description, line 1' }).fill('Ocean freight');
  await editor.getByRole('textbox', { name: 'Unit price in USD, line 1' }).fill('1500');
  const previewButton = editor.getByRole('button', { name: 'Preview PDF' });
  await previewButton.click();
  const preview = page.getByRole('dialog', { name: 'P.I preview' });
  await expect(preview.getByTestId('pi-preview-ready')).toBeVisible({ timeout: LOAD_TIMEOUT });
  expect(await axeProblems(page, 'P.I preview', '[role="dialog"]')).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'workspace-pi-preview-1280-en.png'), animations: 'disabled' });
  // "Open the PDF" opens the previewed file in a new tab; "Download the PDF" saves the same file.
  // (The journeys' headless browser has no PDF viewer: the file is read from its download.)
  const openPdf = preview.getByRole('link', { name: /Open the PDF/ });
  const href = await openPdf.getAttribute('href');
  expect(href).toMatch(/^blob:/);
  await expect(openPdf).toHaveAttribute('target', '_blank');
  await expect(preview.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', href!);
  const [download] = await Promise.all([page.waitForEvent('download'), preview.getByRole('link', { name: 'Download the PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`PI-preview-booking-${bookingId}.pdf`);
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdfText(pdf)).toContain('Ocean freight');
  await preview.getByRole('button', { name: 'Back to the editor' }).click();
  await expect(preview).toBeHidden();
  await expect(previewButton).toBeFocused();
  await expect(editor.getByRole('textbox', { name: 'Description, line 1' })).toHaveValue('Ocean freight');

  // From the keyboard: the step control opens its dialog, Tab stays inside, Escape gives the focus back.
  await page.goto(`/desk/booking/${bookingId}`);
  await pageRendered(page);
  const steps = page.getByTestId('steps-panel');
  await expect(steps).toBeVisible({ timeout: LOAD_TIMEOUT });
  const select = steps.getByLabel('Move the booking to');
  await select.focus();
  await select.selectOption('STEP4');
  await page.keyboard.press('Tab');
  const change = steps.getByRole('button', { name: 'Change step' });
  await expect(change).toBeFocused();
  expect(await change.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Change the step?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  expect(await axeProblems(page, 'step dialog', '[role="alertdialog"]')).toEqual([]);
  await page.screenshot({ path: path.join(SHOTS, 'workspace-step-dialog-1280-en.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(change).toBeFocused();
});
