/**
 * The staff desk's calls (role STAFF; a USER gets 403): the inbox (every booking, latest activity
 * first) and its unread badge, a booking in full with its trail, invoices and documents; read and
 * answer a chat (the customer gets an email in their language with a link to the booking), end a
 * chat, move a booking forward through its steps or to CANCEL, preview, issue (mailed to the
 * buyer) and withdraw a proforma invoice. Every act is a line of the booking's activity trail and
 * moves it up the inbox; every change is published to the booking's live stream.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { recordActivity } from '../../lib/activity.ts';
import { requireStaff } from '../../lib/booking-access.ts';
import { readBookingDetail } from '../../lib/bookings.ts';
import { postMessage, readMessages } from '../../lib/chat.ts';
import { chatReplyMail, invoiceMail } from '../../lib/desk-mail.ts';
import { tableDocumentStore } from '../../lib/document-store.ts';
import { badRequest, HttpError, notFound, unauthenticated } from '../../lib/errors.ts';
import { money, piNumber } from '../../lib/pi-pdf.ts';
import { userLang } from '../../lib/mail-layout.ts';
import { draftInvoice, invoicePdf, readInvoices } from '../../lib/pi.ts';
import type * as v from 'valibot';
import { contract, type Activity, type StaffBooking, type StaffPiBody } from '../../lib/shared.ts';
import { readInbox, unreadTotal } from '../../lib/staff-inbox.ts';
import { parseInput } from '../../lib/validate.ts';

type StaffBookingListQuery = v.InferOutput<typeof contract.StaffBookingListQuerySchema>;

const STEP_ORDER = ['STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE'] as const;

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The currency rules of an invoice body the schema cannot state (EUR needs a rate, USD none). */
function checkPiBody(body: StaffPiBody): void {
  if (body.curr === 'EUR' && body.currRate <= 0) throw badRequest('currRate is required with EUR.');
  if (body.curr === 'USD' && body.currRate !== 0) throw badRequest('currRate must be 0 with USD.');
}

/**
 * The desk's booking list queries for `q` (the route runs them; the query-plan test EXPLAINs
 * them): the total and the page, the latest changed first. Every booking has its customer (a
 * required reference), so the total needs no join: without the chat filter it is read from the
 * live bookings kept per step (booking_step_counts, migration 0017), with it counted over an index
 * (bookings_desk_chat_idx, migration 0023); the page reads an index in the list's order.
 */
export function deskBookingListQueries(db: Kysely<Database>, q: StaffBookingListQuery) {
  const count =
    q.flagInquiry === undefined
      ? sql<{ cnt: number }>`select coalesce(sum(n), 0)::int as cnt from booking_step_counts ${q.bookingStep ? sql`where booking_step = ${q.bookingStep}` : sql``}`
      : sql<{ cnt: number }>`select count(*)::int as cnt from bookings b where not b.flag_del and b.flag_inquiry = ${q.flagInquiry} ${q.bookingStep ? sql`and b.booking_step = ${q.bookingStep}` : sql``}`;
  let base = db.selectFrom('bookings as b').innerJoin('users as u', 'u.id', 'b.user_id').where('b.flag_del', '=', false);
  if (q.bookingStep) base = base.where('b.booking_step', '=', q.bookingStep);
  if (q.flagInquiry !== undefined) base = base.where('b.flag_inquiry', '=', q.flagInquiry);
  const rows = base
    .select(['b.booking_id', 'b.created_at', 'b.booking_step', 'b.cargo_type', 'b.flag_inquiry', 'b.pending_owner', 'u.name', 'u.email'])
    .select((eb) =>
      eb
        .selectFrom('booking_inquiries as i')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('i.booking_id', '=', 'b.booking_id')
        .where('i.from_staff', '=', false)
        .where('i.staff_read_at', 'is', null)
        .as('unread'),
    )
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.booking_id', 'desc')
    .limit(contract.BOOKING_PAGE_SIZE)
    .offset((q.page - 1) * contract.BOOKING_PAGE_SIZE);
  return { count, rows };
}

/** Registers the staff desk's routes. */
export const staffRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const booking = async (bookingId: number) => {
    const b = await app.db
      .selectFrom('bookings')
      .innerJoin('users', 'users.id', 'bookings.user_id')
      .select(['bookings.booking_id', 'bookings.booking_step', 'bookings.flag_inquiry', 'users.email', 'users.lang', 'users.name'])
      .where('bookings.booking_id', '=', bookingId)
      .where('bookings.flag_del', '=', false)
      .executeTakeFirst();
    if (!b) throw notFound('BOOKING_NOT_FOUND', 'No such booking.');
    return b;
  };

  // The desk's live stream of every booking: a new booking, a message, a step, an invoice or a
  // document reaches every open desk without a reload (across replicas through the booking events).
  app.get('/staff/stream', { config: { touchSession: false } }, async (req, reply) => {
    const staff = await requireStaff(app, req);
    const { session } = await app.sessions.context(req);
    if (!session) throw unauthenticated();
    app.liveStreams.open(req, reply, { topic: '*', session, user: staff, asStaff: true });
  });

  app.get('/staff/inbox', async (req, reply) => {
    await requireStaff(app, req);
    const q = parseInput(contract.StaffInboxQuerySchema, req.query);
    return noStore(reply).send(await readInbox(app.db, q));
  });

  // The shell's header badge asks this often: one count over the partial unread index.
  app.get('/staff/unread', async (req, reply) => {
    await requireStaff(app, req);
    return noStore(reply).send({ unreadTotal: await unreadTotal(app.db) });
  });

  app.get('/staff/booking/detail', async (req, reply) => {
    await requireStaff(app, req);
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    const detail = await readBookingDetail(app.db, bookingId);
    if (!detail) throw notFound('BOOKING_NOT_FOUND', 'No such booking.');
    const [customer, trail, invoices, invoiceFacts, documents] = await Promise.all([
      app.db
        .selectFrom('bookings as b')
        .innerJoin('users as u', 'u.id', 'b.user_id')
        .select(['u.id', 'u.name', 'u.email', 'u.country', 'u.mobile_country', 'u.mobile_number', 'u.lang', 'u.email_confirmed', 'b.pending_owner'])
        .where('b.booking_id', '=', bookingId)
        .executeTakeFirst(),
      app.db
        .selectFrom('booking_activity as a')
        .leftJoin('users as s', 's.id', 'a.staff_id')
        .select(['a.id', 'a.created_at', 'a.kind', 'a.detail', 'a.staff_id', 's.name as staff_name'])
        .where('a.booking_id', '=', bookingId)
        .orderBy('a.id')
        .execute(),
      readInvoices(app.db, { bookingId }, true),
      app.db
        .selectFrom('proforma_invoices as p')
        .leftJoin('proforma_invoice_downloads as d', 'd.pi_id', 'p.pi_id')
        .select(['p.pi_id', 'p.withdrawn_reason', sql<number>`count(d.id)::int`.as('downloads')])
        .where('p.booking_id', '=', bookingId)
        .groupBy(['p.pi_id', 'p.withdrawn_reason'])
        .execute(),
      tableDocumentStore(app.db).list(bookingId),
    ]);
    // Deleted between the two reads: a 404, not a 500.
    if (!customer) throw notFound('BOOKING_NOT_FOUND', 'No such booking.');
    const facts = new Map(invoiceFacts.map((f) => [f.pi_id, f]));
    const activity: Activity[] = trail.map((a) => ({
      id: a.id,
      at: new Date(a.created_at).toISOString(),
      kind: a.kind,
      staff: a.staff_id !== null && a.staff_name !== null ? { id: a.staff_id, name: a.staff_name } : null,
      detail: a.detail,
    }));
    const answer: StaffBooking = {
      booking: detail,
      customer: {
        id: customer.id,
        name: customer.name,
        email: customer.email,
        country: customer.country,
        mobileCountry: customer.mobile_country,
        mobileNumber: customer.mobile_number,
        lang: userLang(customer.lang),
        emailConfirmed: customer.email_confirmed,
      },
      pendingOwner: customer.pending_owner,
      activity,
      invoices: invoices.map((pi) => ({ ...pi, withdrawnReason: facts.get(pi.piId)?.withdrawn_reason ?? null, downloadCnt: Number(facts.get(pi.piId)?.downloads ?? 0) })),
      documents,
    };
    return noStore(reply).send(answer);
  });

  app.get('/staff/booking/list', async (req, reply) => {
    await requireStaff(app, req);
    const q = parseInput(contract.StaffBookingListQuerySchema, req.query);
    const queries = deskBookingListQueries(app.db, q);
    const [{ rows: [total] }, rows] = await Promise.all([queries.count.execute(app.db), queries.rows.execute()]);
    const cnt = Number(total?.cnt ?? 0);
    return reply.header('cache-control', 'no-store').send({
      cnt,
      list: rows.map((r) => ({
        bookingId: r.booking_id,
        regDtm: r.created_at.toISOString(),
        bookingStep: r.booking_step,
        cargoType: r.cargo_type,
        flagInquiry: r.flag_inquiry,
        customer: { name: r.name, email: r.email },
        staffUnreadCnt: Number(r.unread ?? 0),
        pendingOwner: r.pending_owner,
      })),
    });
  });

  app.get('/staff/inquiry/list', async (req, reply) => {
    await requireStaff(app, req);
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await booking(bookingId);
    return reply.header('cache-control', 'no-store').send({ list: await readMessages(app.db, bookingId) });
  });

  // The desk opened the chat: the customer's messages so far are read. Other desks refresh their
  // inbox from the booking event; the answer is the new header badge.
  app.put('/staff/inquiry/read', async (req, reply) => {
    await requireStaff(app, req);
    const { bookingId } = parseInput(contract.StaffReadQuerySchema, req.query);
    await booking(bookingId);
    const read = await app.db
      .updateTable('booking_inquiries')
      .set({ staff_read_at: sql`clock_timestamp()` })
      .where('booking_id', '=', bookingId)
      .where('from_staff', '=', false)
      .where('staff_read_at', 'is', null)
      .executeTakeFirst();
    if (Number(read.numUpdatedRows) > 0) await app.bookingEvents.publish({ bookingId, type: 'booking' });
    return noStore(reply).send({ unreadTotal: await unreadTotal(app.db) });
  });

  app.post('/staff/inquiry', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.CreateInquiryBodySchema, req.body);
    const b = await booking(body.bookingId);
    // postMessage records the REPLY line of the trail with the message.
    const message = await postMessage(app, { bookingId: body.bookingId, userId: staff.id, fromStaff: true, content: body.content });
    try {
      await app.mailer.send(chatReplyMail(config, b, staff.name, body.content));
    } catch (err) {
      // The reply is posted; a mail server hiccup must not turn it into an error.
      req.log.error({ err }, 'reply mail failed');
    }
    return reply.header('cache-control', 'no-store').send({ data: message });
  });

  app.put('/staff/inquiry/end', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await booking(bookingId);
    // Ending an ended chat again changes nothing and adds no trail line.
    const ended = await app.db.transaction().execute(async (trx) => {
      const res = await trx.updateTable('bookings').set({ flag_inquiry: false, updated_at: sql`now()` }).where('booking_id', '=', bookingId).where('flag_inquiry', '=', true).executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return false;
      await recordActivity(trx, bookingId, staff.id, 'CHAT_ENDED');
      return true;
    });
    if (ended) await app.bookingEvents.publish({ bookingId, type: 'booking' });
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });

  app.put('/staff/booking/step', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.StaffStepBodySchema, req.body);
    const b = await booking(body.bookingId);
    const from = b.booking_step;
    const finished = from === 'COMPLETE' || from === 'CANCEL';
    const forward = body.bookingStep !== 'CANCEL' && STEP_ORDER.indexOf(body.bookingStep) > STEP_ORDER.indexOf(from as (typeof STEP_ORDER)[number]);
    if (finished || !(forward || body.bookingStep === 'CANCEL')) throw new HttpError(409, 'STEP_NOT_ALLOWED', `A booking in ${from} cannot move to ${body.bookingStep}.`);
    await app.db.transaction().execute(async (trx) => {
      // Only the writer that still sees the old step moves it (two clicks, one move).
      const moved = await trx.updateTable('bookings').set({ booking_step: body.bookingStep, updated_at: sql`now()` }).where('booking_id', '=', body.bookingId).where('booking_step', '=', from).executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw new HttpError(409, 'STEP_NOT_ALLOWED', 'The booking changed meanwhile.');
      // The buyer's milestones name who moved it.
      await trx.insertInto('booking_step_history').values({ booking_id: body.bookingId, booking_step: body.bookingStep, staff_id: staff.id }).execute();
      await recordActivity(trx, body.bookingId, staff.id, 'STEP', `${from} -> ${body.bookingStep}`);
    });
    await app.bookingEvents.publish({ bookingId: body.bookingId, type: 'booking' });
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });

  app.post('/staff/pi', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.StaffPiBodySchema, req.body);
    checkPiBody(body);
    const b = await booking(body.bookingId);
    const totalUsd = body.itemList.reduce((s, i) => s + i.total, 0);
    const amount = money(contract.piAmount(totalUsd, body.curr, body.currRate), body.curr);
    const piId = await app.db.transaction().execute(async (trx) => {
      const { pi_id } = await trx
        .insertInto('proforma_invoices')
        .values({ booking_id: body.bookingId, staff_id: staff.id, due_date: body.dueDtm, curr: body.curr, curr_rate: body.currRate, memo: body.memo, downloadable: body.downloadable })
        .returning('pi_id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('proforma_invoice_items')
        .values(body.itemList.map((i, n) => ({ pi_id, description: i.description, unit_size: i.unitSize, total: i.total, sort_order: n })))
        .execute();
      await recordActivity(trx, body.bookingId, staff.id, 'PI_ISSUED', `P.I ${pi_id}, ${amount}`);
      return pi_id;
    });
    await app.bookingEvents.publish({ bookingId: body.bookingId, type: 'booking' });
    try {
      await app.mailer.send(invoiceMail(config, b, amount, body.dueDtm));
    } catch (err) {
      // The invoice is issued and on the buyer's page; a mail server hiccup must not undo that.
      req.log.error({ err, piId }, 'invoice mail failed');
    }
    return noStore(reply).send({ data: piId });
  });

  // The PDF the buyer would get for this body, saved nowhere (its number is PI-000000 until issued).
  app.post('/staff/pi/preview', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.StaffPiBodySchema, req.body);
    checkPiBody(body);
    const draft = await draftInvoice(app.db, body, staff.name);
    if (!draft) throw notFound('BOOKING_NOT_FOUND', 'No such booking.');
    const pdf = await invoicePdf(config, draft.pi, draft.lang);
    return noStore(reply)
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${piNumber(draft.pi.piId)}-preview.pdf"`)
      .send(pdf);
  });

  app.delete('/staff/pi', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const { piId, reason } = parseInput(contract.StaffPiWithdrawQuerySchema, req.query);
    const bookingId = await app.db.transaction().execute(async (trx) => {
      const pi = await trx
        .updateTable('proforma_invoices')
        .set({ flag_del: true, withdrawn_reason: reason })
        .where('pi_id', '=', piId)
        .where('flag_del', '=', false)
        .where((eb) => eb.exists(eb.selectFrom('bookings').select('booking_id').whereRef('bookings.booking_id', '=', 'proforma_invoices.booking_id').where('bookings.flag_del', '=', false)))
        .returning('booking_id')
        .executeTakeFirst();
      if (!pi) return undefined;
      await recordActivity(trx, pi.booking_id, staff.id, 'PI_WITHDRAWN', reason);
      return pi.booking_id;
    });
    if (bookingId === undefined) throw notFound('PI_NOT_FOUND', 'No such invoice.');
    await app.bookingEvents.publish({ bookingId, type: 'booking' });
    return noStore(reply).send({ ok: true });
  });
};
