import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0007 from './migrations/0007-content.ts';
import type { Database } from './schema.ts';

/** Every migration, in order. Imported statically so the same list runs under tsx and in tests. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': m0001,
  '0007-content': m0007,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Bring the schema to the latest migration; throws (and the app does not start) on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
