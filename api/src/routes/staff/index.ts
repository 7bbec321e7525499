/**
 * The staff desk's calls (role STAFF; a USER gets 403): list bookings, read and answer a chat
 * (the customer gets an email in their language with a link to the booking), end a chat, move a
 * booking forward through its steps or to CANCEL, issue and withdraw a proforma invoice. Every
 * change is published to the booking's live stream.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { requireStaff } from '../../lib/booking-access.ts';
import { postMessage, readMessages } from '../../lib/chat.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { contract, type Lang } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

const STEP_ORDER = ['STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE'] as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reply mail in the customer's language. */
const REPLY_MAIL: Record<Lang, { subject: (id: number) => string; intro: (staff: string, brand: string) => string; open: string }> = {
  en: { subject: (id) => `New reply to your booking ${id}`, intro: (s, b) => `${s} from ${b} answered your booking chat:`, open: 'Open the booking' },
  es: { subject: (id) => `Nueva respuesta a tu reserva ${id}`, intro: (s, b) => `${s} de ${b} respondió en el chat de tu reserva:`, open: 'Abrir la reserva' },
  ru: { subject: (id) => `Новый ответ по вашему бронированию ${id}`, intro: (s, b) => `${s} из ${b} ответил(а) в чате вашего бронирования:`, open: 'Открыть бронирование' },
};

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

  app.get('/staff/booking/list', async (req, reply) => {
    await requireStaff(app, req);
    const q = parseInput(contract.StaffBookingListQuerySchema, req.query);
    let base = app.db.selectFrom('bookings as b').innerJoin('users as u', 'u.id', 'b.user_id').where('b.flag_del', '=', false);
    if (q.bookingStep) base = base.where('b.booking_step', '=', q.bookingStep);
    if (q.flagInquiry !== undefined) base = base.where('b.flag_inquiry', '=', q.flagInquiry);
    const [{ cnt }, rows] = await Promise.all([
      base.select(sql<number>`count(*)::int`.as('cnt')).executeTakeFirstOrThrow(),
      base
        .select(['b.booking_id', 'b.created_at', 'b.booking_step', 'b.cargo_type', 'b.flag_inquiry', 'u.name', 'u.email'])
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
        .offset((q.page - 1) * contract.BOOKING_PAGE_SIZE)
        .execute(),
    ]);
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
      })),
    });
  });

  app.get('/staff/inquiry/list', async (req, reply) => {
    await requireStaff(app, req);
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await booking(bookingId);
    return reply.header('cache-control', 'no-store').send({ list: await readMessages(app.db, bookingId) });
  });

  app.post('/staff/inquiry', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.CreateInquiryBodySchema, req.body);
    const b = await booking(body.bookingId);
    const message = await postMessage(app, { bookingId: body.bookingId, userId: staff.id, fromStaff: true, content: body.content });
    const lang: Lang = b.lang === 'es' || b.lang === 'ru' ? b.lang : 'en';
    const t = REPLY_MAIL[lang];
    const link = `${config.publicUrl}/my-booking-list/detail/${b.booking_id}`;
    const brand = config.runtimeConfig.brand.host;
    try {
      await app.mailer.send({
        to: b.email,
        subject: t.subject(b.booking_id),
        text: `${t.intro(staff.name, brand)}\n\n${body.content}\n\n${t.open}: ${link}\n`,
        html: `<p>${escapeHtml(t.intro(staff.name, brand))}</p><blockquote>${escapeHtml(body.content).replaceAll('\n', '<br>')}</blockquote><p><a href="${link}">${escapeHtml(t.open)}</a></p>`,
      });
    } catch (err) {
      // The reply is posted; a mail server hiccup must not turn it into an error.
      req.log.error({ err }, 'reply mail failed');
    }
    return reply.header('cache-control', 'no-store').send({ data: message });
  });

  app.put('/staff/inquiry/end', async (req, reply) => {
    await requireStaff(app, req);
    const { bookingId } = parseInput(contract.BookingIdQuerySchema, req.query);
    await booking(bookingId);
    await app.db.updateTable('bookings').set({ flag_inquiry: false, updated_at: sql`now()` }).where('booking_id', '=', bookingId).execute();
    await app.bookingEvents.publish({ bookingId, type: 'booking' });
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });

  app.put('/staff/booking/step', async (req, reply) => {
    await requireStaff(app, req);
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
      await trx.insertInto('booking_step_history').values({ booking_id: body.bookingId, booking_step: body.bookingStep }).execute();
    });
    await app.bookingEvents.publish({ bookingId: body.bookingId, type: 'booking' });
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });

  app.post('/staff/pi', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.StaffPiBodySchema, req.body);
    if (body.curr === 'EUR' && body.currRate <= 0) throw badRequest('currRate is required with EUR.');
    if (body.curr === 'USD' && body.currRate !== 0) throw badRequest('currRate must be 0 with USD.');
    await booking(body.bookingId);
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
      return pi_id;
    });
    await app.bookingEvents.publish({ bookingId: body.bookingId, type: 'booking' });
    return reply.header('cache-control', 'no-store').send({ data: piId });
  });

  app.delete('/staff/pi', async (req, reply) => {
    await requireStaff(app, req);
    const { piId } = parseInput(contract.PiIdQuerySchema, req.query);
    const pi = await app.db.updateTable('proforma_invoices').set({ flag_del: true }).where('pi_id', '=', piId).where('flag_del', '=', false).returning('booking_id').executeTakeFirst();
    if (!pi) throw notFound('PI_NOT_FOUND', 'No such invoice.');
    await app.bookingEvents.publish({ bookingId: pi.booking_id, type: 'booking' });
    return reply.header('cache-control', 'no-store').send({ ok: true });
  });
};
