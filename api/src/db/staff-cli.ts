/**
 * `pnpm --filter @forwarder/api staff <email> "<name>"`, the password in STAFF_PASSWORD (never on
 * the command line, where the process list shows it): migrate, then create that staff account or
 * make the account staff. How a production site gets its staff (README "Configuration"):
 *
 *   docker compose exec -e STAFF_PASSWORD api node --import tsx src/db/staff-cli.ts mina.park@forwarder.example "Mina Park"
 */
import { loadConfig } from '../config.ts';
import { connect } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { StaffAccountError, upsertStaffAccount } from './staff-account.ts';

const [email, name] = process.argv.slice(2);
const password = process.env.STAFF_PASSWORD ?? '';
if (!email || !name) {
  console.error('usage: STAFF_PASSWORD=… pnpm staff <email> "<name>"');
  process.exit(2);
}
const config = loadConfig();
const handle = await connect({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
try {
  await migrateToLatest(handle.db);
  const done = await upsertStaffAccount(handle.db, { email, name, password });
  console.log(done === 'created' ? `staff account ${email} created` : `${email} is now staff (its password was replaced, its sessions ended)`);
} catch (err) {
  if (!(err instanceof StaffAccountError)) throw err;
  console.error(`staff account not changed: ${err.message}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
