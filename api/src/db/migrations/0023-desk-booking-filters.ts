import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * The staff desk's booking list filtered (issue 27): by step, or by whether the chat is open, its
 * pages in the list's order (updated_at desc, then the id). The unfiltered list has its index
 * (bookings_desk_list_idx, migration 0021) and its total kept per step (booking_step_counts,
 * migration 0017); a step's total is that step's row there. With the chat filter the total is
 * counted: an index-only scan of the second index (the step included for the two filters
 * together) instead of every live booking joined to its customer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index bookings_desk_step_idx on bookings (booking_step, updated_at desc, booking_id desc) where not flag_del`.execute(db);
  await sql`create index bookings_desk_chat_idx on bookings (flag_inquiry, updated_at desc, booking_id desc) include (booking_step) where not flag_del`.execute(db);
}

/** Drop the two indexes. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('bookings_desk_chat_idx').execute();
  await db.schema.dropIndex('bookings_desk_step_idx').execute();
}
