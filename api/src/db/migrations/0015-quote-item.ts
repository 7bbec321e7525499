import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * What a quotation booking's item is, as the wizard sent it (issue 28): category, make, model,
 * year, fuel, weight, whether it runs, services; JSON text read back with the contract's
 * QuoteItemSchema. Pages name each part in the reader's language from it; the item name column
 * keeps a plain "make model" for anything that only reads text. Null for spot bookings.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_items').addColumn('quote_item', 'text').execute();
}

/** Drop the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('booking_items').dropColumn('quote_item').execute();
}
