import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Staff publish spot offers from the desk (issue 24):
 * - spot_freight.updated_at / updated_by: when and by whom an offer last changed (the desk's list);
 * - offer_activity: the trail of every change to an offer, with the staff member;
 * - indexes for the desk's list (by deadline) and its booking count per offer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('spot_freight').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('spot_freight').addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await sql`update spot_freight set updated_at = created_at`.execute(db);
  await db.schema
    .createTable('offer_activity')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('fre_rate_legacy_id', 'integer', (c) => c.notNull().references('spot_freight.fre_rate_legacy_id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addCheckConstraint('offer_activity_kind_check', sql`kind in ('CREATED', 'EDITED', 'SOLD_OUT', 'REOPENED', 'ENDED')`)
    .execute();
  await db.schema.createIndex('offer_activity_offer_idx').on('offer_activity').columns(['fre_rate_legacy_id', 'id']).execute();
  await db.schema.createIndex('spot_freight_deadline_idx').on('spot_freight').columns(['deposit_expiration_date', 'fre_rate_legacy_id']).execute();
  await sql`create index bookings_offer_idx on bookings (fre_rate_legacy_id) where fre_rate_legacy_id is not null`.execute(db);
}

/** Undo the desk's offer columns and trail. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_offer_idx').execute();
  await db.schema.dropIndex('spot_freight_deadline_idx').execute();
  await db.schema.dropTable('offer_activity').execute();
  await db.schema.alterTable('spot_freight').dropColumn('updated_by').execute();
  await db.schema.alterTable('spot_freight').dropColumn('updated_at').execute();
}
