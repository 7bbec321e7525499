/** `pnpm migrate`: bring the configured database to the latest schema, then exit. */
import { loadConfig } from '../config.ts';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

const config = loadConfig();
const handle = await connect({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'schema already up to date');
} finally {
  await handle.close();
}
