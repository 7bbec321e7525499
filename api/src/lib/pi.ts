/**
 * Proforma invoices in the contract's shape (spec 2 section 3): the items' USD total and the
 * amount in the invoice's currency (EUR = USD total x currRate, rounded up).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { contract, data, type ProformaInvoice } from './shared.ts';

const countryName = (code: string | null) => (code ? (data.countryByCode(code)?.nameEn ?? code) : '');

/** The invoices of `bookingId` (or the one `piId`), newest first, withdrawn ones included only with `withDeleted`. */
export async function readInvoices(db: Kysely<Database>, where: { bookingId?: number; piId?: number }, withDeleted = false): Promise<ProformaInvoice[]> {
  let q = db
    .selectFrom('proforma_invoices as p')
    .innerJoin('bookings as b', 'b.booking_id', 'p.booking_id')
    .innerJoin('users as buyer', 'buyer.id', 'b.user_id')
    .innerJoin('users as staff', 'staff.id', 'p.staff_id')
    .select([
      'p.pi_id',
      'p.booking_id',
      'p.curr',
      'p.curr_rate',
      'p.memo',
      'p.downloadable',
      'p.flag_del',
      sql<string>`to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('reg_day'),
      sql<string>`to_char(p.due_date, 'YYYY-MM-DD')`.as('due_day'),
      'buyer.name as buyer_name',
      'staff.name as staff_name',
      'b.dpt_country',
      'b.dpt_port_nm',
      'b.arv_country',
      'b.arv_port_nm',
    ])
    .where('b.flag_del', '=', false);
  if (where.bookingId !== undefined) q = q.where('p.booking_id', '=', where.bookingId);
  if (where.piId !== undefined) q = q.where('p.pi_id', '=', where.piId);
  if (!withDeleted) q = q.where('p.flag_del', '=', false);
  const rows = await q.orderBy('p.pi_id', 'desc').execute();
  if (!rows.length) return [];
  const items = await db
    .selectFrom('proforma_invoice_items')
    .select(['pi_id', 'description', 'unit_size', 'total'])
    .where(
      'pi_id',
      'in',
      rows.map((r) => r.pi_id),
    )
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((r) => {
    const itemList = items.filter((i) => i.pi_id === r.pi_id).map((i) => ({ description: i.description, unitSize: i.unit_size, total: i.total }));
    const totalUsd = itemList.reduce((s, i) => s + i.total, 0);
    return {
      piId: r.pi_id,
      bookingId: r.booking_id,
      regDtm: r.reg_day,
      dueDtm: r.due_day,
      buyerName: r.buyer_name,
      staff: { name: r.staff_name },
      curr: r.curr,
      currRate: r.curr_rate,
      itemList,
      memo: { content: r.memo },
      dptCountry: r.dpt_country,
      dptCountryNm: countryName(r.dpt_country),
      dptPortNm: r.dpt_port_nm ?? '',
      arvCountry: r.arv_country,
      arvCountryNm: countryName(r.arv_country),
      arvPortNm: r.arv_port_nm ?? '',
      totalUsd,
      totalCurr: contract.piAmount(totalUsd, r.curr, r.curr_rate),
      downloadable: r.downloadable,
      flagDel: r.flag_del,
    };
  });
}
