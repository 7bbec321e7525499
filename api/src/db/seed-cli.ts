/** `pnpm seed`: migrate, then seed the demo data if the database is empty, then exit. */
import { loadConfig } from '../config.ts';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { seedIfEmpty } from './seed.ts';

const config = loadConfig();
const handle = await connect({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateToLatest(handle.db);
  const result = await seedIfEmpty(handle.db);
  console.log(result.seeded ? `seeded ${result.users} users, ${result.spotOffers} spot offers, ${result.blogPosts} blog posts` : 'database not empty: nothing seeded');
} finally {
  await handle.close();
}
