/**
 * Booking chat: reading messages in the contract's shape, posting one (customer or staff) and
 * telling the live streams about it. Callers decide who may touch which booking.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/schema.ts';
import { activityExcerpt, recordActivity, touchBooking } from './activity.ts';
import { HttpError } from './errors.ts';
import type { ChatMessage } from './shared.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The query of `bookingId`'s messages, newest first (optionally only `inquiryId`); the query-plan test EXPLAINs it. */
export function messagesQuery(db: Kysely<Database>, bookingId: number, inquiryId?: number) {
  let q = db
    .selectFrom('booking_inquiries as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.inquiry_id', 'i.booking_id', 'i.content', 'i.created_at', 'i.updated_at', 'i.client_read_at', 'i.from_staff', 'u.name'])
    .where('i.booking_id', '=', bookingId);
  if (inquiryId !== undefined) q = q.where('i.inquiry_id', '=', inquiryId);
  return q.orderBy('i.inquiry_id', 'desc');
}

/** Messages of `bookingId`, newest first (optionally only `inquiryId`). */
export async function readMessages(db: Kysely<Database>, bookingId: number, inquiryId?: number): Promise<ChatMessage[]> {
  const rows = await messagesQuery(db, bookingId, inquiryId).execute();
  return rows.map(toMessage);
}

/**
 * The messages of `bookingId` after `afterId`, oldest first, at most `limit`: what a live stream
 * reopened with `Last-Event-ID` missed while it was away (plugins/live-streams.ts).
 */
export async function readMessagesAfter(db: Kysely<Database>, bookingId: number, afterId: number, limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom('booking_inquiries as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.inquiry_id', 'i.booking_id', 'i.content', 'i.created_at', 'i.updated_at', 'i.client_read_at', 'i.from_staff', 'u.name'])
    .where('i.booking_id', '=', bookingId)
    .where('i.inquiry_id', '>', afterId)
    .orderBy('i.inquiry_id', 'asc')
    .limit(limit)
    .execute();
  return rows.map(toMessage);
}

/** The id of the newest message of `bookingId` (0 when it has none): where a new stream starts. */
export async function lastMessageId(db: Kysely<Database>, bookingId: number): Promise<number> {
  const row = await db.selectFrom('booking_inquiries').select((eb) => eb.fn.max('inquiry_id').as('id')).where('booking_id', '=', bookingId).executeTakeFirst();
  return Number(row?.id ?? 0);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesQuery>['execute']>>[number];

function toMessage(r: MessageRow): ChatMessage {
  return {
    inquiryId: r.inquiry_id,
    bookingId: r.booking_id,
    content: r.content,
    regDtm: r.created_at.toISOString(),
    modDtm: r.updated_at.toISOString(),
    clientReadDtm: iso(r.client_read_at),
    regUser: { auth: r.from_staff ? 'STAFF' : 'USER', name: r.name },
  };
}

/**
 * Post a message to an open chat. The booking row is locked for the insert, so a chat that is
 * being ended cannot take one more message, and concurrent posts keep their order (serial ids
 * are handed out one after the other under the lock). 409 INQUIRY_CLOSED when the chat ended.
 */
export async function postMessage(app: FastifyInstance, opts: { bookingId: number; userId: number; fromStaff: boolean; content: string }): Promise<ChatMessage> {
  let notified = false;
  const inquiryId = await app.db.transaction().execute(async (trx) => {
    const booking = await trx.selectFrom('bookings').select(['flag_inquiry']).where('booking_id', '=', opts.bookingId).forUpdate().executeTakeFirst();
    if (!booking) throw new HttpError(404, 'BOOKING_NOT_FOUND', 'No such booking.');
    if (!booking.flag_inquiry) throw new HttpError(409, 'INQUIRY_CLOSED', 'This consultation has already ended.');
    const now = sql<Date>`clock_timestamp()`;
    await trx.updateTable('bookings').set({ updated_at: now }).where('booking_id', '=', opts.bookingId).execute();
    // A staff reply is a line of the desk's trail; a customer message only moves the booking up the inbox.
    if (opts.fromStaff) await recordActivity(trx, opts.bookingId, opts.userId, 'REPLY', activityExcerpt(opts.content));
    else await touchBooking(trx, opts.bookingId);
    // Last, just before the commit: a customer's message and staff reading them change the unread
    // counts, whose triggers update the step's row of booking_step_counts (migration 0017), one row
    // every post of a step waits for. Held for these two statements only, not the whole transaction
    // (issue 27: 200 buyers posting queued up behind it).
    // Writing is reading: the author has seen everything up to their own message.
    if (opts.fromStaff) await trx.updateTable('booking_inquiries').set({ staff_read_at: now }).where('booking_id', '=', opts.bookingId).where('from_staff', '=', false).where('staff_read_at', 'is', null).execute();
    else await trx.updateTable('booking_inquiries').set({ client_read_at: now }).where('booking_id', '=', opts.bookingId).where('from_staff', '=', true).where('client_read_at', 'is', null).execute();
    const row = await trx
      .insertInto('booking_inquiries')
      .values({
        booking_id: opts.bookingId,
        user_id: opts.userId,
        from_staff: opts.fromStaff,
        content: opts.content,
      })
      .returning('inquiry_id')
      .executeTakeFirstOrThrow();
    // The live streams hear of it with the commit itself (PostgreSQL), even if this process dies next.
    notified = await app.bookingEvents.publishWith(trx, { bookingId: opts.bookingId, type: 'inquiry', inquiryId: row.inquiry_id });
    return row.inquiry_id;
  });
  const [message] = await readMessages(app.db, opts.bookingId, inquiryId);
  if (!notified) await app.bookingEvents.publish({ bookingId: opts.bookingId, type: 'inquiry', inquiryId }).catch((err: unknown) => app.log.error({ err }, 'booking event publish failed'));
  return message!;
}

/** Unread staff messages per booking for the customer's list. */
export async function unreadCounts(db: Kysely<Database>, bookingIds: number[]): Promise<Map<number, number>> {
  if (!bookingIds.length) return new Map();
  const rows = await db
    .selectFrom('booking_inquiries')
    .select(['booking_id', sql<number>`count(*)::int`.as('n')])
    .where('booking_id', 'in', bookingIds)
    .where('from_staff', '=', true)
    .where('client_read_at', 'is', null)
    .groupBy('booking_id')
    .execute();
  return new Map(rows.map((r) => [r.booking_id, r.n]));
}
