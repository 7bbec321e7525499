/**
 * Versioned remote releases (issue 26; deploy/README.md "Releasing a remote"), as a release
 * engineer and a visitor with an open tab see them, on the group's all-in-one server (its releases
 * folder is the test's: it starts empty, and freight goes back to its workspace build after):
 *
 * - `npm run release -- freight` (here `--from` a prepared build, the repo's own freight build)
 *   puts freight v1 and then v2 live; a new tab gets v2 from its first screen on, and the tab
 *   opened on v1 reloads into v2 on its next navigation, at the page it was going to, and can
 *   still switch language;
 * - `npm run rollback -- freight` brings v1 back within a second for new loads, and the open tab
 *   follows on its next navigation;
 * - a tab whose release was removed reloads once when its catalogue is gone, never a spinner;
 * - a candidate needing a newer platform is refused by the gate and nothing changes.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { releasesDir } from '../releases-dir';
import { LOAD_TIMEOUT, applyLocale, tr } from './support';

const ROOT = path.resolve(__dirname, '../..');
const run = promisify(execFile);
const FRAGMENT = 'fragments/page--contents--oceanFreight.en.html';

test.describe.configure({ mode: 'serial' });
test.use({ serviceWorkers: 'block' });

const releases = releasesDir(Number(process.env.E2E_PORT || 3100));
let base = '';
let work = '';

/** A copy of freight's build marked `label` in its first screen (and so with its own release id). */
function buildCopy(label: string): string {
  const dir = path.join(work, label);
  cpSync(path.join(ROOT, 'mfe-freight/dist'), dir, { recursive: true });
  const file = path.join(dir, FRAGMENT);
  writeFileSync(file, readFileSync(file, 'utf8').replace('<h1', `<h1 data-release-label="${label}"`));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `${readFileSync(path.join(dir, 'remoteEntry.js'), 'utf8')}\n// ${label}\n`);
  return dir;
}

/** `npm run release -- freight …` (or rollback) against this server; resolves with its output and exit code. */
async function release(args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), 'freight', ...args], {
      cwd: ROOT,
      env: { ...process.env, RELEASES_DIR: releases },
      timeout: 120_000,
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, out: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const live = () => readlinkSync(path.join(releases, 'freight', 'live'));

/** The freight entries a page has loaded (their release ids), recorded from now on. */
function recordEntries(page: Page): string[] {
  const ids: string[] = [];
  page.on('response', (res) => {
    const m = /\/mf\/freight\/([0-9a-f-]+)\/remoteEntry\.js$/.exec(new URL(res.url()).pathname);
    if (m && res.ok()) ids.push(m[1]!);
  });
  return ids;
}

test.beforeAll(() => {
  base = test.info().project.use.baseURL!;
  work = mkdtempSync(path.join(tmpdir(), 'fw-releases-'));
  rmSync(releases, { recursive: true, force: true });
});

test.afterAll(async () => {
  // Freight goes back to the workspace build for the journeys after this one.
  rmSync(releases, { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
  await new Promise((r) => setTimeout(r, 300));
});

test('release, follow, roll back: new loads switch at once, an open tab on its next navigation', async ({ browser }) => {
  test.setTimeout(240_000);
  const v1 = await release(['--from', buildCopy('v1'), '--skip-smoke']);
  expect(v1.code, v1.out).toBe(0);
  const id1 = live();

  // A visitor opens the offers page on v1 and keeps the tab.
  const context = await browser.newContext({ baseURL: base });
  const old = await context.newPage();
  const oldEntries = recordEntries(old);
  await old.goto('/contents/oceanFreight');
  await expect(old.getByRole('heading', { level: 1, name: 'Spot ocean freight' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect.poll(() => oldEntries, { timeout: LOAD_TIMEOUT }).toEqual([id1]);

  // v2 goes live, tried first in Chromium through the preview cookie.
  const v2 = await release(['--from', buildCopy('v2'), '--base', base]);
  expect(v2.code, v2.out).toBe(0);
  expect(v2.out).toContain('the smoke test passed');
  const id2 = live();
  expect(id2).not.toBe(id1);

  // A new tab: v2 from the first byte (first screen and code).
  const fresh = await context.newPage();
  const freshEntries = recordEntries(fresh);
  const answer = await fresh.goto('/contents/oceanFreight');
  expect(answer?.headers()['x-release']).toBe(`freight/${id2}`);
  expect(await answer?.text()).toContain('data-release-label="v2"');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Spot ocean freight' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect.poll(() => freshEntries, { timeout: LOAD_TIMEOUT }).toEqual([id2]);
  await fresh.close();

  // The old tab, on its next navigation, loads that page again from v2.
  const reloaded = old.waitForEvent('load');
  await old.getByRole('banner').getByRole('link', { name: 'Shipping schedule', exact: true }).click();
  await reloaded;
  await expect(old).toHaveURL(/\/contents\/shipping-schedule$/);
  await expect(old.getByRole('heading', { level: 1, name: 'Shipping schedule' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect.poll(() => oldEntries, { timeout: LOAD_TIMEOUT }).toEqual([id1, id2]);
  // Switching language in it works.
  await applyLocale(old, { lang: 'es' });
  await expect(old.getByRole('heading', { level: 1, name: tr('mfe-freight', 'es', 'Shipping schedule') })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await applyLocale(old, { lang: 'en' }, 'es');

  // Roll back: new loads get v1 within a second, without a rebuild.
  const back = await release(['--rollback']);
  expect(back.code, back.out).toBe(0);
  expect(live()).toBe(id1);
  await expect
    .poll(async () => ((await (await fetch(`${base}/runtime-config.json`)).json()) as { remotes: { freight: string } }).remotes.freight, { timeout: 1_000 })
    .toBe(`/mf/freight/${id1}/mf-manifest.json`);
  const page = await (await fetch(`${base}/contents/oceanFreight`, { headers: { accept: 'text/html' } })).text();
  expect(page).toContain('data-release-label="v1"');

  // The open tab follows on its next navigation.
  const again = old.waitForEvent('load');
  await old.getByRole('banner').getByRole('link', { name: 'Ocean freight', exact: true }).click();
  await again;
  await expect(old.getByRole('heading', { level: 1, name: 'Spot ocean freight' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect.poll(() => oldEntries, { timeout: LOAD_TIMEOUT }).toEqual([id1, id2, id1]);
  await context.close();
});

test('a tab whose release was removed reloads once for a missing catalogue instead of spinning', async ({ browser }) => {
  test.setTimeout(120_000);
  const id1 = live();
  const v3 = await release(['--from', buildCopy('v3'), '--skip-smoke']);
  expect(v3.code, v3.out).toBe(0);
  const id3 = live();

  const context = await browser.newContext({ baseURL: base });
  const tab = await context.newPage();
  const entries = recordEntries(tab);
  await tab.goto('/contents/oceanFreight');
  await expect(tab.getByRole('heading', { level: 1, name: 'Spot ocean freight' })).toBeVisible({ timeout: LOAD_TIMEOUT });
  // The page has run v3's code (not only shown its first screen).
  await expect.poll(() => entries, { timeout: LOAD_TIMEOUT }).toEqual([id3]);
  await tab.waitForLoadState('networkidle');

  // v3 is rolled back and its folder removed (an operator's clean-up): its Russian catalogue is gone.
  expect((await release(['--rollback', '--to', id1])).code).toBe(0);
  rmSync(path.join(releases, 'freight', id3), { recursive: true, force: true });
  await new Promise((r) => setTimeout(r, 400));

  const reloaded = tab.waitForEvent('load');
  await applyLocale(tab, { lang: 'ru' });
  await reloaded;
  await expect(tab.getByRole('heading', { level: 1, name: tr('mfe-freight', 'ru', 'Spot ocean freight') })).toBeVisible({ timeout: LOAD_TIMEOUT });
  await expect(tab.getByTestId('remote-unavailable')).toHaveCount(0);
  await expect.poll(() => entries, { timeout: LOAD_TIMEOUT }).toEqual([id3, id1]);
  await context.close();
});

test('the gate refuses a remote that needs a newer platform, and nothing changes', async () => {
  const before = live();
  const candidate = buildCopy('needs-newer');
  const manifestFile = path.join(candidate, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: Array<{ name: string; requiredVersion: string }> };
  for (const s of manifest.shared) if (s.name === '@forwarder/shared/ui') s.requiredVersion = '^9.1.0';
  writeFileSync(manifestFile, JSON.stringify(manifest));
  rmSync(`${manifestFile}.br`, { force: true });
  rmSync(`${manifestFile}.gz`, { force: true });

  const kept = ((await (await fetch(`${base}/runtime-config.json`)).json()) as { releases: { freight: string[] } }).releases.freight;
  const refused = await release(['--from', candidate, '--skip-smoke']);
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('REFUSED by the version gate: nothing was changed.');
  expect(refused.out).toMatch(/freight needs @forwarder\/shared\/ui \^9\.1\.0, and the deployed shell provides \d+\.\d+\.\d+/);
  expect(live()).toBe(before);
  const after = (await (await fetch(`${base}/runtime-config.json`)).json()) as { remotes: { freight: string }; releases: { freight: string[] } };
  expect(after.remotes.freight).toBe(`/mf/freight/${before}/mf-manifest.json`);
  expect(after.releases.freight).toEqual(kept);
});

test('rolling back the first release goes back to the unreleased build', async () => {
  // A releases folder of its own: the only release there is the first.
  const own = path.join(work, 'first-release');
  const run1 = async (args: string[]) => {
    try {
      const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts/release.mjs'), 'freight', ...args], { cwd: ROOT, env: { ...process.env, RELEASES_DIR: own } });
      return { code: 0, out: stdout };
    } catch (err) {
      return { code: 1, out: String((err as { stderr?: string }).stderr ?? err) };
    }
  };
  expect((await run1(['--from', buildCopy('first'), '--skip-smoke', '--base', base])).code).toBe(0);
  const back = await run1(['--rollback']);
  expect(back.code, back.out).toBe(0);
  expect(back.out).toContain('rolled back to its unreleased build');
  expect(() => readlinkSync(path.join(own, 'freight', 'live'))).toThrow();
  expect((await run1(['--rollback'])).code).toBe(1);
});

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('drops its copies of a release the server no longer serves', async ({ page }) => {
    test.setTimeout(90_000);
    const v5 = await release(['--from', buildCopy('v5'), '--skip-smoke']);
    expect(v5.code, v5.out).toBe(0);
    const id5 = live();
    const keptFiles = () =>
      page.evaluate(async (id) => {
        const cache = await caches.open('forwarder-hashed-v1');
        return (await cache.keys()).filter((r) => new URL(r.url).pathname.includes(`/${id}/`)).length;
      }, id5);

    // A first visit on v5: the worker keeps v5's files (a release's own URLs never change).
    await page.goto('/contents/oceanFreight');
    await expect(page.getByRole('heading', { level: 1, name: 'Spot ocean freight' })).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect.poll(keptFiles, { timeout: LOAD_TIMEOUT }).toBeGreaterThan(0);

    // v5 is rolled back and removed: the next runtime-config.json the worker passes on no longer
    // lists it, and its copies go.
    expect((await release(['--rollback'])).code).toBe(0);
    rmSync(path.join(releases, 'freight', id5), { recursive: true, force: true });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Spot ocean freight' })).toBeVisible({ timeout: LOAD_TIMEOUT });
    await expect.poll(keptFiles, { timeout: LOAD_TIMEOUT }).toBe(0);
  });
});
