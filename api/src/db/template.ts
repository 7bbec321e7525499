/**
 * PGlite templates: a data-directory dump (tar) of a database already migrated, and seeded with
 * the demo data or not. initdb, the migrations and the seed are most of a PGlite database's
 * start (seconds each on a busy two-core machine); the api tests and the e2e servers start each
 * throwaway database from one dump instead (PGLITE_TEMPLATE, src/db/connect.ts).
 */
import { renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { seedIfEmpty } from './seed.ts';

/** Write the dump of a new database, migrated and (with `seed`) seeded, to `file` (atomically: a dump is never read half-written). */
export async function writePgliteTemplate(file: string, { seed }: { seed: boolean }): Promise<void> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  try {
    await migrateToLatest(db);
    if (seed) await seedIfEmpty(db);
    const dump = await pglite.dumpDataDir('none');
    const partial = `${file}.${process.pid}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await db.destroy();
  }
}
