/**
 * Throwaway local services for tests and the bench: a free loopback port and a private
 * PostgreSQL cluster (trust auth, run as the postgres user when we are root, since initdb
 * refuses root). Used by api/scripts/test-all.mjs, scripts/nginx-smoke.mjs, scripts/test.mjs
 * and bench/lib/proc.mjs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A free TCP port on 127.0.0.1 (the OS picks it; closed again before the caller binds it). */
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

/** The folder holding PostgreSQL's initdb and pg_ctl (PG_BIN, pg_config, Debian's layout, PATH), or null. */
export function postgresBinDir() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  const cfg = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (cfg.status === 0 && cfg.stdout.trim()) candidates.push(cfg.stdout.trim());
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => path.join(base, v, 'bin')));
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (onPath.status === 0) candidates.push(path.dirname(onPath.stdout.trim()));
  return candidates.find((d) => existsSync(path.join(d, 'initdb')) && existsSync(path.join(d, 'pg_ctl'))) ?? null;
}

/** What to do when no PostgreSQL server binaries are found. */
export const POSTGRES_MISSING =
  'PostgreSQL server binaries (initdb, pg_ctl) were not found. Install them, e.g. `apt-get install -y postgresql` ' +
  '(Debian/Ubuntu) or `brew install postgresql@15` (macOS), or point PG_BIN at the folder holding initdb and pg_ctl.';

/**
 * Start a throwaway cluster on a free port, tuned for tests (fsync off). Resolves with its
 * connection URL, `stop()`, which stops the server and deletes its files (idempotent), and
 * `restart()` (fast shutdown and start again, same port and data).
 */
export async function startPostgres({ prefix = 'forwarder-pg-' } = {}) {
  const bin = postgresBinDir();
  if (!bin) throw new Error(POSTGRES_MISSING);
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((p) => existsSync(p)) ?? 'runuser';
  const pgRun = (tool, args) => {
    const exe = path.join(bin, tool);
    const res = asRoot
      ? spawnSync(runuser, ['-u', 'postgres', '--', exe, ...args], { encoding: 'utf8', cwd: dir })
      : spawnSync(exe, args, { encoding: 'utf8', cwd: dir });
    if (res.error) throw new Error(`could not run ${exe}: ${res.error.message}`);
    if (res.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  };
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        pgRun('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch (err) {
        console.error(String(err));
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asRoot) {
      const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
      const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
      if (uid.status !== 0) throw new Error('Running as root but there is no `postgres` user to run the cluster as (apt-get install postgresql creates it).');
      chownSync(dir, Number(uid.stdout.trim()), Number(gid.stdout.trim()));
    }
    const port = await freePort();
    pgRun('initdb', ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
    const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    pgRun('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-o', opts, '-w', 'start']);
    started = true;
    // A restart in place (the bench's load scenario): fast shutdown, which ends every client's
    // connection, then the same cluster on the same port. Resolves with the seconds it took.
    // Asynchronous: the caller's event loop keeps running (its clients measure the outage).
    const restart = () =>
      new Promise((resolve, reject) => {
        const t0 = Date.now();
        const exe = path.join(bin, 'pg_ctl');
        const args = ['-D', data, '-l', path.join(dir, 'server.log'), '-m', 'fast', '-w', 'restart'];
        const child = asRoot ? spawn(runuser, ['-u', 'postgres', '--', exe, ...args], { cwd: dir, stdio: 'ignore' }) : spawn(exe, args, { cwd: dir, stdio: 'ignore' });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve((Date.now() - t0) / 1000) : reject(new Error(`pg_ctl restart exited with ${code}`))));
      });
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, socketUrl: `postgres://postgres@${encodeURIComponent(dir)}:${port}/postgres`, bin, port, stop, restart };
  } catch (err) {
    stop();
    throw err;
  }
}
