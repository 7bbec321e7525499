/**
 * The staff desk's activity trail (issue 23) and the inbox's order: every act on a booking is
 * recorded with who did it, and moves the booking's `activity_at` (the inbox lists the most
 * recent activity first). Call inside the act's transaction when it has one.
 */
import { sql, type Kysely } from 'kysely';
import type { ActivityKind, Database } from '../db/schema.ts';

/** Record `kind` on `bookingId` by `staffId` (null: the customer), and move its activity time. */
export async function recordActivity(db: Kysely<Database>, bookingId: number, staffId: number | null, kind: ActivityKind, detail = ''): Promise<void> {
  await db.insertInto('booking_activity').values({ booking_id: bookingId, staff_id: staffId, kind, detail }).execute();
  await touchBooking(db, bookingId);
}

/** Move the booking's activity time to now (a customer message, a new booking: no trail line). */
export async function touchBooking(db: Kysely<Database>, bookingId: number): Promise<void> {
  await db.updateTable('bookings').set({ activity_at: sql`clock_timestamp()` }).where('booking_id', '=', bookingId).execute();
}

/** The first `max` characters of `text` on one line (whitespace runs become one space), for a trail line. */
export function activityExcerpt(text: string, max = 80): string {
  // Cut by code points: a split surrogate pair would be a lone surrogate in the JSON.
  return Array.from(text.replace(/\s+/g, ' ').trim()).slice(0, max).join('');
}
