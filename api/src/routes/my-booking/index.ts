/**
 * The customer's bookings (spec 2 "My Booking list", "Booking detail", "Chat", "Proforma
 * invoice"): list and list-more, detail, chat list, create-inquiry, mark-read, the live stream
 * (server-sent events), the invoice, its download record and its PDF. Every call is scoped to
 * the signed-in owner (another customer's id answers 404) and answers `no-store`.
 */
import { sql, type Kysely } from 'kysely';
import type * as v from 'valibot';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requireBooking } from '../../lib/booking-access.ts';
import { readBookingDetail } from '../../lib/bookings.ts';
import { postMessage, readMessages, unreadCounts } from '../../lib/chat.ts';
import { HttpError, notFound, unauthenticated } from '../../lib/errors.ts';
import { piNumber } from '../../lib/pi-pdf.ts';
import { userLang } from '../../lib/mail-layout.ts';
import { invoicePdf, readInvoices } from '../../lib/pi.ts';
import { contract, data, type BookingListItem } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';
import { parseLastEventId } from '../../plugins/live-streams.ts';

const IN_PROGRESS = ['STEP1', 'STEP2', 'STEP3', 'STEP4'] as const;
const FINISHED = ['COMPLETE', 'CANCEL'] as const;
/** yyyy.MM.dd -> yyyy-MM-dd. */
const day = (s: string) => s.replaceAll('.', '-');

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

type BookingListQuery = v.InferOutput<typeof contract.BookingListQuerySchema>;

/**
 * The customer's booking list queries (the route runs them; the query-plan test EXPLAINs them):
 * the count and the page of `userId`'s bookings under `q`, the newest first, each with its last message.
 */
export function bookingListQueries(db: Kysely<Database>, userId: number, q: BookingListQuery) {
  let base = db.selectFrom('bookings as b').where('b.user_id', '=', userId).where('b.flag_del', '=', false).where('b.pending_owner', '=', false);
  base = base.where('b.booking_step', 'in', q.flagBookingProgress ? [...IN_PROGRESS] : [...FINISHED]);
  if (q.regDtmS) base = base.where(sql<boolean>`(b.created_at at time zone 'UTC')::date >= ${day(q.regDtmS)}::date`);
  if (q.regDtmE) base = base.where(sql<boolean>`(b.created_at at time zone 'UTC')::date <= ${day(q.regDtmE)}::date`);
  if (q.cargoType) base = base.where('b.cargo_type', '=', q.cargoType);
  if (q.flagInquiry !== undefined) base = base.where('b.flag_inquiry', '=', q.flagInquiry);
  if (q.bookingId !== undefined) base = base.where('b.booking_id', '=', q.bookingId);
  return {
    count: base.select(sql<number>`count(*)::int`.as('cnt')),
    rows: base
      .select(['b.booking_id', 'b.created_at', 'b.booking_step', 'b.cargo_type', 'b.arv_country', 'b.flag_inquiry'])
      .select((eb) => [
        eb.selectFrom('booking_inquiries as i').select('i.content').whereRef('i.booking_id', '=', 'b.booking_id').orderBy('i.inquiry_id', 'desc').limit(1).as('last_content'),
        eb.selectFrom('booking_inquiries as i').select('i.created_at').whereRef('i.booking_id', '=', 'b.booking_id').orderBy('i.inquiry_id', 'desc').limit(1).as('last_at'),
      ])
      .orderBy('b.created_at', 'desc')
      .orderBy('b.booking_id', 'desc')
      .limit(contract.BOOKING_PAGE_SIZE)
      .offset((q.page - 1) * contract.BOOKING_PAGE_SIZE),
  };
}

/** Registers the customer's booking routes. */
export const myBookingRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const list = async (userId: number, query: unknown) => {
    const q = parseInput(contract.BookingListQuerySchema, query);
    const queries = bookingListQueries(app.db, userId, q);
    const [{ cnt }, rows] = await Promise.all([queries.count.executeTakeFirstOrThrow(), queries.rows.execute()]);
    const unread = await unreadCounts(
      app.db,
      rows.map((r) => r.booking_id),
    );
    const items: BookingListItem[] = rows.map((r) => ({
      bookingId: r.booking_id,
      regDtm: r.created_at.toISOString(),
      bookingStep: r.booking_step,
      cargoType: r.cargo_type,
      arvCountry: r.arv_country,
      arvCountryNm: r.arv_country ? (data.countryByCode(r.arv_country)?.nameEn ?? r.arv_country) : '',
      flagInquiry: r.flag_inquiry,
      inquiryList: r.last_content != null && r.last_at != null ? [{ content: r.last_content, regDtm: new Date(r.last_at).toISOString() }] : [],
      inquiryUnreadCnt: unread.get(r.booking_id) ?? 0,
    }));
    return { cnt, list: items };
  };

  app.get('/svc/booking/list', async (req, reply) => {
    const user = await app.sessions.requireUser(req);
    return noStore(reply).send(await list(user.id, req.query));
  });

  // "More" is the same query from page 2 on; the client appends its rows.
  app.get('/svc/booking/list/more', async (req, reply) => {
    const user = await app.sessions.requireUser(req);
    return noStore(reply).send(await list(user.id, req.query));
  });

  app.get('/svc/booking/detail', async (req, reply) => {
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await requireBooking(app, req, bookingId);
    const booking = await readBookingDetail(app.db, bookingId);
    if (!booking) throw notFound('BOOKING_NOT_FOUND', 'No such booking.');
    return noStore(reply).send(booking);
  });

  app.get('/svc/inquiry/list', async (req, reply) => {
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await requireBooking(app, req, bookingId);
    return noStore(reply).send({ list: await readMessages(app.db, bookingId) });
  });

  app.post('/svc/inquiry', { config: { rateLimit: { max: 120, timeWindow: config.rateLimit.windowMs } } }, async (req, reply) => {
    const body = parseInput(contract.CreateInquiryBodySchema, req.body);
    const { user } = await requireBooking(app, req, body.bookingId);
    const message = await postMessage(app, { bookingId: body.bookingId, userId: user.id, fromStaff: user.role === 'STAFF', content: body.content });
    return noStore(reply).send({ data: message });
  });

  // The customer opened (or is looking at) the chat: staff messages so far are read.
  app.put('/svc/inquiry/read', async (req, reply) => {
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    const { user } = await requireBooking(app, req, bookingId);
    const col = user.role === 'STAFF' ? 'staff_read_at' : 'client_read_at';
    await app.db
      .updateTable('booking_inquiries')
      .set({ [col]: sql`clock_timestamp()` })
      .where('booking_id', '=', bookingId)
      .where('from_staff', '=', user.role !== 'STAFF')
      .where(col, 'is', null)
      .execute();
    return noStore(reply).send({ inquiryUnreadCnt: 0 });
  });

  // The stream itself (fan-out, caps, heartbeats, ending with the session) is plugins/live-streams.ts.
  app.get('/svc/inquiry/stream', { config: { touchSession: false } }, async (req, reply) => {
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    const { user, booking } = await requireBooking(app, req, bookingId);
    const { session } = await app.sessions.context(req);
    if (!session) throw unauthenticated();
    // The browser's EventSource reopens with the id of the last event it had: what it missed comes first.
    app.liveStreams.open(req, reply, { topic: bookingId, session, user, asStaff: booking.user_id !== user.id, lastEventId: parseLastEventId(req.headers['last-event-id']) });
  });

  app.get('/cmn/pi', async (req, reply) => {
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await requireBooking(app, req, bookingId);
    return noStore(reply).send({ data: { list: await readInvoices(app.db, { bookingId }) } });
  });

  /** The invoice `piId` when its booking is the caller's (staff: any) and it is not withdrawn. */
  const invoiceFor = async (req: Parameters<typeof requireBooking>[1], piId: number) => {
    const [pi] = await readInvoices(app.db, { piId });
    if (!pi) {
      await app.sessions.requireUser(req);
      throw notFound('PI_NOT_FOUND', 'No such invoice.');
    }
    try {
      const { user } = await requireBooking(app, req, pi.bookingId);
      return { pi, user };
    } catch (err) {
      // Someone else's invoice looks exactly like a missing one.
      if (err instanceof HttpError && err.statusCode === 404) throw notFound('PI_NOT_FOUND', 'No such invoice.');
      throw err;
    }
  };

  app.put('/svc/pi/download', async (req, reply) => {
    const { piId } = parseInput(contract.PiIdQuerySchema, req.query);
    const { pi, user } = await invoiceFor(req, piId);
    if (!pi.downloadable) throw new HttpError(409, 'PI_NOT_DOWNLOADABLE', 'This invoice cannot be downloaded yet.');
    await app.db.insertInto('proforma_invoice_downloads').values({ pi_id: piId, user_id: user.id }).execute();
    return noStore(reply).send({ ok: true });
  });

  app.get('/svc/pi/pdf', async (req, reply) => {
    const { piId } = parseInput(contract.PiIdQuerySchema, req.query);
    const { pi } = await invoiceFor(req, piId);
    if (!pi.downloadable) throw new HttpError(409, 'PI_NOT_DOWNLOADABLE', 'This invoice cannot be downloaded yet.');
    // The buyer's language, whoever downloads it.
    const buyer = await app.db.selectFrom('bookings').innerJoin('users', 'users.id', 'bookings.user_id').select('users.lang').where('bookings.booking_id', '=', pi.bookingId).executeTakeFirstOrThrow();
    // The same document the staff desk previews: seller and bank from the runtime configuration.
    const pdf = await invoicePdf(config, pi, userLang(buyer.lang));
    return noStore(reply)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${piNumber(pi.piId)}.pdf"`)
      .send(pdf);
  });
};
