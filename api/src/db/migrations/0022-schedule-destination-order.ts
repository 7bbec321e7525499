import type { Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The schedule stand-in's page for one destination at scale (issue 27; what the bench's
 * `--scale=100` measured, EXPLAIN ANALYZE on its 300,000 sailings): its default view (a
 * destination, no vessel type or line chosen) walked the departure index in page order and skipped
 * every other destination's sailings, about 3,300 of them for a page of 30 (60 ms), since the
 * destination index puts the type and the line before the departure. With the destination first
 * and the page order after it, the page is a range scan of that destination's upcoming sailings
 * that stops after 30 rows (0.1 ms), and its count an index-only scan.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('shipping_schedules_to_departure_idx').on('shipping_schedules').columns(['to_country', 'departure_at', 'schedule_code']).execute();
}

/** Drop the index. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('shipping_schedules_to_departure_idx').execute();
}
