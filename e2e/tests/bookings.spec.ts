/**
 * My Booking (spec 2 "My Booking list", "Booking detail", "Chat", "Proforma invoice (P.I)"):
 * visitors are sent home; the demo customer filters the list, opens a booking, chats with staff
 * (the staff reply arrives live over the api's event stream and is mailed), sees an ended chat,
 * downloads the P.I as a PDF in Russian, uses the mobile layout with the Details popup, and
 * uploads the bank-transfer receipt (issue 23) and sees staff's loading photo arrive.
 * The reply crossing two api processes on one PostgreSQL: two-processes.spec.ts (and the api
 * test in api/test/routes/my-booking.test.ts); here the browser talks to the one e2e server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { pdfText } from './pdf-text';
import { DEMO_ACCOUNTS, LOAD_TIMEOUT, pageRendered, seriousAxeViolations, signIn, startInLanguage, tr } from './support';
import { browserPasswordHash } from '../../api/src/db/demo-accounts';
import { countryNameIn } from '../../shared/src/country-codes';

test.use({ serviceWorkers: 'block' });

interface ListRow {
  bookingId: number;
  bookingStep: string;
  flagInquiry: boolean;
  cargoType: string;
}

/** The customer's bookings as the api lists them (the page's own session). */
async function bookings(page: Page, query = ''): Promise<ListRow[]> {
  const res = await page.request.get(`/svc/booking/list${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { list: ListRow[] }).list;
}

/** A request context signed in as the staff desk. */
async function staffDesk(baseURL: string | undefined): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL });
  const res = await ctx.post('/cmn/login', { data: { email: DEMO_ACCOUNTS.staff.email, pwd: browserPasswordHash(DEMO_ACCOUNTS.staff.password) } });
  expect(res.status()).toBe(200);
  return ctx;
}

const rows = (page: Page) => page.getByTestId('booking-row');

test('visitors on /my-booking-list and its detail are sent to /', async ({ page }) => {
  await page.goto('/my-booking-list');
  await expect(page).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUT });
  await page.goto('/my-booking-list/detail/1');
  await expect(page).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUT });
});

test('the customer filters the list: each filter changes the URL and the rows', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.buyer);
  await page.goto('/my-booking-list');
  await expect(page.getByRole('heading', { name: 'My Booking', level: 1 })).toBeVisible({ timeout: LOAD_TIMEOUT });
  const open = await bookings(page);
  await expect(rows(page)).toHaveCount(open.length);
  await expect(page.getByText(`Total ${open.length}`)).toBeVisible();
  // Every step label of the in-progress group is there, translated from the step code.
  for (const label of ['Request submitted', 'Request reviewed', 'Invoice issued', 'Transfer receipt uploaded']) await expect(page.getByText(label, { exact: true })).toBeVisible();

  await page.getByLabel('Request step').selectOption('false');
  await expect(page).toHaveURL(/flagBookingProgress=false/);
  const finished = await bookings(page, '?flagBookingProgress=false');
  await expect(rows(page)).toHaveCount(finished.length);
  await expect(page.getByText('Complete', { exact: true })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  await page.getByLabel('Chat status').selectOption('false');
  await expect(page).toHaveURL(/flagInquiry=false/);
  await expect(rows(page)).toHaveCount((await bookings(page, '?flagBookingProgress=false&flagInquiry=false')).length);

  await page.getByLabel('Request step').selectOption('true');
  await page.getByLabel('Chat status').selectOption('');
  await expect(page).not.toHaveURL(/flagInquiry|flagBookingProgress/);
  const cargo = open[0]!.cargoType;
  await page.getByLabel('Shipping type').selectOption(cargo);
  await expect(page).toHaveURL(new RegExp(`cargoType=${cargo}`));
  await expect(rows(page)).toHaveCount(open.filter((b) => b.cargoType === cargo).length);
  await page.getByLabel('Shipping type').selectOption('');

  // Keyword: a booking number (digits only); Enter searches.
  const target = open[1]!;
  await page.getByLabel('Booking number').fill(`#${target.bookingId}x`);
  await expect(page.getByLabel('Booking number')).toHaveValue(String(target.bookingId));
  await page.getByLabel('Booking number').press('Enter');
  await expect(page).toHaveURL(new RegExp(`bookingId=${target.bookingId}`));
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('href', `/my-booking-list/detail/${target.bookingId}`);
  // Above 2147483647 the keyword is ignored.
  await page.getByLabel('Booking number').fill('2147483648');
  await page.getByLabel('Booking number').press('Enter');
  await expect(page).toHaveURL(new RegExp(`bookingId=${target.bookingId}`));
  await page.getByLabel('Booking number').fill('0');
  await page.getByLabel('Booking number').press('Enter');
  await expect(page).not.toHaveURL(/bookingId=/);

  // Dates, typed as yyyy.MM.dd whatever the browser's locale (the dots come by themselves): a
  // future range finds nothing ("no result" text); the end cannot be before the start; a day that
  // does not exist says how to write one.
  const start = page.getByRole('textbox', { name: 'From' });
  await start.pressSequentially('20990101');
  await expect(start).toHaveValue('2099.01.01');
  await expect(page).toHaveURL(/regDtmS=2099\.01\.01/);
  await expect(rows(page)).toHaveCount(0);
  await expect(page.getByText('No results found.')).toBeVisible();
  const end = page.getByRole('textbox', { name: 'To' });
  await end.fill('2098.12.31');
  await expect(page.getByRole('alert')).toHaveText('The end date cannot be before the start date.');
  await expect(page).not.toHaveURL(/regDtmE/);
  await end.fill('2099.02.31');
  await end.blur();
  await expect(page.getByRole('alert')).toHaveText('Enter the date as yyyy.MM.dd, for example 2026.11.27.');
  await expect(page).not.toHaveURL(/regDtmE/);
  await expect(page.getByRole('button', { name: 'Choose the end date' })).toBeVisible();
});

test('a booking: info, milestones, a message sent, and a staff reply arriving live and by mail', async ({ page, baseURL }) => {
  await signIn(page, DEMO_ACCOUNTS.buyer);
  const target = (await bookings(page)).find((b) => b.bookingStep === 'STEP2')!;
  await page.goto('/my-booking-list');
  await page.locator(`a[href="/my-booking-list/detail/${target.bookingId}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/my-booking-list/detail/${target.bookingId}$`));
  await expect(page.getByRole('heading', { name: `Booking No. ${target.bookingId}` })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByTestId('info-freight')).toHaveText('ASK PRICE');
  await expect(page.getByTestId('item-detail').first()).toHaveText('-');
  const milestones = page.getByTestId('milestones').getByRole('listitem');
  await expect(milestones).toHaveText([/Request submitted/, /Request reviewed/]);
  await expect(milestones.last()).toHaveAttribute('aria-current', 'step');

  // The unread staff reply is read now: the list's badge is gone.
  await expect.poll(async () => (await page.request.get('/svc/booking/list')).json().then((l: { list: { bookingId: number; inquiryUnreadCnt: number }[] }) => l.list.find((b) => b.bookingId === target.bookingId)?.inquiryUnreadCnt)).toBe(0);

  const input = page.getByRole('textbox', { name: 'Message' });
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Send' })).toHaveCount(0);
  await input.fill('Can you load it next week?');
  await input.press('Enter');
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByTestId('chat-mine').last()).toContainText('Can you load it next week?');

  const staff = await staffDesk(baseURL);
  await staff.delete('/dev/mail');
  const reply = await staff.post('/staff/inquiry', { data: { bookingId: target.bookingId, content: 'Yes, the vessel leaves on Friday.' } });
  expect(reply.status()).toBe(200);
  // No reload: the reply arrives on the page's event stream.
  const staffBubble = log.getByTestId('chat-staff').last();
  await expect(staffBubble).toContainText('Yes, the vessel leaves on Friday.');
  await expect(staffBubble).toContainText('Mina Park from KoreaCarShipping');
  await expect(staffBubble).toContainText('Admin');

  const mail = (await (await staff.get('/dev/mail')).json()) as { list?: { to: string[]; subject: string; links: string[] }[] } | { to: string[]; subject: string; links: string[] }[];
  const list = Array.isArray(mail) ? mail : (mail.list ?? []);
  const sent = list.find((m) => m.to.includes(DEMO_ACCOUNTS.buyer.email));
  expect(sent?.subject).toContain(`booking ${target.bookingId}`);
  expect(sent?.links.some((l) => l.endsWith(`/my-booking-list/detail/${target.bookingId}`))).toBe(true);
  await staff.dispose();
});

test('an ended chat shows the divider and takes no input; ending a chat live removes the input', async ({ page, baseURL }) => {
  await signIn(page, DEMO_ACCOUNTS.buyer);
  const done = (await bookings(page, '?flagBookingProgress=false')).find((b) => b.bookingStep === 'COMPLETE')!;
  await page.goto(`/my-booking-list/detail/${done.bookingId}`);
  await expect(page.getByTestId('chat-ended')).toContainText('Chat ended', { timeout: LOAD_TIMEOUT });
  await expect(page.getByTestId('chat-ended')).toContainText(/\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  // A STEP1 booking whose chat is still open (a retry after a failed attempt must not pick the one that attempt ended).
  const open = (await bookings(page)).find((b) => b.bookingStep === 'STEP1' && b.flagInquiry)!;
  await page.goto(`/my-booking-list/detail/${open.bookingId}`);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  const staff = await staffDesk(baseURL);
  expect((await staff.put(`/staff/inquiry/end?bookingId=${open.bookingId}`)).status()).toBe(200);
  // Live: through the booking's stream (or, when the stream opens after the change, its refetch on open), which a
  // machine running three groups on two cores can take longer than the default 10 s to deliver.
  await expect(page.getByTestId('chat-ended')).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  // The api refuses a message sent anyway.
  const res = await page.request.post('/svc/inquiry', { data: { bookingId: open.bookingId, content: 'Hello?' } });
  expect(res.status()).toBe(409);
  await staff.dispose();
});

test('the P.I downloads as an A4 PDF in Russian for a Russian-speaking buyer', async ({ page }) => {
  await signIn(page, DEMO_ACCOUNTS.buyer);
  await startInLanguage(page, 'ru');
  expect((await page.request.put('/cmn/language?lang=ru')).ok()).toBe(true);
  const target = (await bookings(page)).find((b) => b.bookingStep === 'STEP3')!;
  const pi = ((await (await page.request.get(`/cmn/pi?bookingId=${target.bookingId}`)).json()) as { data: { list: { piId: number; curr: string; totalCurr: number; itemList: { description: string }[]; arvCountry: string; arvCountryNm: string }[] } }).data.list[0]!;
  // The destination is named in Russian on the panel and in the PDF alike.
  const destination = countryNameIn(pi.arvCountry, 'ru');
  expect(destination).not.toBe(pi.arvCountryNm);
  expect(pi.curr).toBe('EUR');
  expect(pi.itemList.length).toBeGreaterThanOrEqual(3);

  await page.goto(`/my-booking-list/detail/${target.bookingId}`);
  const panel = page.getByTestId('pi-panel');
  await expect(panel).toBeVisible({ timeout: LOAD_TIMEOUT });
  const number = `PI-${String(pi.piId).padStart(6, '0')}`;
  await expect(panel.getByTestId('pi-number')).toHaveText(number);
  await expect(panel.getByTestId('pi-total')).toHaveText(`EUR ${pi.totalCurr.toLocaleString('en-US')}`);
  await expect(panel).toContainText(destination);

  const recorded = page.waitForRequest((r) => r.url().includes(`/svc/pi/download?piId=${pi.piId}`) && r.method() === 'PUT');
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: tr('mfe-booking', 'ru', 'Download P.I') }).click();
  await recorded;
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = readFileSync(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain('СЧЁТ-ПРОФОРМА');
  expect(text).toContain(number);
  expect(text).toContain(destination);
  for (const item of pi.itemList) expect(text).toContain(item.description);
  expect(text).toContain(`ИТОГО: EUR ${pi.totalCurr.toLocaleString('en-US')}`);
  expect(text).toContain('Страхование');
  expect(text).toContain('НЕТ');
  expect(text).toMatch(/1 EUR = \d\.\d{4} USD/);
  expect(text).toContain('аннулируется');
  await page.request.put('/cmn/language?lang=en');
});

test('mobile 390 px: back arrow, step name, refresh, summary bar and a Details popup that traps and returns focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ACCOUNTS.buyer);
  const target = (await bookings(page)).find((b) => b.bookingStep === 'STEP3')!;
  await page.goto('/my-booking-list');
  await page.locator(`a[href="/my-booking-list/detail/${target.bookingId}"]`).click();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByText('Invoice issued', { exact: true }).first()).toBeVisible();
  // Desktop info panel is hidden; the Details popup shows it.
  await expect(page.getByRole('heading', { name: 'Booking information' })).toBeHidden();
  const details = page.getByTestId('details-button');
  await details.click();
  const dialog = page.getByRole('dialog', { name: 'Booking details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Booking information' })).toBeVisible();
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Back goes one step back in history: the list.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-booking-list$/);
});

/** Where the journeys' screenshots go for a human to look at (as screenshots.spec.ts). */
const SHOTS = path.resolve(__dirname, '../test-results/screenshots');

/** A PDF of `size` bytes: a real header, then comment lines (nothing in its first KB looks like markup). */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog >> endobj\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const body = Buffer.alloc(Math.max(0, size - head.length - tail.length), '% bank transfer receipt padding\n');
  return Buffer.concat([head, body, tail]);
}

/** A real 48x32 PNG (a loading photo stand-in: sky, sea, hull). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAAjElEQVR42u3QQQqCYBiE4dkLXqBF9/Aortt1F8/RAQQhCIQgCIJANEQkIkRczhHa/+LSnMXAs/zgG17kFaWgqCkF5xel4NJSCsqOUnDtKQW3N6Xg/qEUPL6UgudAKahGSkEzUQqiNAvEx1PgnzfY9v38xoVcyIVcaPtC+2TJdNitZ+mpB3mQB3mQBwV+vpWvymlj/TMAAAAASUVORK5CYII=',
  'base64',
);

test('documents: the buyer uploads a PDF receipt with a progress bar, finds it listed and downloads the same bytes; a wrong type is refused', async ({ page, baseURL }) => {
  await signIn(page, DEMO_ACCOUNTS.buyer);
  const target = (await bookings(page)).find((b) => b.bookingStep === 'STEP3')!;
  await page.goto(`/my-booking-list/detail/${target.bookingId}`);
  const panel = page.getByTestId('documents-panel');
  await expect(panel.getByRole('heading', { name: 'Documents' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await pageRendered(page);
  const input = panel.getByLabel('Upload the bank transfer receipt');
  const before = await panel.getByTestId('document-row').count();

  // A wrong type: the page says so at once (by its name), and the api says the same of a text file named .pdf.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Paid on Monday.') });
  await expect(panel.getByRole('alert')).toHaveText('Only PDF, JPEG or PNG files can be uploaded.');
  const refused = page.waitForResponse((r) => r.url().includes('/svc/booking/document?') && r.request().method() === 'POST');
  await input.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Paid on Monday.') });
  expect((await refused).status()).toBe(415);
  await expect(panel.getByRole('alert')).toHaveText('Only PDF, JPEG or PNG files can be uploaded.');
  await expect(panel.getByTestId('document-row')).toHaveCount(before);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(SHOTS, 'documents-error-1280.png'), animations: 'disabled' });

  // A 3 MB receipt over a slowed-down upload, so its progress shows.
  const receipt = pdfOf(3 * 1024 * 1024);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
  await input.setInputFiles({ name: 'wire-transfer.pdf', mimeType: 'application/pdf', buffer: receipt });
  const bar = panel.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(panel.getByText('Uploading wire-transfer.pdf')).toBeVisible();
  await expect.poll(async () => Number(await bar.evaluate((el: HTMLProgressElement) => el.value)), { timeout: 20_000 }).toBeGreaterThan(0);
  await panel.screenshot({ path: path.join(SHOTS, 'documents-progress-1280.png'), animations: 'disabled' });
  await expect(panel.getByRole('status')).toHaveText('Receipt uploaded: wire-transfer.pdf', { timeout: 30_000 });
  await expect(bar).toBeHidden();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(panel.getByRole('alert')).toHaveCount(0);

  const row = panel.getByTestId('document-row').filter({ hasText: 'wire-transfer.pdf' });
  await expect(row).toContainText('Transfer receipt');
  await expect(row).toContainText('3 MB');
  await expect(row).toContainText('You');
  const download = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Download wire-transfer.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('wire-transfer.pdf');
  expect(readFileSync(await (await download).path()).equals(receipt)).toBe(true);

  // Staff add a loading photo: it arrives on the open page, with a preview.
  const staff = await staffDesk(baseURL);
  const added = await staff.post(`/staff/booking/document?bookingId=${target.bookingId}&kind=LOADING_PHOTO&name=loading-day-1.png`, { headers: { 'content-type': 'image/png' }, data: PNG });
  expect(added.status()).toBe(200);
  await staff.dispose();
  const photo = panel.getByTestId('document-row').filter({ hasText: 'loading-day-1.png' });
  await expect(photo).toContainText('Mina Park from KoreaCarShipping');
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  await panel.screenshot({ path: path.join(SHOTS, 'documents-1280.png'), animations: 'disabled' });

  const thumb = photo.getByRole('button', { name: 'Preview loading-day-1.png' });
  await thumb.click();
  const dialog = page.getByRole('dialog', { name: 'Loading photo' });
  await expect(dialog.getByRole('img', { name: 'loading-day-1.png' })).toBeVisible();
  // No serious or critical axe finding in the section or its dialog.
  for (const scope of ['[data-testid="documents-panel"]', '[role="dialog"]']) {
    const found = await seriousAxeViolations(page, scope);
    expect(found.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  }
  await page.screenshot({ path: path.join(SHOTS, 'documents-preview-1280.png'), animations: 'disabled' });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();

  // The buyer takes the receipt back (a wrong file): staff's photo has no such button.
  await expect(photo.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await row.getByRole('button', { name: 'Remove wire-transfer.pdf' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this document?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row).toHaveCount(0);
  await expect(photo).toBeVisible();
  const gone = await page.request.get(`/svc/booking/documents?bookingId=${target.bookingId}`);
  expect(((await gone.json()) as { list: Array<{ fileName: string }> }).list.map((d) => d.fileName)).not.toContain('wire-transfer.pdf');
});

test('documents at 390 px: one column, 44 px controls, nothing sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO_ACCOUNTS.buyer);
  const target = (await bookings(page)).find((b) => b.bookingStep === 'STEP4')!;
  await page.request.post(`/svc/booking/document?bookingId=${target.bookingId}&kind=RECEIPT&name=${encodeURIComponent('Swift MT103 confirmation, Ecobank Ghana, 2026.pdf')}`, { headers: { 'content-type': 'application/pdf' }, data: pdfOf(180_000) });
  await page.goto(`/my-booking-list/detail/${target.bookingId}`);
  const panel = page.getByTestId('documents-panel');
  await expect(panel.getByTestId('document-row').first()).toBeVisible({ timeout: LOAD_TIMEOUT });
  await pageRendered(page);
  const upload = panel.locator('label').filter({ hasText: 'Upload the bank transfer receipt' });
  const link = panel.getByRole('link', { name: /^Download / }).first();
  for (const control of [upload, link]) expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // Keyboard focus on the (visually hidden) file input shows on its button.
  await panel.getByLabel('Upload the bank transfer receipt').focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(upload).toHaveCSS('outline-style', 'solid');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(SHOTS, 'documents-390.png'), animations: 'disabled' });
  await page.screenshot({ path: path.join(SHOTS, 'documents-page-390.png'), fullPage: true, animations: 'disabled' });
});
