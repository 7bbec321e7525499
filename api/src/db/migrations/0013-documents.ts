import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Booking documents (issue 23): the buyer's transfer receipt, staff's loading photos and shipping
 * documents. The bytes live in the row (bytea) so every api replica on the same PostgreSQL serves
 * them; the checks repeat the api's limits (type, size), so nothing else can slip in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('booking_documents')
    .addColumn('document_id', 'serial', (c) => c.primaryKey())
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('uploaded_by', 'text', (c) => c.notNull())
    .addColumn('uploader_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addColumn('flag_del', 'boolean', (c) => c.notNull().defaultTo(false))
    .addCheckConstraint('booking_documents_kind_check', sql`kind in ('RECEIPT', 'LOADING_PHOTO', 'BL_DRAFT', 'EXPORT_DECLARATION', 'OTHER')`)
    .addCheckConstraint('booking_documents_type_check', sql`content_type in ('application/pdf', 'image/jpeg', 'image/png')`)
    .addCheckConstraint('booking_documents_side_check', sql`uploaded_by in ('CUSTOMER', 'STAFF')`)
    .addCheckConstraint('booking_documents_size_check', sql`size > 0 and size <= 10485760 and octet_length(bytes) = size`)
    .addCheckConstraint('booking_documents_name_check', sql`char_length(file_name) between 1 and 200`)
    .execute();
  await sql`create index booking_documents_booking_idx on booking_documents (booking_id, uploaded_by) where not flag_del`.execute(db);
}

/** Drop the documents table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('booking_documents').ifExists().execute();
}
