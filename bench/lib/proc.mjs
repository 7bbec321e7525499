/**
 * Processes the bench starts and always stops: the api in all-in-one mode (PGlite or
 * PostgreSQL) and a throwaway PostgreSQL cluster.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT, postgresBinDir } from '../../scripts/lib.mjs';

export const TMP = path.join(ROOT, 'bench/.tmp');

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function waitForHttp(url, { timeoutMs, child }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the api exited with code ${child.exitCode} before it answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(300);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/**
 * Start the api (`node --import tsx src/server.ts`) serving the built suite on 127.0.0.1.
 * PGlite in a fresh temporary directory unless `databaseUrl` is given. Its log goes to
 * bench/.tmp/api-<label>.log. Resolves once /runtime-config.json answers.
 */
export async function startApi({ label, databaseUrl, nodeEnv = 'production' }) {
  mkdirSync(TMP, { recursive: true });
  const port = await freePort();
  const pgliteDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const logFile = path.join(TMP, `api-${label}.log`);
  const log = createWriteStream(logFile);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_STATIC: '1',
    NODE_ENV: nodeEnv,
    // Request logs at `info` would measure the logger's pipe more than the api.
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    delete env.DATABASE_URL;
    env.PGLITE_DIR = pgliteDir;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(ROOT, 'api'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timedOut = await Promise.race([exited.then(() => false), sleep(10_000).then(() => true)]);
      if (timedOut) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    log.end();
    if (pgliteDir) {
      rmSync(pgliteDir, { recursive: true, force: true });
      rmSync(`${pgliteDir}.lock`, { force: true });
    }
  };
  try {
    await waitForHttp(`${origin}/runtime-config.json`, { timeoutMs: 120_000, child });
  } catch (err) {
    await stop();
    throw new Error(`${err.message} (log: ${path.relative(ROOT, logFile)})`);
  }
  return { origin, port, stop, logFile };
}

/**
 * A throwaway PostgreSQL cluster (initdb with trust auth on a free port, as the postgres user
 * when running as root), like api/scripts/test-all.mjs. `stop()` stops and deletes it.
 */
export async function startPostgres() {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found (/usr/lib/postgresql/*/bin or initdb on PATH)');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error('running as root but there is no postgres user to run PostgreSQL as');
    chownSync(dir, Number(ids.stdout), Number(gids.stdout));
  }
  const runPg = (tool, args) => {
    const cmd = asRoot ? 'runuser' : path.join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const r = spawnSync(cmd, full, { encoding: 'utf8', cwd: dir });
    return r;
  };
  let started = false;
  const stop = async () => {
    if (started) runPg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    started = false;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const init = runPg('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
    // fsync off: a throwaway cluster; the bench reads, and seeding gets faster.
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
    const start = runPg('pg_ctl', ['-D', data, '-o', opts, '-l', path.join(dir, 'postgres.log'), '-w', 'start']);
    if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}`);
    started = true;
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}
