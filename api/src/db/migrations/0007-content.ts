import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** The equipment-service stand-in's listings (the hot items of /contents/hotItems). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('hot_items')
    .addColumn('listing_id', 'integer', (c) => c.primaryKey())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('category_name', 'text', (c) => c.notNull())
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('price', 'integer')
    .addColumn('thumbnail', 'text', (c) => c.notNull())
    .addColumn('detail_url', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('hot_items_price_check', sql`price is null or price >= 0`)
    .execute();
  await db.schema.createIndex('hot_items_category_idx').on('hot_items').columns(['category', 'sort_order']).execute();
}

/** Drop the hot items. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('hot_items').ifExists().execute();
}
