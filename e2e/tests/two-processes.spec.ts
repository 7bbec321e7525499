/**
 * Two api processes on one PostgreSQL (issue 12): the customer's browser is connected to one
 * process, the staff desk posts its reply through the other, and the reply reaches the open
 * booking page without a reload (the api relays chat events between processes with
 * LISTEN/NOTIFY). Also a customer message sent through the first process reaches the staff's
 * list through the second.
 */
import type { ChildProcess } from 'node:child_process';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, LOAD_TIMEOUT } from './support';
import { kill, processes, startApi } from './api-processes';
import { browserPasswordHash } from '../../api/src/db/demo-accounts';

test.use({ serviceWorkers: 'block' });

let pg: { url: string; stop(): void } | null = null;
const apis: ChildProcess[] = [];
const origins: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const tools = await processes();
  pg = await tools.startPostgres({ prefix: 'forwarder-e2e-two-' });
  // One after the other: the first migrates and seeds, the second finds it done.
  for (let i = 0; i < 2; i++) {
    const port = await tools.freePort();
    apis.push(await startApi(port, pg.url));
    origins.push(`http://127.0.0.1:${port}`);
  }
});

test.afterAll(async () => {
  for (const api of apis) await kill(api, 'SIGTERM');
  pg?.stop();
});

test('a staff reply posted to one api process reaches a browser connected through the other', async ({ page }) => {
  test.setTimeout(120_000);
  const [browserSide, staffSide] = origins as [string, string];
  const buyer = DEMO_ACCOUNTS.buyer;
  const login = await page.request.post(`${browserSide}/cmn/login`, { data: { email: buyer.email, pwd: browserPasswordHash(buyer.password) } });
  expect(login.status()).toBe(200);
  await page.addInitScript((email) => localStorage.setItem('email', email), buyer.email);
  const list = (await (await page.request.get(`${browserSide}/svc/booking/list`)).json()) as { list: { bookingId: number; flagInquiry: boolean }[] };
  const target = list.list.find((b) => b.flagInquiry)!;
  expect(target, 'a booking with an open chat').toBeTruthy();

  await page.goto(`${browserSide}/my-booking-list/detail/${target.bookingId}`);
  await expect(page.getByRole('heading', { name: `Booking No. ${target.bookingId}` })).toBeVisible({ timeout: LOAD_TIMEOUT });
  const log = page.getByRole('log', { name: 'Messages' });
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Is the car on the Friday vessel?');
  await input.press('Enter');
  await expect(log.getByTestId('chat-mine').last()).toContainText('Is the car on the Friday vessel?');

  const staff = await playwrightRequest.newContext({ baseURL: staffSide });
  try {
    expect((await staff.post('/cmn/login', { data: { email: DEMO_ACCOUNTS.staff.email, pwd: browserPasswordHash(DEMO_ACCOUNTS.staff.password) } })).status()).toBe(200);
    // The customer's message, written through the first process, is read through the second.
    const chat = (await (await staff.get(`/staff/inquiry/list?bookingId=${target.bookingId}`)).json()) as unknown;
    expect(JSON.stringify(chat)).toContain('Is the car on the Friday vessel?');
    const reply = await staff.post('/staff/inquiry', { data: { bookingId: target.bookingId, content: 'Yes, it sails from Pyeongtaek on Friday.' } });
    expect(reply.status()).toBe(200);
  } finally {
    await staff.dispose();
  }
  // No reload: the page's event stream on the first process carries the second's reply.
  await expect(log.getByTestId('chat-staff').last()).toContainText('Yes, it sails from Pyeongtaek on Friday.', { timeout: 15_000 });
  console.log('# two-process row: a reply posted to one api process reached a browser on the other (one PostgreSQL)');
});
