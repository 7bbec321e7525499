/**
 * Helpers of the root scripts (start, test, dev, bench): run pnpm (through npx when it is not
 * installed, so a fresh machine needs only Node and npm), run commands, find system tools.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { postgresBinDir } from '../tooling/processes.mjs';

export { postgresBinDir };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
export const APPS = ['shell', 'mfe-member', 'mfe-booking', 'mfe-freight', 'mfe-content', 'mfe-staff'];

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm', []];
  return ['npx', ['--yes', `pnpm@${PNPM_VERSION}`]];
}

/** Run a command, inheriting stdio; resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(err.message);
      resolve(1);
    });
  });
}

/** Run pnpm with `args`; resolves with the exit code. */
export function pnpm(args, opts = {}) {
  const [cmd, pre] = pnpmCommand();
  return run(cmd, [...pre, ...args], opts);
}

/** Spawn pnpm without waiting (for servers). */
export function spawnPnpm(args, opts = {}) {
  const [cmd, pre] = pnpmCommand();
  return spawn(cmd, [...pre, ...args], { stdio: 'inherit', cwd: ROOT, ...opts, env: { ...process.env, ...opts.env } });
}

/** Install the workspace (fast when already installed). */
export async function install() {
  const code = await pnpm(['install', '--frozen-lockfile', '--prefer-offline']);
  if (code !== 0) throw new Error('pnpm install failed');
}

function newestMtime(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === 'dist' || e.name.startsWith('.')) continue;
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

/** True when `app`'s production build is older than its sources (or than shared/tooling). */
export function buildIsStale(app) {
  const marker = path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'mf-manifest.json');
  if (!existsSync(marker)) return true;
  const built = statSync(marker).mtimeMs;
  return [app, 'shared', 'tooling'].some((d) => newestMtime(path.join(ROOT, d)) > built) || statSync(path.join(ROOT, 'pnpm-lock.yaml')).mtimeMs > built;
}

/** Production build of every front end that is out of date (or all with `force`). */
export async function buildApps({ force = false } = {}) {
  const stale = APPS.filter((a) => force || buildIsStale(a));
  if (stale.length === 0) {
    console.log('[build] front ends are up to date');
    return;
  }
  console.log(`[build] building ${stale.join(', ')}`);
  // @forwarder/shared's build compiles its Lingui catalogs (git-ignored), which every app
  // imports: pnpm runs it first (topological order), also in a fresh clone.
  const filters = ['shared', ...stale].flatMap((a) => ['--filter', `./${a}`]);
  const code = await pnpm([...filters, '--workspace-concurrency=2', 'run', 'build']);
  if (code !== 0) throw new Error('front-end build failed');
}

/** Debian's old headless shell (package chromium-headless-shell): the e2e journeys' browser. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Path of a system binary, or null. */
export function which(bin) {
  const r = spawnSync('sh', ['-c', `command -v ${bin}`], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The nginx binary: NGINX_BIN, the usual paths, else nginx on PATH; undefined when there is none. */
export function findNginx() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].filter(Boolean);
  for (const c of candidates) if (existsSync(c)) return c;
  return which('nginx') ?? undefined;
}

/** What `nginx -V` prints: the version and the configure arguments (paths, built-in modules). */
export function nginxBuildInfo(nginx) {
  const v = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  return `${v.stdout}${v.stderr}`;
}

/**
 * The brotli_static module the static image installs (Debian: libnginx-mod-http-brotli-static)
 * for the nginx that printed `info` (nginxBuildInfo): a load_module line, '' when it is built in,
 * undefined when it is missing.
 */
export function brotliStaticModule(info) {
  for (const dir of [/--modules-path=(\S+)/.exec(info)?.[1], '/usr/lib/nginx/modules', '/etc/nginx/modules']) {
    const so = dir && path.join(dir, 'ngx_http_brotli_static_module.so');
    if (so && existsSync(so)) return `load_module ${so};\n`;
  }
  return /--add-module=\S*brotli/.test(info) ? '' : undefined;
}

/**
 * The Debian packages missing for `tools` (any of 'chromium', 'chromium-headless-shell',
 * 'postgresql', 'nginx'; nginx also means its brotli_static module and envsubst, which the static
 * containers' command uses). The headless shell is the e2e journeys' browser (e2e/playwright.config.ts).
 */
export function missingSystemPackages(tools) {
  const missing = [];
  if (tools.includes('chromium') && !existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) missing.push('chromium');
  if (tools.includes('chromium-headless-shell') && !existsSync(HEADLESS_SHELL) && !process.env.E2E_CHROMIUM_PATH) missing.push('chromium-headless-shell');
  if (tools.includes('postgresql') && !postgresBinDir()) missing.push('postgresql');
  if (tools.includes('nginx')) {
    const nginx = findNginx();
    if (!nginx) missing.push('nginx');
    if (!nginx || brotliStaticModule(nginxBuildInfo(nginx)) === undefined) missing.push('libnginx-mod-http-brotli-static');
    if (!which('envsubst')) missing.push('gettext-base');
  }
  return missing;
}

/**
 * Make sure the system tools are there: installs the missing packages with apt when running as
 * root on Debian, else prints what to install. Resolves with true when nothing is missing.
 */
export async function ensureSystemTools(tools) {
  const missing = missingSystemPackages(tools);
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0 || !which('apt-get')) {
    console.error(`Missing: ${missing.join(', ')}. Install them (Debian: sudo apt-get install -y ${missing.join(' ')}) and run the command again.`);
    return false;
  }
  console.log(`Installing with apt: ${missing.join(' ')}`);
  if ((await run('apt-get', ['update', '-q'])) !== 0) return false;
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['install', '-y', '-q', '-o', 'DPkg::Lock::Timeout=300', ...missing], { env })) !== 0) return false;
  return missingSystemPackages(tools).length === 0;
}
