/**
 * Opens the database: PostgreSQL (through `pg`) when DATABASE_URL is set, else PGlite, the
 * embedded PostgreSQL, in PGLITE_DIR (or in memory for `memory://`). Both speak the same SQL,
 * so migrations and queries are shared.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
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
}

const isMemory = (dir: string) => dir === 'memory://' || dir.startsWith('memory://');

/**
 * Two processes on one PGlite directory silently lose writes (TOOLCHAIN.md), so a directory is
 * claimed with a pid file beside it; a lock left by a dead process is taken over.
 */
function claimDirectory(dir: string): () => void {
  const lock = `${dir.replace(/\/+$/, '')}.lock`;
  if (existsSync(lock)) {
    const pid = Number(readFileSync(lock, 'utf8').trim());
    let alive = false;
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        alive = true;
      } catch {
        alive = false;
      }
    }
    if (alive) throw new Error(`PGlite directory ${dir} is in use by process ${pid}: one process per directory (set PGLITE_DIR to another folder or stop it)`);
  }
  mkdirSync(dirname(lock), { recursive: true });
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

/** Open the database described by `opts`. */
export async function connect(opts: ConnectOptions): Promise<DatabaseHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  let release = () => {};
  let pglite: PGlite;
  if (isMemory(opts.pgliteDir)) {
    pglite = new PGlite();
  } else {
    mkdirSync(opts.pgliteDir, { recursive: true });
    release = claimDirectory(opts.pgliteDir);
    pglite = new PGlite(opts.pgliteDir);
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
