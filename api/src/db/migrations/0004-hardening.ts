import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Abuse limits that hold across api replicas: the rate-limit counters and the per-account
 * sign-in throttle live in the database. Indexes for the housekeeping timer, which deletes
 * expired sessions and counters by these columns.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_at_idx').on('rate_limits').column('reset_at').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_throttle_updated_at_idx').on('login_throttle').column('updated_at').execute();

  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_last_seen_at_idx').on('sessions').column('last_seen_at').execute();
}

/** Drops what up() made. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('sessions_last_seen_at_idx').ifExists().execute();
  await db.schema.dropIndex('sessions_expires_at_idx').ifExists().execute();
  await db.schema.dropTable('login_throttle').ifExists().execute();
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
