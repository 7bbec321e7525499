import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The staff desk (issue 23):
 * - bookings.activity_at: the latest of booked, a message, a step, an invoice, a document; the
 *   inbox lists by it (newest first) with keyset pagination on (activity_at, booking_id).
 * - booking_activity: the trail of what staff (or the customer, for their own acts) did on a
 *   booking, with who and when.
 * - proforma_invoices.withdrawn_reason: why staff withdrew an invoice.
 * - a partial index over unread customer messages (the inbox's unread counts and total), and the
 *   indexes that keep the inbox within its budget at 10,000 bookings (test/routes/staff-desk.test.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('activity_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await sql`update bookings set activity_at = greatest(created_at, updated_at, coalesce((select max(i.created_at) from booking_inquiries i where i.booking_id = bookings.booking_id), created_at))`.execute(db);
  await db.schema.createIndex('bookings_activity_idx').on('bookings').columns(['activity_at desc', 'booking_id desc']).execute();
  await db.schema.createIndex('bookings_step_activity_idx').on('bookings').columns(['booking_step', 'activity_at desc', 'booking_id desc']).execute();
  await sql`create index booking_inquiries_unread_idx on booking_inquiries (booking_id) where not from_staff and staff_read_at is null`.execute(db);
  // The unread total leaves out deleted bookings by an anti-join against these few rows, not a
  // hash of every booking; the tabs' counts read the step of live bookings from an index.
  await sql`create index bookings_deleted_idx on bookings (booking_id) where flag_del`.execute(db);
  await sql`create index bookings_live_step_idx on bookings (booking_step) where not flag_del`.execute(db);
  // The inbox's invoice state: is a live invoice downloaded.
  await db.schema.createIndex('proforma_invoice_downloads_pi_idx').on('proforma_invoice_downloads').column('pi_id').execute();

  await db.schema
    .createTable('booking_activity')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addCheckConstraint('booking_activity_kind_check', sql`kind in ('REPLY', 'CHAT_ENDED', 'STEP', 'PI_ISSUED', 'PI_WITHDRAWN', 'DOCUMENT', 'OWNER_CONFIRMED')`)
    .execute();
  await db.schema.createIndex('booking_activity_booking_idx').on('booking_activity').columns(['booking_id', 'id']).execute();

  await db.schema.alterTable('proforma_invoices').addColumn('withdrawn_reason', 'text').execute();
}

/** Undo the desk's columns and tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('proforma_invoices').dropColumn('withdrawn_reason').execute();
  await db.schema.dropTable('booking_activity').ifExists().execute();
  await sql`drop index if exists booking_inquiries_unread_idx`.execute(db);
  await sql`drop index if exists proforma_invoice_downloads_pi_idx`.execute(db);
  await db.schema.alterTable('bookings').dropColumn('activity_at').execute();
}
