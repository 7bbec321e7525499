/**
 * Proforma invoices in the contract's shape (spec 2 section 3): the items' USD total and the
 * amount in the invoice's currency (EUR = USD total x currRate, rounded up); and the PDF's input
 * (the buyer's language, the seller and its bank from the configuration), for a saved invoice or
 * for an unsaved one (the desk's preview prints exactly what issuing it would give the buyer).
 */
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { userLang } from './mail-layout.ts';
import { renderInvoicePdf } from './pi-pdf.ts';
import { contract, data, type BankDetails, type Lang, type ProformaInvoice, type StaffPiBody } from './shared.ts';

const countryName = (code: string | null) => (code ? (data.countryByCode(code)?.nameEn ?? code) : '');

/** What an invoice row and its booking give the contract's shape (saved or not). */
interface InvoiceFacts {
  pi_id: number;
  booking_id: number;
  curr: 'USD' | 'EUR';
  curr_rate: number;
  memo: string;
  downloadable: boolean;
  flag_del: boolean;
  reg_day: string;
  due_day: string;
  buyer_name: string;
  staff_name: string;
  dpt_country: string;
  dpt_port_nm: string | null;
  arv_country: string | null;
  arv_port_nm: string | null;
}

/** The invoice `r` with its items in the contract's shape. */
function toInvoice(r: InvoiceFacts, itemList: ProformaInvoice['itemList']): ProformaInvoice {
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
}

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
  return rows.map((r) =>
    toInvoice(
      r,
      items.filter((i) => i.pi_id === r.pi_id).map((i) => ({ description: i.description, unitSize: i.unit_size, total: i.total })),
    ),
  );
}

/**
 * The invoice `body` would be if `staffName` issued it now, unsaved (piId 0): the same facts
 * `readInvoices` gives a saved one, and the buyer's language; undefined when the booking does not
 * exist or is deleted.
 */
export async function draftInvoice(db: Kysely<Database>, body: StaffPiBody, staffName: string): Promise<{ pi: ProformaInvoice; lang: Lang } | undefined> {
  const b = await db
    .selectFrom('bookings as b')
    .innerJoin('users as buyer', 'buyer.id', 'b.user_id')
    .select([
      'b.booking_id',
      'b.dpt_country',
      'b.dpt_port_nm',
      'b.arv_country',
      'b.arv_port_nm',
      'buyer.name as buyer_name',
      'buyer.lang',
      sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD')`.as('reg_day'),
    ])
    .where('b.booking_id', '=', body.bookingId)
    .where('b.flag_del', '=', false)
    .executeTakeFirst();
  if (!b) return undefined;
  const pi = toInvoice(
    { ...b, pi_id: 0, curr: body.curr, curr_rate: body.currRate, memo: body.memo, downloadable: body.downloadable, flag_del: false, due_day: body.dueDtm, staff_name: staffName },
    body.itemList.map((i) => ({ description: i.description, unitSize: i.unitSize, total: i.total })),
  );
  return { pi, lang: userLang(b.lang) };
}

/** The seller block of the PDF: the brand and the bank of the runtime configuration. */
export function invoiceSeller(config: Config): { name: string; email: string; phone: string; bank: BankDetails } {
  const { brand, bank } = config.runtimeConfig;
  return { name: brand.host, email: brand.email, phone: brand.phone, bank };
}

/** The PDF of `pi` as its buyer gets it (`lang`: the buyer's language). */
export function invoicePdf(config: Config, pi: ProformaInvoice, lang: Lang): Promise<Buffer> {
  return renderInvoicePdf(pi, lang, invoiceSeller(config));
}
