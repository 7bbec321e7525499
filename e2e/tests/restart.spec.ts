/**
 * Restart (issue 14): the api on PostgreSQL (a throwaway cluster started here) is killed
 * (SIGKILL, no graceful close) and started again while a signed-in browser keeps its page open.
 * After a reload the customer is still signed in and what they wrote before the crash (their
 * currency, on the account and the session) is still there.
 */
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, LOAD_TIMEOUT, applyLocale, localeButton } from './support';
import { kill, processes, startApi } from './api-processes';
import { browserPasswordHash } from '../../api/src/db/demo-accounts';

test.use({ serviceWorkers: 'block' });

let pg: { url: string; stop(): void } | null = null;
let api: ChildProcess | null = null;
let origin = '';
let port = 0;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const tools = await processes();
  port = await tools.freePort();
  origin = `http://127.0.0.1:${port}`;
  pg = await tools.startPostgres({ prefix: 'forwarder-e2e-restart-' });
  api = await startApi(port, pg.url);
});

test.afterAll(async () => {
  await kill(api, 'SIGTERM');
  pg?.stop();
});

async function signInAt(page: Page, account: (typeof DEMO_ACCOUNTS)['buyer']) {
  const res = await page.request.post(`${origin}/cmn/login`, { data: { email: account.email, pwd: browserPasswordHash(account.password) } });
  expect(res.status()).toBe(200);
  await page.addInitScript((email) => localStorage.setItem('email', email), account.email);
}

test('the api on PostgreSQL is killed and restarted: the browser stays signed in and nothing written is lost', async ({ page }) => {
  test.setTimeout(180_000);
  const account = DEMO_ACCOUNTS.buyer;
  await signInAt(page, account);
  await page.goto(`${origin}/`);
  const header = page.getByRole('banner');
  await expect(header.getByText(account.name, { exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await applyLocale(page, { curr: 'EUR' });
  await expect(localeButton(page)).toContainText('EUR');
  await expect.poll(async () => ((await (await page.request.get(`${origin}/cmn/curr`)).json()) as { curr: string }).curr).toBe('EUR');

  await kill(api, 'SIGKILL');
  expect((await page.request.get(`${origin}/cmn/auth/user`).catch(() => null))?.ok() ?? false, 'the api is down').toBe(false);
  api = await startApi(port, pg!.url);

  await page.reload();
  await expect(header.getByText(account.name, { exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
  const me = await page.request.get(`${origin}/cmn/auth/user`);
  expect(me.status(), 'the session survived the crash').toBe(200);
  expect(((await me.json()) as { email: string }).email).toBe(account.email);
  expect(((await (await page.request.get(`${origin}/cmn/curr`)).json()) as { curr: string }).curr, 'the currency written before the crash').toBe('EUR');
  await expect(localeButton(page)).toContainText('EUR');
  console.log('# restart matrix: 1 row (api killed with SIGKILL and restarted on PostgreSQL, signed-in browser kept open)');
  // Put the demo account back as it was.
  await page.request.put(`${origin}/cmn/curr?curr=USD`);
});
