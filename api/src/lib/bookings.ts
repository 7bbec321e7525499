/**
 * Bookings shared by every route: reading one in the contract's shape (`BookingDetail`: the spot
 * confirmation page, the customer's booking detail, the staff desk), and making one from a
 * booking request (the spot offer form and the quotation wizard). Callers decide who may read
 * which booking.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Insertable, Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { BookingItemsTable, BookingsTable, BookingStep, Database } from '../db/schema.ts';
import { touchBooking } from './activity.ts';
import type { OutgoingMail } from '../plugins/mail.ts';
import { bookingClaimMail, bookingWelcomeMail, SETUP_TTL_HOURS } from './booking-mail.ts';
import { CLAIM_TTL_DAYS, grantBookingAccess, issueBookingToken } from './booking-tokens.ts';
import { isoTimeSql } from './dates.ts';
import { badRequest, notFound } from './errors.ts';
import { issueToken, UNUSABLE_PASSWORD_PREFIX } from './user-tokens.ts';
import * as v from 'valibot';
import { contract, data, type BookingDetail, type QuoteItem } from './shared.ts';

/** English names of the steps (the front ends translate by step code). */
export const BOOKING_STEP_NAMES: Record<BookingStep, string> = {
  STEP1: 'Request submitted',
  STEP2: 'Request reviewed',
  STEP3: 'Invoice issued',
  STEP4: 'Transfer receipt uploaded',
  COMPLETE: 'Complete',
  CANCEL: 'Cancelled',
};

/** English names of the shipping types. */
export const CARGO_TYPE_NAMES: Record<BookingDetail['cargoType'], string> = {
  RORO: 'Ro-Ro',
  CONT: 'Container',
  CONS: 'Consolidation',
  BULK: 'Bulk',
};

const countryName = (code: string | null) => (code ? (data.countryByCode(code)?.nameEn ?? code) : '');

/** A quotation item kept as JSON text, read back through the contract (anything else reads as none). */
function quoteItemOf(text: string | null): QuoteItem | null {
  if (!text) return null;
  try {
    const parsed = v.safeParse(contract.QuoteItemSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** The booking `bookingId` in full, or undefined when it does not exist or is deleted. */
export async function readBookingDetail(db: Kysely<Database>, bookingId: number): Promise<BookingDetail | undefined> {
  const b = await db
    .selectFrom('bookings')
    .innerJoin('users', 'users.id', 'bookings.user_id')
    .selectAll('bookings')
    .select(['users.name as user_name', 'users.email as user_email', 'users.country as user_country', 'users.mobile_country as user_mobile_country', 'users.mobile_number as user_mobile_number'])
    .where('bookings.booking_id', '=', bookingId)
    .where('bookings.flag_del', '=', false)
    .executeTakeFirst();
  if (!b) return undefined;
  const [items, history] = await Promise.all([
    db.selectFrom('booking_items').select(['item_name', 'item_detail', 'cargo_size', 'quote_item']).where('booking_id', '=', bookingId).orderBy('sort_order').orderBy('item_id').execute(),
    db
      .selectFrom('booking_step_history as h')
      .leftJoin('users as staff', 'staff.id', 'h.staff_id')
      .select(['h.booking_step', 'staff.name as staff_name', isoTimeSql('h.created_at').as('at')])
      .where('h.booking_id', '=', bookingId)
      .orderBy('h.created_at')
      .orderBy('h.id')
      .execute(),
  ]);
  return {
    bookingId: b.booking_id,
    regDtm: b.created_at.toISOString(),
    bookingStep: b.booking_step,
    bookingStepNm: BOOKING_STEP_NAMES[b.booking_step],
    cargoType: b.cargo_type,
    cargoTypeNm: CARGO_TYPE_NAMES[b.cargo_type],
    dptCountry: b.dpt_country,
    dptCountryNm: countryName(b.dpt_country),
    dptPortNm: b.dpt_port_nm ?? '',
    arvCountry: b.arv_country,
    arvCountryNm: countryName(b.arv_country),
    arvPortNm: b.arv_port_nm ?? '',
    flagDel: b.flag_del,
    flagInquiry: b.flag_inquiry,
    flagSpot: b.flag_spot,
    itemList: items.map((i) => ({ itemName: i.item_name, itemDetail: i.item_detail, cargoSize: i.cargo_size, quote: quoteItemOf(i.quote_item) })),
    memo: { content: b.memo },
    freight: { oceanFreight: b.ocean_freight, surcharge: b.surcharge, total: b.ocean_freight + b.surcharge },
    curr: b.curr,
    currRate: b.curr_rate,
    regUser: {
      name: b.user_name,
      email: b.user_email,
      country: b.user_country,
      countryNm: countryName(b.user_country),
      mobileCountry: b.user_mobile_country,
      mobileNumber: b.user_mobile_number,
    },
    milestones: history.map((h) => ({ bookingStep: h.booking_step, regDtm: h.at, staffName: h.staff_name ?? null })),
  };
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** The currency fields of spec 2 section 7: EUR carries a rate and its day (yyyymmdd), USD neither. */
export function checkCurrency(body: { curr: 'USD' | 'EUR'; currRate: number; currDate: string }): void {
  if (body.curr === 'EUR' && (body.currRate <= 0 || body.currDate === '')) throw badRequest('currRate and currDate are required with EUR.');
  if (body.curr === 'USD' && (body.currRate !== 0 || body.currDate !== '')) throw badRequest('currRate must be 0 and currDate empty with USD.');
}

/** The account a booking request is made for, and whether the booking waits for its owner. */
export interface BookingRequester {
  id: number;
  email: string;
  name: string;
  lang: string;
  /**
   * Asked for by someone not signed in to a confirmed account with that account's email: the
   * booking stays out of the account's list until the owner confirms it from a mail (issue 22).
   */
  pendingOwner: boolean;
  /** A password-less account nobody has confirmed (a visitor's booking made it): mail a set-password link. */
  needsPassword: boolean;
}

/**
 * The account of `email` (registered by the form just before), as the request's session sees
 * it: its own session books into it directly; anyone else's booking for a confirmed account waits
 * for the owner. An unconfirmed account has no proven owner yet: it takes the booking, and whoever
 * proves the mailbox later (confirmation, reset, set-password link) sees it.
 */
export async function bookingRequester(app: FastifyInstance, req: FastifyRequest, email: string): Promise<BookingRequester> {
  const user = await app.db.selectFrom('users').select(['id', 'email', 'name', 'lang', 'email_confirmed', 'pwd_hash']).where('email', '=', email).executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND', 'Register the requester before booking.');
  const { user: signedIn } = await app.sessions.context(req);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    lang: user.lang,
    pendingOwner: user.email_confirmed && signedIn?.id !== user.id,
    needsPassword: !user.email_confirmed && user.pwd_hash.startsWith(UNUSABLE_PASSWORD_PREFIX),
  };
}

/**
 * After a booking call made (or found again) booking `bookingId`: the browser that made it gets
 * its access cookie (the confirmation page), and a booking waiting for its owner mails them the
 * confirmation link (once, when it was made).
 */
export async function afterBooking(
  app: FastifyInstance,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  bookingId: number,
  requester: BookingRequester,
  made: { route: string } | null,
): Promise<void> {
  await grantBookingAccess(app.db, config, reply, bookingId);
  if (!made) return;
  // The staff desk's inbox shows a new booking at once.
  await app.bookingEvents.publish({ bookingId, type: 'booking' });
  if (requester.needsPassword) {
    // The visitor can reach My Booking through this mail's one-time link (issue 23); the latest
    // booking's link replaces an earlier one.
    const token = await issueToken(app.db, requester.id, 'SETUP', SETUP_TTL_HOURS, new Date(), JSON.stringify({ bookingId }));
    await sendBookingMail(req, bookingWelcomeMail(config, requester, bookingId, made.route, token), bookingId);
    return;
  }
  if (!requester.pendingOwner) return;
  const token = await issueBookingToken(app.db, bookingId, 'CLAIM', CLAIM_TTL_DAYS * 86_400_000);
  await sendBookingMail(req, bookingClaimMail(config, requester, bookingId, made.route, token), bookingId);
  req.log.info({ bookingId }, 'booking waits for its owner');
}

/** Send a booking mail; a failure is logged, the booking stands (staff see it and can reach the customer). */
async function sendBookingMail(req: FastifyRequest, mail: OutgoingMail, bookingId: number): Promise<void> {
  try {
    await req.server.mailer.send(mail);
  } catch (err) {
    req.log.error({ err, bookingId }, 'booking mail failed');
  }
}

/** The booking an earlier submit with this `requestId` made, if any (a double click books once). */
export async function bookingOfRequest(db: Kysely<Database>, userId: number, requestId: string | undefined): Promise<number | undefined> {
  if (!requestId) return undefined;
  const row = await db.selectFrom('bookings').select('booking_id').where('user_id', '=', userId).where('request_id', '=', requestId).executeTakeFirst();
  return row?.booking_id;
}

/**
 * Make a STEP1 booking with its item lines and its first milestone, in one transaction. When a
 * second submit with the same `request_id` raced this one and won, its booking is the answer.
 */
export async function insertBooking(
  db: Kysely<Database>,
  booking: Omit<Insertable<BookingsTable>, 'booking_step'>,
  items: Array<Omit<Insertable<BookingItemsTable>, 'booking_id'>>,
): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const { booking_id } = await trx.insertInto('bookings').values({ ...booking, booking_step: 'STEP1' }).returning('booking_id').executeTakeFirstOrThrow();
      await trx.insertInto('booking_items').values(items.map((item, i) => ({ sort_order: i, ...item, booking_id }))).execute();
      await trx.insertInto('booking_step_history').values({ booking_id, booking_step: 'STEP1' }).execute();
      // A new booking tops the staff inbox; it is the customer's act, so no trail line.
      await touchBooking(trx, booking_id);
      return booking_id;
    });
  } catch (err) {
    const winner = (err as { code?: string }).code === UNIQUE_VIOLATION ? await bookingOfRequest(db, booking.user_id, booking.request_id ?? undefined) : undefined;
    if (winner) return winner;
    throw err;
  }
}
