import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The staff desk's offer and booking lists at scale (issue 27): both show the latest changed
 * first (updated_at desc, then the id), a page at a time, and had no index in that order. Every
 * request sorted the whole table, and the offer list hashed every user for its editor's name before
 * the sort (10,000 offers, 50,000 users: about 100 ms a page, which the bench's `--scale=100`
 * measured). With these indexes a page reads its rows in order and stops after them (under 1 ms),
 * the editor and the customer looked up for those rows only, as the blog posts' desk list already
 * does (board_posts_desk_idx, migration 0020).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('spot_freight_desk_idx').on('spot_freight').columns(['updated_at desc', 'fre_rate_legacy_id desc']).execute();
  await sql`create index bookings_desk_list_idx on bookings (updated_at desc, booking_id desc) where not flag_del`.execute(db);
}

/** Drop the two indexes. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_desk_list_idx').execute();
  await db.schema.dropIndex('spot_freight_desk_idx').execute();
}
