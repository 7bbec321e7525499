import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Sign-in limits that a stranger cannot turn against an owner or an office (issue 22): the
 * per-account lock is kept per account and client address, so failures from other addresses
 * never lock the owner out; the per-address limit counts failures only, in its own table. The
 * old counters are only counters: they are dropped, not carried over.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttle').ifExists().execute();
  await db.schema
    .createTable('login_throttle')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('login_throttle_pkey', ['email', 'address'])
    .execute();
  await db.schema.createIndex('login_throttle_updated_at_idx').on('login_throttle').column('updated_at').execute();

  await db.schema
    .createTable('login_address_throttle')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_address_throttle_updated_at_idx').on('login_address_throttle').column('updated_at').execute();
}

/** Back to 0004's per-account table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_address_throttle').ifExists().execute();
  await db.schema.dropTable('login_throttle').ifExists().execute();
  await db.schema
    .createTable('login_throttle')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('login_throttle_updated_at_idx').on('login_throttle').column('updated_at').execute();
}
