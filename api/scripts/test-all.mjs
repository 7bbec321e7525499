#!/usr/bin/env node
/**
 * Runs the api test suite on a real PostgreSQL (what production runs: a throwaway cluster started
 * here on a free port and always stopped and deleted afterwards) and on PGlite (what `npm start`
 * runs, in memory).
 *
 *   node scripts/test-all.mjs                 both databases
 *   node scripts/test-all.mjs --pglite        every file on PGlite
 *   node scripts/test-all.mjs --postgres      every database file on PostgreSQL
 *   node scripts/test-all.mjs test/routes/board.test.ts   only these files (on both)
 *
 * Which files run where, without file arguments:
 * - every file that uses a database runs on PostgreSQL;
 * - a file marked `// @no-database` on a line of its own runs once, on PGlite (a second run would
 *   test nothing new);
 * - a file marked `// @both-databases` runs on PGlite too: its subject is what the two databases
 *   and their drivers do differently (migrations and seeds, text with U+0000 or lone surrogates,
 *   one process's events against LISTEN/NOTIFY, limits and sessions kept in the database). Every
 *   other route runs on PGlite in the e2e journeys, which use nothing else.
 * The passes run side by side as four processes (on each database, the hostile-input matrix file
 * and the other files): the machines this runs on have two cores, and `npm test` has a time
 * budget.
 *
 * The cluster comes from tooling/processes.mjs (PostgreSQL binaries from PG_BIN, `pg_config
 * --bindir`, /usr/lib/postgresql/<newest>/bin or PATH; as the `postgres` user when run as root).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPostgres } from '../../tooling/processes.mjs';

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

const allFiles = fileArgs.length ? fileArgs : findTests(join(API_DIR, 'test'));
/** Each file's marker line (`// @no-database`, `// @both-databases`), read once. */
const markerOf = new Map(allFiles.map((f) => [f, /^\/\/ @(no-database|both-databases)$/m.exec(readFileSync(join(API_DIR, f), 'utf8'))?.[1]]));
const databaseFiles = allFiles.filter((f) => markerOf.get(f) !== 'no-database');
/** The PGlite files of a full run: the ones without a database and the ones about the databases' differences. */
const pgliteFiles = fileArgs.length ? allFiles : allFiles.filter((f) => markerOf.get(f) !== undefined);
/** The hostile-input matrix: the longest file, in a PostgreSQL process of its own. */
const MATRIX = 'test/matrix/bad-input.test.ts';

/**
 * Run the files on one database. `buffered`: keep the output and print it whole when the suite
 * ends (two suites side by side would interleave their lines otherwise).
 */
function runSuite(label, extraEnv, { buffered = false, files = allFiles } = {}) {
  // test/run.ts runs every file when given none.
  if (!files.length) return Promise.resolve(true);
  return new Promise((resolve) => {
    const head = `\n=== api tests on ${label} (${files.length} files) ===\n`;
    if (!buffered) console.log(head);
    const started = Date.now();
    const env = { ...process.env, ...extraEnv };
    if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
    // One process for every file (test/run.ts): PGlite's WebAssembly is compiled once.
    const child = spawn(process.execPath, ['--import', 'tsx', '--test-reporter=spec', 'test/run.ts', ...files], { cwd: API_DIR, env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const out = [];
    if (buffered) {
      child.stdout.on('data', (d) => out.push(d));
      child.stderr.on('data', (d) => out.push(d));
    }
    child.on('close', (code, signal) => {
      if (buffered) process.stdout.write(`${head}\n${Buffer.concat(out).toString('utf8')}`);
      console.log(`\n=== ${label}: ${code === 0 ? 'passed' : `FAILED (${signal ?? code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
      resolve(code === 0);
    });
  });
}

async function withPostgres(fn) {
  let pg;
  try {
    pg = await startPostgres({ prefix: 'forwarder-pg-' });
  } catch (err) {
    console.error(`\n${err.message}\nRun \`pnpm --filter @forwarder/api test:pglite\` to skip this pass.\n`);
    return false;
  }
  const onSignal = (sig) => {
    pg.stop();
    process.exit(sig === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    console.log(`\n=== started a throwaway PostgreSQL (${pg.bin}) on port ${pg.port} ===`);
    // Its Unix socket, not TCP on 127.0.0.1: the same server for less of both processes' CPU per query.
    return await fn(pg.socketUrl);
  } catch (err) {
    console.error(String(err));
    return false;
  } finally {
    pg.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

function cleanTemplates() {
  for (const f of readdirSync(tmpdir())) {
    if (f.startsWith('forwarder-api-pglite-template-')) rmSync(join(tmpdir(), f), { force: true });
  }
}

let results = [];
try {
  if (only === 'all') {
    const matrix = databaseFiles.filter((f) => f === MATRIX);
    const rest = databaseFiles.filter((f) => f !== MATRIX);
    console.log(`\n=== api tests on PostgreSQL (${databaseFiles.length} files) and PGlite (${pgliteFiles.length} files) side by side, two processes each; each prints when it ends ===`);
    results = await Promise.all([
      // The PGlite files in two processes too (the matrix file, the rest): in one, the PGlite pass
      // ran alone for its last 35 s with a core idle (a fresh-clone npm test: PostgreSQL's two
      // processes 213 s, PGlite's 248 s).
      runSuite('PGlite, the hostile-input matrix', { PGLITE_DIR: 'memory://' }, { buffered: true, files: pgliteFiles.filter((f) => f === MATRIX) }),
      runSuite('PGlite', { PGLITE_DIR: 'memory://' }, { buffered: true, files: pgliteFiles.filter((f) => f !== MATRIX) }),
      databaseFiles.length
        ? withPostgres((url) =>
            Promise.all([
              runSuite('PostgreSQL, the hostile-input matrix', { DATABASE_URL: url }, { buffered: true, files: matrix }),
              runSuite('PostgreSQL', { DATABASE_URL: url }, { buffered: true, files: rest }),
            ]).then((r) => r.every(Boolean)),
          )
        : true,
    ]);
  } else if (only === 'pglite') {
    results.push(await runSuite('PGlite', { PGLITE_DIR: 'memory://' }));
  } else {
    results.push(await withPostgres((url) => runSuite('PostgreSQL', { DATABASE_URL: url }, { files: databaseFiles })));
  }
} finally {
  cleanTemplates();
}
process.exit(results.every(Boolean) ? 0 : 1);
