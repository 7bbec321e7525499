/**
 * Restart (issue 14): the api on PostgreSQL (a throwaway cluster started here) is killed
 * (SIGKILL, no graceful close) and started again while a signed-in browser keeps its page open.
 * After a reload the customer is still signed in and what they wrote before the crash (their
 * currency, on the account and the session) is still there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_ACCOUNTS, LOAD_TIMEOUT, applyLocale, localeButton } from './support';
import { browserPasswordHash } from '../../api/src/db/demo-accounts';

test.use({ serviceWorkers: 'block' });

interface Processes {
  freePort(): Promise<number>;
  startPostgres(opts?: { prefix?: string }): Promise<{ url: string; stop(): void }>;
}

const ROOT = path.resolve(__dirname, '../..');
let pg: { url: string; stop(): void } | null = null;
let api: ChildProcess | null = null;
let origin = '';
let port = 0;

async function startApi(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SERVE_STATIC: '1', NODE_ENV: 'development', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', RATE_LIMIT_LOGIN: '1000' },
    stdio: 'ignore',
  });
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/runtime-config.json`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error('the api did not start');
    await new Promise((r) => setTimeout(r, 300));
  }
}

function kill(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const processes = (await import(pathToFileURL(path.join(ROOT, 'tooling/processes.mjs')).href)) as Processes;
  port = await processes.freePort();
  origin = `http://127.0.0.1:${port}`;
  pg = await processes.startPostgres({ prefix: 'forwarder-e2e-restart-' });
  api = await startApi(pg.url);
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
  api = await startApi(pg!.url);

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
