/**
 * Release, roll back and list a remote's versioned releases (deploy/README.md "Releasing a remote").
 *
 *   npm run release -- <remote> [--from <build folder>] [--skip-smoke] [--base <url>]
 *   npm run rollback -- <remote> [--to <release id>]
 *   npm run release -- <remote> --list
 *
 * A release: build the remote (with what it depends on), copy the build into a folder that never
 * changes (`RELEASES_DIR/<remote>/<id>/`, default `releases/` at the top of the repo, what the
 * all-in-one server reads), check it against the deployed shell (the gate), try it in Chromium
 * against the running site through a preview cookie (the smoke test), and only then switch the
 * remote's pointer (the symbolic link `<remote>/live` → `<id>`, replaced atomically; the api and
 * the compose stack's gateway both follow it). The server reads the pointer on each request: new page
 * loads get the release at once, open tabs follow on their next navigation. A refused candidate is
 * removed and nothing changes for visitors. A rollback switches the pointer back: no rebuild.
 * Releases are kept: the last KEEP_LAST, and every one younger than KEEP_DAYS, and never the live
 * one or the one before it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, readlinkSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, install, pnpm } from './lib.mjs';

// scripts/check-fresh-clone.mjs: a clean clone loads this file before any install.
if (process.argv.includes('--imports-only')) process.exit(0);

export const REMOTES = { member: 'mfe-member', booking: 'mfe-booking', freight: 'mfe-freight', content: 'mfe-content', staff: 'mfe-staff' };
export const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{6}$/;
const KEEP_LAST = 5;
const KEEP_DAYS = 7;

/**
 * Where a remote's browser smoke test looks. `signIn` names the account it needs (a release of a
 * remote that only signed-in people load is tried signed in when RELEASE_SMOKE_<ROLE> is set,
 * `email:password`; otherwise only its files are checked).
 */
const SMOKE = {
  freight: { path: '/contents/oceanFreight' },
  content: { path: '/contents/blog' },
  member: { path: '/member/sign-in' },
  booking: { path: '/my-booking-list', signIn: 'USER' },
  staff: { path: '/desk', signIn: 'STAFF' },
};

const releasesRoot = () => path.resolve(process.env.RELEASES_DIR || path.join(ROOT, 'releases'));
const log = (msg) => console.log(`[release] ${msg}`);

/** The live release of `remote`, or null. */
export function currentRelease(remote, root = releasesRoot()) {
  try {
    const id = readlinkSync(path.join(root, remote, 'live'));
    return RELEASE_ID.test(id) ? id : null;
  } catch {
    return null;
  }
}

/** The releases of `remote` kept on disk, oldest first. */
export function keptReleases(remote, root = releasesRoot()) {
  const dir = path.join(root, remote);
  return existsSync(dir) ? readdirSync(dir).filter((n) => RELEASE_ID.test(n)).sort() : [];
}

function history(remote, root) {
  try {
    return readFileSync(path.join(root, `${remote}.log`), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  } catch {
    return [];
  }
}

/**
 * Point `remote` at `id` (atomically: a new link renamed over the old), or at its unreleased build
 * when `id` is null (no link), and log the switch. Returns the release that was live.
 */
function switchTo(remote, id, action, root) {
  const from = currentRelease(remote, root);
  const link = path.join(root, remote, 'live');
  if (id) {
    const tmp = path.join(root, remote, `.live-${process.pid}`);
    rmSync(tmp, { force: true });
    symlinkSync(id, tmp);
    renameSync(tmp, link);
  } else {
    rmSync(link, { force: true });
  }
  appendFileSync(path.join(root, `${remote}.log`), `${JSON.stringify({ at: new Date().toISOString(), action, id, from })}\n`);
  return from;
}

/**
 * The kept release that was released before the live one (asked again after a rollback: the one
 * before that), else the newest kept one older than it; null when there is none. What a rollback
 * goes back to, and so never pruned.
 */
function releaseBefore(remote, root, live, kept) {
  if (!live) return null;
  const released = history(remote, root).filter((h) => h.action === 'release').map((h) => h.id);
  const at = released.lastIndexOf(live);
  return released.slice(0, Math.max(0, at)).reverse().find((id) => id !== live && kept.includes(id)) ?? kept.filter((id) => id < live).at(-1) ?? null;
}

// --- the gate -------------------------------------------------------------------------------

const parseVersion = (v) => {
  const m = /^(\d+)\.(\d+)\.(\d+)/.exec(String(v).trim());
  return m ? m.slice(1, 4).map(Number) : null;
};
const compare = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Whether `version` satisfies `range` (exact, ^, ~, >=, or several joined by spaces / ||). */
export function satisfies(version, range) {
  const v = parseVersion(version);
  if (!v) return false;
  return String(range).split('||').some((alt) =>
    alt.trim().split(/\s+/).filter(Boolean).every((part) => {
      if (part === '*' || part === 'x') return true;
      const op = /^(\^|~|>=|<=|>|<|=)?(.*)$/.exec(part);
      const r = parseVersion(op[2]);
      if (!r) return false;
      const c = compare(v, r);
      switch (op[1]) {
        case '^': return c >= 0 && (r[0] > 0 ? v[0] === r[0] : r[1] > 0 ? v[0] === 0 && v[1] === r[1] : v[0] === 0 && v[1] === 0 && v[2] === r[2]);
        case '~': return c >= 0 && v[0] === r[0] && v[1] === r[1];
        case '>=': return c >= 0;
        case '<=': return c <= 0;
        case '>': return c > 0;
        case '<': return c < 0;
        default: return c === 0;
      }
    }),
  );
}

/**
 * What stops `manifest` (a remote's mf-manifest.json) from running with a shell that provides
 * `provides` (its federation-provides.json): one line per problem, none when it can go live. A
 * platform module the shell does not provide is fine (the remote brings its own copy); a library
 * the remote expects from the shell is not.
 */
export function gateProblems(remote, manifest, provides) {
  const problems = [];
  for (const s of manifest.shared ?? []) {
    if (!s.requiredVersion) continue;
    // `react/jsx-runtime` comes with the shell's `react/` (a share of every module under a prefix).
    const prefix = Object.keys(provides).find((k) => k.endsWith('/') && s.name.startsWith(k));
    const given = provides[s.name] ?? (prefix ? provides[prefix] : undefined);
    if (given === undefined) {
      if (!s.name.startsWith('@forwarder/shared/')) problems.push(`${remote} needs ${s.name} ${s.requiredVersion} from the shell, and the deployed shell does not provide it`);
      continue;
    }
    if (!satisfies(given, s.requiredVersion)) problems.push(`${remote} needs ${s.name} ${s.requiredVersion}, and the deployed shell provides ${given}`);
  }
  return problems;
}

/** What the deployed shell provides: the running site's `/federation-provides.json`, else the local build's. */
async function deployedShellProvides(base) {
  try {
    const res = await fetch(new URL('/federation-provides.json', base), { signal: AbortSignal.timeout(3000) });
    if (res.ok) {
      log(`checking against the shell deployed at ${base}`);
      return (await res.json()).provides;
    }
  } catch {
    // No site running there: the checkout's shell build is the one to be deployed.
  }
  const file = path.join(process.env.SHELL_DIST || path.join(ROOT, 'shell/dist'), 'federation-provides.json');
  if (!existsSync(file)) throw new Error(`no deployed shell to check against (nothing at ${base}, no ${file}); build the shell first`);
  log(`checking against the shell build at ${path.relative(ROOT, file)}`);
  return JSON.parse(readFileSync(file, 'utf8')).provides;
}

// --- the smoke test -----------------------------------------------------------------------------

async function smokeTest(remote, id, base) {
  const prefix = `/mf/${remote}/${id}/`;
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    const res = await fetch(new URL(prefix + file, base)).catch((err) => ({ ok: false, status: err.message }));
    if (!res.ok) return [`${prefix}${file} answered ${res.status} at ${base}`];
  }
  const smoke = SMOKE[remote];
  const account = smoke.signIn ? process.env[`RELEASE_SMOKE_${smoke.signIn}`] : undefined;
  if (smoke.signIn && !account) {
    log(`${remote} is loaded only when signed in; set RELEASE_SMOKE_${smoke.signIn}=email:password to try it in a browser (its files answer)`);
    return [];
  }
  const require = createRequire(path.join(ROOT, 'e2e/package.json'));
  let chromium;
  try {
    ({ chromium } = require('@playwright/test'));
  } catch {
    return [`Playwright is not installed: install the workspace first (npm start does), or release with --skip-smoke`];
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  const problems = [];
  try {
    const context = await browser.newContext({ baseURL: base });
    const host = new URL(base).hostname;
    await context.addCookies([{ name: 'fw_release_preview', value: `${remote}:${id}`, domain: host, path: '/' }]);
    const page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`the page threw: ${err.message}`));
    const entries = [];
    page.on('response', (res) => {
      if (res.url().includes(`${prefix}remoteEntry.js`)) entries.push(res.status());
    });
    if (account) {
      const [email, ...rest] = account.split(':');
      await page.goto('/member/sign-in');
      await page.getByLabel(/email/i).first().fill(email);
      await page.getByLabel(/password/i).first().fill(rest.join(':'));
      await page.getByRole('button', { name: /sign in/i }).first().click();
      await page.waitForURL((url) => !url.pathname.startsWith('/member/sign-in'), { timeout: 20_000 });
    }
    const answer = await page.goto(smoke.path, { waitUntil: 'load' });
    if (answer?.status() !== 200) problems.push(`${smoke.path} answered ${answer?.status()}`);
    await page.waitForResponse((res) => res.url().includes(`${prefix}remoteEntry.js`), { timeout: 20_000 }).catch(() => undefined);
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    if (!entries.includes(200)) problems.push(`the page did not load ${prefix}remoteEntry.js`);
    if (await page.getByTestId('remote-unavailable').count()) problems.push(`${smoke.path} shows "This section is temporarily unavailable."`);
  } finally {
    await browser.close();
  }
  return problems;
}

// --- commands -------------------------------------------------------------------------------------

function prune(remote, root) {
  const kept = keptReleases(remote, root);
  const live = currentRelease(remote, root);
  const previous = releaseBefore(remote, root, live, kept);
  const cutoff = Date.now() - KEEP_DAYS * 86_400_000;
  const removable = kept.slice(0, Math.max(0, kept.length - KEEP_LAST)).filter((id) => id !== live && id !== previous && statSync(path.join(root, remote, id)).mtimeMs < cutoff);
  for (const id of removable) {
    rmSync(path.join(root, remote, id), { recursive: true, force: true });
    log(`${remote}: removed ${id} (older than ${KEEP_DAYS} days, beyond the last ${KEEP_LAST})`);
  }
}

function releaseId(dir) {
  const hash = createHash('sha256');
  for (const f of ['mf-manifest.json', 'remoteEntry.js']) hash.update(readFileSync(path.join(dir, f)));
  const t = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${t}-${hash.digest('hex').slice(0, 6)}`;
}

async function release(remote, opts) {
  const root = releasesRoot();
  const app = REMOTES[remote];
  let from = opts.from ? path.resolve(opts.from) : path.join(ROOT, app, 'dist');
  if (!opts.from) {
    await install();
    log(`building ${app} (with what it depends on)`);
    if ((await pnpm(['--filter', `@forwarder/${app}...`, '--workspace-concurrency=2', 'run', 'build'])) !== 0) throw new Error(`the build of ${app} failed`);
  }
  for (const f of ['mf-manifest.json', 'remoteEntry.js', 'fragments']) if (!existsSync(path.join(from, f))) throw new Error(`${from} is not a build of ${remote} (no ${f})`);

  // The gate: what the candidate requires against what the deployed shell provides (the running
  // site's, else this checkout's build).
  const base = opts.base || `http://127.0.0.1:${process.env.PORT || 3000}`;
  const provides = await deployedShellProvides(base);
  const manifest = JSON.parse(readFileSync(path.join(from, 'mf-manifest.json'), 'utf8'));
  const problems = gateProblems(remote, manifest, provides);
  if (problems.length) {
    throw new Error(`REFUSED by the version gate: nothing was changed.\n  - ${problems.join('\n  - ')}\n  Release a shell that provides these first, or build ${remote} against the deployed platform.`);
  }
  log(`${remote}: the gate passed (${(manifest.shared ?? []).length} shared modules match the deployed shell)`);

  // Copy into a folder of its own, made whole before it has its name.
  const id = releaseId(from);
  const dir = path.join(root, remote, id);
  const incoming = path.join(root, remote, `.incoming-${id}`);
  mkdirSync(path.dirname(dir), { recursive: true });
  rmSync(incoming, { recursive: true, force: true });
  cpSync(from, incoming, { recursive: true });
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout?.trim() || null;
  writeFileSync(path.join(incoming, 'release.json'), `${JSON.stringify({ id, remote, createdAt: new Date().toISOString(), commit, requires: Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.requiredVersion])) }, null, 2)}\n`);
  renameSync(incoming, dir);
  log(`${remote}: candidate ${id} is at /mf/${remote}/${id}/`);

  if (!opts.skipSmoke) {
    log(`${remote}: trying ${id} in Chromium against ${base} (preview cookie; visitors still get the live release)`);
    let smokeProblems;
    try {
      smokeProblems = await smokeTest(remote, id, base);
    } catch (err) {
      smokeProblems = [`the smoke test could not run: ${err.message}`];
    }
    if (smokeProblems.length) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`REFUSED by the smoke test: nothing was changed.\n  - ${smokeProblems.join('\n  - ')}`);
    }
    log(`${remote}: the smoke test passed`);
  }

  const previous = switchTo(remote, id, 'release', root);
  log(`${remote}: ${id} is live (was ${previous ?? 'its unreleased build'}). New page loads get it now; open tabs follow on their next navigation.`);
  log(`roll back with: npm run rollback -- ${remote}`);
  prune(remote, root);
  return id;
}

function rollback(remote, opts) {
  const root = releasesRoot();
  const live = currentRelease(remote, root);
  const kept = keptReleases(remote, root);
  if (!live && !opts.to) throw new Error(`${remote}: nothing to roll back (no live release)`);
  // Without an earlier release (the first one rolled back), the remote's unreleased build (the
  // workspace's, or its container's in compose) answers again.
  const target = opts.to ?? releaseBefore(remote, root, live, kept);
  if (target && !kept.includes(target)) throw new Error(`${remote}: release ${target} is not kept (kept: ${kept.join(', ') || 'none'})`);
  if (target === live) throw new Error(`${remote}: ${target} is already live`);
  switchTo(remote, target, 'rollback', root);
  log(`${remote}: rolled back to ${target ?? 'its unreleased build'} (was ${live ?? 'its unreleased build'}). New page loads get it now; open tabs follow on their next navigation.`);
  return target;
}

function list(remote) {
  const root = releasesRoot();
  const live = currentRelease(remote, root);
  const kept = keptReleases(remote, root);
  if (!kept.length) log(`${remote}: no releases yet (served from ${REMOTES[remote]}/dist)`);
  for (const id of kept) {
    let info = {};
    try {
      info = JSON.parse(readFileSync(path.join(root, remote, id, 'release.json'), 'utf8'));
    } catch {
      // An older release without its note.
    }
    console.log(`${id === live ? '* ' : '  '}${id}  ${info.commit ?? ''}`);
  }
}

function parseArgs(argv) {
  const opts = { rollback: false, list: false, skipSmoke: false };
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--rollback') opts.rollback = true;
    else if (a === '--list') opts.list = true;
    else if (a === '--skip-smoke') opts.skipSmoke = true;
    else if (a === '--from' || a === '--to' || a === '--base') opts[a.slice(2)] = argv[(i += 1)];
    else rest.push(a);
  }
  return { remote: rest[0], opts };
}

async function main() {
  const { remote, opts } = parseArgs(process.argv.slice(2));
  if (!remote || !Object.hasOwn(REMOTES, remote)) {
    console.error(`usage: npm run release -- <${Object.keys(REMOTES).join('|')}> [--from <build folder>] [--skip-smoke] [--base <url>]\n       npm run rollback -- <remote> [--to <release id>]\n       npm run release -- <remote> --list`);
    process.exit(2);
  }
  try {
    if (opts.list) list(remote);
    else if (opts.rollback) rollback(remote, opts);
    else await release(remote, opts);
  } catch (err) {
    console.error(`[release] ${err.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) await main();
