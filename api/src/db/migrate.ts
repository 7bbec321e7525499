import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m0001 from './migrations/0001-initial.ts';
import * as m0002 from './migrations/0002-bookings.ts';
import * as m0003 from './migrations/0003-member.ts';
import * as m0004 from './migrations/0004-hardening.ts';
import * as m0005 from './migrations/0005-freight.ts';
import * as m0006 from './migrations/0006-bookings-chat.ts';
import * as m0007 from './migrations/0007-content.ts';
import * as m0010 from './migrations/0010-booking-access.ts';
import * as m0011 from './migrations/0011-login-throttle-per-address.ts';
import * as m0012 from './migrations/0012-staff-desk.ts';
import * as m0013 from './migrations/0013-documents.ts';
import * as m0014 from './migrations/0014-step-staff.ts';
import * as m0015 from './migrations/0015-quote-item.ts';
import * as m0016 from './migrations/0016-document-removed.ts';
import * as m0017 from './migrations/0017-inbox-counters.ts';
import * as m0018 from './migrations/0018-staff-offers.ts';
import * as m0019 from './migrations/0019-quote-rates-desk.ts';
import * as m0020 from './migrations/0020-staff-posts.ts';
import * as m0021 from './migrations/0021-desk-list-order.ts';
import * as m0022 from './migrations/0022-schedule-destination-order.ts';
import * as m0023 from './migrations/0023-desk-booking-filters.ts';
import * as m0024 from './migrations/0024-offer-window-index.ts';
import * as m0026 from './migrations/0026-step-counts-at-commit.ts';
import * as m0027 from './migrations/0027-desk-tab-counts.ts';
import type { Database } from './schema.ts';

/** Every migration, in order. Imported statically so the same list runs under tsx and in tests. */
const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-bookings': m0002,
  '0003-member': m0003,
  '0004-hardening': m0004,
  '0005-freight': m0005,
  '0006-bookings-chat': m0006,
  '0007-content': m0007,
  '0010-booking-access': m0010,
  '0011-login-throttle-per-address': m0011,
  '0012-staff-desk': m0012,
  '0013-documents': m0013,
  '0014-step-staff': m0014,
  '0015-quote-item': m0015,
  '0016-document-removed': m0016,
  '0017-inbox-counters': m0017,
  '0018-staff-offers': m0018,
  '0019-quote-rates-desk': m0019,
  '0020-staff-posts': m0020,
  '0021-desk-list-order': m0021,
  '0022-schedule-destination-order': m0022,
  '0023-desk-booking-filters': m0023,
  '0024-offer-window-index': m0024,
  '0026-step-counts-at-commit': m0026,
  '0027-desk-tab-counts': m0027,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Bring the schema to the latest migration; throws (and the app does not start) on failure. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Numbers are reserved per feature branch and merged in any order: a kept database that has
  // a later one must still take an earlier one merged afterwards.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
