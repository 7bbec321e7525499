/**
 * `tsx src/db/seed-scale-cli.ts [bookings] [messages]`: migrate, then add the staff inbox's scaled
 * data set (seed/scale.ts; default 10,000 bookings and 200,000 messages) to the configured
 * database (DATABASE_URL, or PGlite in PGLITE_DIR), once per database.
 */
import { loadConfig } from '../config.ts';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { seedScale } from './seed/scale.ts';

const [bookings = 10_000, messages = 200_000] = process.argv.slice(2).map(Number);
if (!Number.isInteger(bookings) || !Number.isInteger(messages) || bookings < 1 || messages < 0) {
  console.error('usage: tsx src/db/seed-scale-cli.ts [bookings] [messages]');
  process.exit(2);
}
const config = loadConfig();
const handle = await connect({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateToLatest(handle.db);
  const started = Date.now();
  const r = await seedScale(handle.db, { bookings, messages });
  console.log(`added ${r.customers} customers, ${r.bookings} bookings, ${r.messages} messages, ${r.invoices} invoices in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
