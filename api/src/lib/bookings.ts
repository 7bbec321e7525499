/**
 * Reading a booking in the contract's shape (`BookingDetail`), shared by every route that shows
 * one: the spot confirmation page, the customer's booking detail and the staff desk. Callers
 * decide who may read which booking; this module only reads.
 */
import { sql, type Kysely } from 'kysely';
import type { BookingStep, Database } from '../db/schema.ts';
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
      countryNm: countryName(b.user_country),
      mobileCountry: b.user_mobile_country,
      mobileNumber: b.user_mobile_number,
    },
    milestones: history.map((h) => ({ bookingStep: h.booking_step, regDtm: h.at })),
  };
}
