import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Booking chat and proforma invoices (spec 2 "Chat", "Proforma invoice (P.I)", section 3):
 * - booking_inquiries: one row per chat message, customer or staff; `client_read_at` is when the
 *   customer read a staff message (unread badge, "Chat ended" divider), `staff_read_at` the same
 *   for the staff desk. The serial id is the order messages were posted in.
 * - proforma_invoices + proforma_invoice_items: invoices a staff member issues for a booking;
 *   withdrawing one sets flag_del. `downloadable` lets staff prepare one before the buyer may
 *   download it.
 * - proforma_invoice_downloads: every recorded download (PUT /svc/pi/download).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_inquiries')
    .addColumn('inquiry_id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('from_staff', 'boolean', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('client_read_at', 'timestamptz')
    .addColumn('staff_read_at', 'timestamptz')
    .addCheckConstraint('booking_inquiries_content_check', sql`length(content) between 1 and 4000`)
    .execute();
  await db.schema.createIndex('booking_inquiries_booking_idx').on('booking_inquiries').columns(['booking_id', 'inquiry_id']).execute();

  await db.schema
    .createTable('proforma_invoices')
    .addColumn('pi_id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('curr', 'text', (c) => c.notNull())
    .addColumn('curr_rate', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('memo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('downloadable', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('flag_del', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('proforma_invoices_curr_check', sql`curr in ('USD', 'EUR') and curr_rate >= 0 and (curr = 'USD' or curr_rate > 0)`)
    .execute();
  await db.schema.createIndex('proforma_invoices_booking_idx').on('proforma_invoices').columns(['booking_id', 'pi_id']).execute();

  await db.schema
    .createTable('proforma_invoice_items')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pi_id', 'integer', (c) => c.notNull().references('proforma_invoices.pi_id').onDelete('cascade'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('unit_size', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('proforma_invoice_items_total_check', sql`total >= 0`)
    .execute();
  await db.schema.createIndex('proforma_invoice_items_pi_idx').on('proforma_invoice_items').columns(['pi_id', 'sort_order']).execute();

  await db.schema
    .createTable('proforma_invoice_downloads')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('pi_id', 'integer', (c) => c.notNull().references('proforma_invoices.pi_id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

/** Undo the chat and invoice tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('proforma_invoice_downloads').ifExists().execute();
  await db.schema.dropTable('proforma_invoice_items').ifExists().execute();
  await db.schema.dropTable('proforma_invoices').ifExists().execute();
  await db.schema.dropTable('booking_inquiries').ifExists().execute();
}
