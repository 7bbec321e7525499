/**
 * Migrate, then add a scaled data set (seed/scale.ts) to the configured database (DATABASE_URL,
 * or PGlite in PGLITE_DIR), once per database:
 *
 *   tsx src/db/seed-scale-cli.ts --scale=N           data at scale N (issue 27): scaleSizes(N), i.e.
 *                                                    500N customers, 1,000N bookings, 10,000N chat
 *                                                    messages, 3,000N sailings, 50N blog posts and
 *                                                    100N spot offers (95 % expired); N = 100 is
 *                                                    about 300,000 sailings and 1,000,000 messages
 *   tsx src/db/seed-scale-cli.ts [bookings] [messages]   the staff inbox's part alone (issue 23;
 *                                                    default 10,000 bookings and 200,000 messages)
 *
 * Deterministic (the same N on the same day gives the same rows). Run it on a database the demo
 * seed has filled (the api's first start in development): run first, its customers and sailings
 * would make the demo seed skip its own. Scaled customer 1 signs in as SCALE_BUYER
 * (scale-customer-1@example.com / ScaleBuyer#2026). Prints what it added and how long it took; on
 * PostgreSQL, N = 10 takes seconds and N = 100 a minute or two on two cores. `npm run bench --
 * --only=scale --scale=1,10,100` (bench/README.md) seeds and measures each N on a throwaway cluster.
 */
import { loadConfig } from '../config.ts';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { seedScale, type ScaleOptions } from './seed/scale.ts';

const USAGE = 'usage: tsx src/db/seed-scale-cli.ts --scale=N | [bookings] [messages]';

function parseArgs(argv: string[]): ScaleOptions {
  const scaleArg = argv.find((a) => a.startsWith('--scale='));
  if (scaleArg) {
    const scale = Number(scaleArg.slice('--scale='.length));
    if (argv.length !== 1 || !Number.isInteger(scale) || scale < 1) throw new Error(USAGE);
    return { scale };
  }
  if (argv.some((a) => a.startsWith('-'))) throw new Error(USAGE);
  const [bookings = 10_000, messages = 200_000] = argv.map(Number);
  if (!Number.isInteger(bookings) || !Number.isInteger(messages) || bookings < 1 || messages < 0) throw new Error(USAGE);
  return { bookings, messages };
}

let opts: ScaleOptions;
try {
  opts = parseArgs(process.argv.slice(2));
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(2);
}
const config = loadConfig();
const handle = await connect({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateToLatest(handle.db);
  const started = Date.now();
  const r = await seedScale(handle.db, opts);
  const n = (v: number) => v.toLocaleString('en-US');
  console.log(
    `${opts.scale !== undefined ? `scale ${opts.scale}: ` : ''}added ${n(r.customers)} customers, ${n(r.bookings)} bookings, ${n(r.messages)} messages, ${n(r.invoices)} invoices, ` +
      `${n(r.sailings)} sailings, ${n(r.posts)} blog posts, ${n(r.offers)} spot offers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await handle.close();
}
