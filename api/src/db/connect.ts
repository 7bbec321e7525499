/**
 * Opens the database: PostgreSQL (through `pg`) when DATABASE_URL is set, else PGlite, the
 * embedded PostgreSQL, in PGLITE_DIR (or in memory for `memory://`). Both speak the same SQL,
 * so migrations and queries are shared.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Closes the pool or PGlite (flushing it to disk) and releases the directory lock. */
  close(): Promise<void>;
}

/** Where and how to connect. */
export interface ConnectOptions {
  databaseUrl: string | undefined;
  pgliteDir: string;
  /**
   * A PGlite data-directory dump (tar, src/db/template.ts) a new database starts from instead of
   * running initdb (and the migrations and seed the dump holds): in memory always, in a folder
   * when it holds no database yet. Tests and the e2e servers use it; an existing database ignores it.
   */
  pgliteTemplate?: string | undefined;
  /** Told when PostgreSQL ends an idle pooled connection (a restart, a failover); default console.warn. */
  onIdleError?: (err: Error) => void;
  /** A connection a request holds was ended by the server (PostgreSQL); default: a warning on the console. */
  onHeldError?: (err: Error) => void;
}

const isMemory = (dir: string) => dir === 'memory://' || dir.startsWith('memory://');

const lockFile = (dir: string) => `${dir.replace(/\/+$/, '')}.lock`;

/** The pid of the live process holding a PGlite directory, or null (a lock left by a dead process does not count). */
export function lockHolder(dir: string): number | null {
  const lock = lockFile(dir);
  if (!existsSync(lock)) return null;
  const pid = Number(readFileSync(lock, 'utf8').trim());
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Two processes on one PGlite directory silently lose writes (TOOLCHAIN.md), so a directory is
 * claimed with a pid file beside it; a lock left by a dead process is taken over.
 */
function claimDirectory(dir: string): () => void {
  const holder = lockHolder(dir);
  if (holder !== null && holder !== process.pid) {
    throw new Error(`PGlite directory ${dir} is in use by process ${holder}: one process per directory (set PGLITE_DIR to another folder or stop it)`);
  }
  const lock = lockFile(dir);
  mkdirSync(dirname(lock), { recursive: true });
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

/** Open the database described by `opts`. */
export async function connect(opts: ConnectOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // The pool replaces a connection the server ended while idle; without a listener that
    // 'error' event would be uncaught and take the whole process down.
    pool.on('error', opts.onIdleError ?? ((err) => console.warn('[db] idle connection ended:', err.message)));
    // The pool stops listening to a connection while a request holds it. The server ending it then,
    // between two queries (a PostgreSQL restart, a terminated backend: FATAL 57P01), emits 'error' on
    // the connection itself, and with no listener that would take the whole process down (both api
    // replicas, in the bench's load scenario). The request's next query fails instead, and the pool
    // drops the connection when it is released.
    pool.on('connect', (client) => {
      client.on('error', opts.onHeldError ?? ((err) => console.warn('[db] connection in use ended:', err.message)));
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let release = () => {};
  let pglite: PGlite;
  const template = () => (opts.pgliteTemplate ? { loadDataDir: new Blob([readFileSync(opts.pgliteTemplate)]) } : {});
  if (isMemory(opts.pgliteDir)) {
    pglite = new PGlite(template());
  } else {
    mkdirSync(opts.pgliteDir, { recursive: true });
    release = claimDirectory(opts.pgliteDir);
    pglite = new PGlite(opts.pgliteDir, existsSync(join(opts.pgliteDir, 'PG_VERSION')) ? {} : template());
  }
  try {
    await pglite.waitReady;
  } catch (err) {
    release();
    throw err;
  }
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      try {
        await db.destroy();
        if (!pglite.closed) await pglite.close();
      } finally {
        release();
      }
    },
  };
}
