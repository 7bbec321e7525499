/**
 * Bookings shared by every route: reading one in the contract's shape (`BookingDetail`: the spot
 * confirmation page, the customer's booking detail, the staff desk), and making one from a
 * booking request (the spot offer form and the quotation wizard). Callers decide who may read
 * which booking.
 */
import { sql, type Insertable, type Kysely } from 'kysely';
import type { BookingItemsTable, BookingsTable, BookingStep, Database } from '../db/schema.ts';
import { badRequest, notFound } from './errors.ts';
import { data, type BookingDetail } from './shared.ts';

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
    db.selectFrom('booking_items').select(['item_name', 'item_detail', 'cargo_size']).where('booking_id', '=', bookingId).orderBy('sort_order').orderBy('item_id').execute(),
    db
      .selectFrom('booking_step_history')
      .select(['booking_step', sql<string>`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as('at')])
      .where('booking_id', '=', bookingId)
      .orderBy('created_at')
      .orderBy('id')
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
    itemList: items.map((i) => ({ itemName: i.item_name, itemDetail: i.item_detail, cargoSize: i.cargo_size })),
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
    milestones: history.map((h) => ({ bookingStep: h.booking_step, regDtm: h.at })),
  };
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** The currency fields of spec 2 section 7: EUR carries a rate and its day (yyyymmdd), USD neither. */
export function checkCurrency(body: { curr: 'USD' | 'EUR'; currRate: number; currDate: string }): void {
  if (body.curr === 'EUR' && (body.currRate <= 0 || body.currDate === '')) throw badRequest('currRate and currDate are required with EUR.');
  if (body.curr === 'USD' && (body.currRate !== 0 || body.currDate !== '')) throw badRequest('currRate must be 0 and currDate empty with USD.');
}

/** The account a booking request is made for: the one of `email`, registered by the form just before. */
export async function requesterId(db: Kysely<Database>, email: string): Promise<number> {
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!user) throw notFound('USER_NOT_FOUND', 'Register the requester before booking.');
  return user.id;
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
      return booking_id;
    });
  } catch (err) {
    const winner = (err as { code?: string }).code === UNIQUE_VIOLATION ? await bookingOfRequest(db, booking.user_id, booking.request_id ?? undefined) : undefined;
    if (winner) return winner;
    throw err;
  }
}
