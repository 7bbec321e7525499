#!/usr/bin/env node
/**
 * Runs the api test suite twice: on PGlite (in memory), then on a real PostgreSQL, a throwaway
 * cluster started here on a free port and always stopped and deleted afterwards.
 *
 *   node scripts/test-all.mjs                 both passes
 *   node scripts/test-all.mjs --pglite        PGlite only
 *   node scripts/test-all.mjs --postgres      PostgreSQL only
 *   node scripts/test-all.mjs test/routes/board.test.ts   only these files (both passes)
 *
 * PostgreSQL binaries are looked up in PG_BIN, `pg_config --bindir`, then
 * /usr/lib/postgresql/<newest>/bin. Run as root, the cluster runs as the `postgres` user.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const only = args.includes('--pglite') ? 'pglite' : args.includes('--postgres') ? 'postgres' : 'all';
const fileArgs = args.filter((a) => !a.startsWith('--'));

function findTests(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...findTests(p));
    else if (entry.name.endsWith('.test.ts')) out.push(relative(API_DIR, p));
  }
  return out.sort();
}

const files = fileArgs.length ? fileArgs : findTests(join(API_DIR, 'test'));

function runSuite(label, extraEnv) {
  return new Promise((resolve) => {
    console.log(`\n=== api tests on ${label} (${files.length} files) ===\n`);
    const started = Date.now();
    const env = { ...process.env, ...extraEnv };
    if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
    // One process for every file (test/run.ts): PGlite's WebAssembly is compiled once.
    const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', 'test/run.ts', ...files], { cwd: API_DIR, env, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      console.log(`\n=== ${label}: ${code === 0 ? 'passed' : `FAILED (${signal ?? code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
      resolve(code === 0);
    });
  });
}

function pgBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const cfg = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (cfg.status === 0 && cfg.stdout.trim()) candidates.push(cfg.stdout.trim());
  if (existsSync('/usr/lib/postgresql')) {
    const versions = readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => `/usr/lib/postgresql/${v}/bin`));
  }
  return candidates.find((d) => existsSync(join(d, 'initdb')) && existsSync(join(d, 'pg_ctl')));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Run a PostgreSQL binary, as the postgres user when we are root (initdb refuses root). */
function pgRun(bin, binArgs) {
  const asRoot = process.getuid?.() === 0;
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => existsSync(p)) ?? 'runuser';
  const cmd = asRoot ? runuser : bin;
  const argv = asRoot ? ['-u', 'postgres', '--', bin, ...binArgs] : binArgs;
  const res = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (res.error) throw new Error(`could not run ${cmd}: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`${bin} ${binArgs.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
}

async function withPostgres(fn) {
  const bin = pgBinDir();
  if (!bin) {
    console.error(
      '\nPostgreSQL server binaries (initdb, pg_ctl) were not found, so the PostgreSQL pass cannot run.\n' +
        'Install them, e.g. `apt-get install -y postgresql` (Debian/Ubuntu) or `brew install postgresql@15` (macOS),\n' +
        'or point PG_BIN at the folder holding initdb and pg_ctl. Run `pnpm --filter @forwarder/api test:pglite` to skip this pass.\n',
    );
    return false;
  }
  const dir = mkdtempSync(join(tmpdir(), 'forwarder-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) {
      console.error('Running as root but there is no `postgres` user to run the cluster as (apt-get install postgresql creates it).');
      rmSync(dir, { recursive: true, force: true });
      return false;
    }
    chownSync(dir, Number(ids.stdout.trim()), Number(gid.stdout.trim()));
  }
  const port = await freePort();
  const pgCtl = join(bin, 'pg_ctl');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        pgRun(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (err) {
        console.error(String(err));
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const onSignal = (sig) => {
    stop();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`\n=== starting a throwaway PostgreSQL (${bin}) on port ${port} ===`);
    pgRun(join(bin, 'initdb'), ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    pgRun(pgCtl, ['-D', data, '-l', join(dir, 'server.log'), '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`, '-w', 'start']);
    started = true;
    return await fn(`postgres://postgres@127.0.0.1:${port}/postgres`);
  } catch (err) {
    console.error(String(err));
    return false;
  } finally {
    stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function cleanTemplates() {
  for (const f of readdirSync(tmpdir())) {
    if (f.startsWith('forwarder-api-pglite-template-')) rmSync(join(tmpdir(), f), { force: true });
  }
}

const results = [];
try {
  if (only !== 'postgres') results.push(await runSuite('PGlite', { PGLITE_DIR: 'memory://' }));
  if (only !== 'pglite') results.push(await withPostgres((url) => runSuite('PostgreSQL', { DATABASE_URL: url })));
} finally {
  cleanTemplates();
}
process.exit(results.every(Boolean) ? 0 : 1);
