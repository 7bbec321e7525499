/**
 * Processes the bench starts and always stops: the api in all-in-one mode (PGlite or
 * PostgreSQL) and a throwaway PostgreSQL cluster.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';
import { freePort, startPostgres } from '../../tooling/processes.mjs';

export { freePort, startPostgres };

export const TMP = path.join(ROOT, 'bench/.tmp');

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
 * Start the api (`node --import tsx src/server.ts`) serving the built suite on `host` (127.0.0.1)
 * and `port` (a free one). PGlite in a fresh temporary directory unless `databaseUrl` is given.
 * Its log goes to bench/.tmp/api-<label>.log (`appendLog`: after what is there, for a replica
 * started again). `env` adds or overrides variables (the stream scenario's limits).
 * Resolves once /runtime-config.json answers, with its origin, `stop()` and the child process.
 */
export async function startApi({ label, databaseUrl, nodeEnv = 'development', env: extraEnv = {}, host = '127.0.0.1', port: wantedPort, appendLog = false, timeoutMs = 120_000 }) {
  mkdirSync(TMP, { recursive: true });
  const port = wantedPort ?? (await freePort());
  const pgliteDir = databaseUrl ? null : mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const logFile = path.join(TMP, `api-${label}.log`);
  const log = createWriteStream(logFile, { flags: appendLog ? 'a' : 'w' });
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: host,
    SERVE_STATIC: '1',
    NODE_ENV: nodeEnv,
    // Request logs at `info` would measure the logger's pipe more than the api.
    LOG_LEVEL: 'warn',
    ...extraEnv,
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
  const origin = `http://${host}:${port}`;
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
    await waitForHttp(`${origin}/runtime-config.json`, { timeoutMs, child });
  } catch (err) {
    await stop();
    throw new Error(`${err.message} (log: ${path.relative(ROOT, logFile)})`);
  }
  return { origin, port, stop, logFile, child };
}
