/**
 * `pnpm seed`: migrate, then seed the demo data if the database is empty, then exit. With
 * `SEED=reference`: the reference data only (lines, quotation ports and rates; the production mode).
 */
import { loadConfig } from '../config.ts';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';
import { seedReference } from './seed/reference.ts';

const config = loadConfig();
const handle = await connect({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateToLatest(handle.db);
  if (config.seedReference && !config.seed) {
    const r = await seedReference(handle.db);
    console.log(`reference data: ${r.lines} lines, ${r.ports} quotation ports, ${r.rates} rates added (tables that had rows are left as they are)`);
  } else {
    const result = await seedIfEmpty(handle.db);
    console.log(result.seeded ? `seeded ${result.users} users, ${result.spotOffers} spot offers, ${result.blogPosts} blog posts` : 'database not empty: nothing seeded');
  }
} finally {
  await handle.close();
}
