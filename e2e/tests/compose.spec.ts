/**
 * The compose stack, for real (issue 27; `npm run test:compose`, scripts/test-compose.mjs): a
 * visitor's journey through the gateway (home with its first screen, sign-up with the mail that
 * reaches the catcher, confirmation, sign-in), a release of freight and its rollback through the
 * gateway (issue 26), and the site answering with an api replica killed and the gateway restarted
 * while it is down. Not part of `npm test` (machines without a Docker engine).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test, expect } from './fixtures';
import { fillSignUp, uniqueEmail } from './member-support';
import { LOAD_TIMEOUT } from './support';

const DIR = process.env.COMPOSE_DIR ?? '';
const ROOT = path.resolve(__dirname, '../..');
const MAIL = process.env.COMPOSE_MAIL_URL ?? 'http://127.0.0.1:8025';
const compose = (...args: string[]) => execFileSync('docker', ['compose', ...args], { cwd: DIR, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'block' });

test('a visitor signs up with the mail the stack sends, confirms and signs in, through the gateway', async ({ page }) => {
  const home = await page.goto('/');
  expect(home?.status()).toBe(200);
  // The first screen came with the document (the gateway's server-side includes).
  expect(await home?.text()).toContain('data-prerendered="content/');

  const m = { email: uniqueEmail('compose'), password: 'Harbour#2026', name: 'Kofi Mensah' };
  await page.goto('/member/sign-up');
  await fillSignUp(page, m);
  await expect(page).toHaveURL(/\/member\/confirm-email$/, { timeout: LOAD_TIMEOUT });

  // The confirmation mail, from the catcher's api.
  let link = '';
  await expect
    .poll(async () => {
      const list = (await (await fetch(`${MAIL}/api/v1/search?query=${encodeURIComponent(m.email)}`)).json()) as { messages: Array<{ ID: string }> };
      for (const msg of list.messages ?? []) {
        const body = (await (await fetch(`${MAIL}/api/v1/message/${msg.ID}`)).json()) as { Text: string };
        link = /https?:\/\/\S+\/member\/confirm-email-completed\/\S+/.exec(body.Text)?.[0] ?? '';
        if (link) return true;
      }
      return false;
    }, { timeout: 30_000 })
    .toBe(true);
  await page.goto(new URL(link).pathname);
  await expect(page.getByTestId('confirm-success')).toBeVisible({ timeout: LOAD_TIMEOUT });

  await page.goto('/member/sign-in');
  await page.getByLabel('Email', { exact: true }).fill(m.email);
  await page.getByLabel('Password', { exact: true }).fill(m.password);
  await page.getByRole('main').getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: LOAD_TIMEOUT });
  await expect(page.getByRole('banner').getByText(m.name, { exact: true })).toBeVisible({ timeout: LOAD_TIMEOUT });
});

test('a release of freight goes live through the gateway, and the rollback takes it back', async ({ page, baseURL }) => {
  const work = mkdtempSync(path.join(tmpdir(), 'fw-compose-release-'));
  const release = (label: string) => {
    const dir = path.join(work, label);
    // A build of freight made outside the stack (this checkout's), as a remote's team releases one.
    cpSync(path.join(ROOT, 'mfe-freight/dist'), dir, { recursive: true });
    const file = path.join(dir, 'fragments/page--contents--oceanFreight.en.html');
    writeFileSync(file, readFileSync(file, 'utf8').replace('<h1', `<h1 data-release-label="${label}"`));
    rmSync(`${file}.gz`, { force: true });
    rmSync(`${file}.br`, { force: true });
    writeFileSync(path.join(dir, 'remoteEntry.js'), `${readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')}\n// ${label}\n`);
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), 'freight', '--from', dir, '--base', baseURL!], { env: { ...process.env, RELEASES_DIR: path.join(DIR, 'releases') }, encoding: 'utf8' });
    return readlinkSync(path.join(DIR, 'releases/freight/live'));
  };
  const label = async () => /data-release-label="([^"]+)"/.exec(await (await fetch(`${baseURL}/contents/oceanFreight`, { headers: { accept: 'text/html' } })).text())?.[1];
  try {
    const one = release('one');
    const two = release('two');
    expect(await label()).toBe('two');
    const entries: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/remoteEntry.js') && r.url().includes('/mf/freight/')) entries.push(new URL(r.url()).pathname);
    });
    await page.goto('/contents/oceanFreight');
    await expect(page.getByRole('heading', { level: 1, name: 'Spot ocean freight' })).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect.poll(() => entries).toEqual([`/mf/freight/${two}/remoteEntry.js`]);
    execFileSync(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), 'freight', '--rollback'], { env: { ...process.env, RELEASES_DIR: path.join(DIR, 'releases') }, encoding: 'utf8' });
    await expect.poll(label, { timeout: 2_000 }).toBe('one');
    const config = (await (await fetch(`${baseURL}/runtime-config.json`)).json()) as { remotes: { freight: string } };
    expect(config.remotes.freight).toBe(`/mf/freight/${one}/mf-manifest.json`);
  } finally {
    // Back to the container's own build.
    rmSync(path.join(DIR, 'releases/freight'), { recursive: true, force: true });
    rmSync(work, { recursive: true, force: true });
  }
});

test('the site keeps answering with a replica killed, and the gateway restarts while it is down', async ({ baseURL }) => {
  const all = async (n: number) => (await Promise.all(Array.from({ length: n }, () => fetch(`${baseURL}/cmn/country`).then((r) => r.status)))).filter((s) => s !== 200);
  compose('kill', '-s', 'KILL', 'api-1');
  await expect.poll(() => all(30), { timeout: 15_000 }).toEqual([]);
  compose('restart', 'gateway');
  await expect.poll(async () => fetch(`${baseURL}/healthz`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200);
  expect(await all(30)).toEqual([]);
  compose('start', 'api-1');
});
