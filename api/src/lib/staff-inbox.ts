/**
 * The staff desk's inbox (issue 23): every booking, the latest activity first, 50 a page. One
 * statement of three set-based parts whatever the page holds: the page (keyset on (activity_at, booking_id), with
 * each row's last message, invoice state and customer documents joined laterally over the page's
 * rows only), the rows per step under the filters, and the unread total. Neither count grows with
 * the history: each booking's unread count and the live bookings per step are kept by triggers
 * (migration 0017), so the tabs of the unfiltered and the unread-only inbox and the unread total
 * read six rows, and the unread filter's pages a partial index. The
 * cursor is opaque to the desk: base64url of the last row's activity time (in microseconds, as
 * stored: a millisecond cursor would skip rows of the same millisecond) and booking id.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { BookingStep, Database } from '../db/schema.ts';
import { badRequest } from './errors.ts';
import { contract, type PiState, type StaffInbox, type StaffInboxQuery, type StaffInboxRow } from './shared.ts';

const MAX_ID = 2_147_483_647;
/** The cursor's time: UTC with microseconds, as to_char writes it below. */
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor after the row (`at`: its activity time as `activityKey` selects it, `id`: its booking). */
export function encodeCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify([at, id])).toString('base64url');
}

/** The (activity time, booking id) of a cursor; 400 for anything this list did not hand out. */
export function decodeCursor(cursor: string): { at: string; id: number } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    const [at, id] = parsed as [unknown, unknown];
    // The time must be a real one: PostgreSQL would refuse 2026-02-30 with an error (a 500).
    if (typeof at === 'string' && CURSOR_TIME.test(at) && Number.isInteger(id) && (id as number) >= 1 && (id as number) <= MAX_ID) {
      const ms = `${at.slice(0, 23)}Z`;
      const d = new Date(ms);
      if (!Number.isNaN(d.getTime()) && d.toISOString() === ms && d.getUTCFullYear() >= 1) return { at, id: id as number };
    }
  }
  throw badRequest('after: not a cursor of this list.');
}

/** `q` as an ILIKE pattern matching it anywhere, its own % and _ taken literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The WHERE of the inbox for `q` (without the step with `withStep` false), and whether it reads the customer. */
function filters(q: StaffInboxQuery, withStep: boolean): { where: RawBuilder<unknown>; needsUser: boolean; kept: 'n' | 'unread_bookings' | null } {
  const conds: RawBuilder<unknown>[] = [sql`not b.flag_del`];
  let needsUser = false;
  if (withStep && q.step) conds.push(sql`b.booking_step = ${q.step}`);
  if (q.chat) conds.push(q.chat === 'open' ? sql`b.flag_inquiry` : sql`not b.flag_inquiry`);
  // With `not b.flag_del`, the predicate of the partial index bookings_unread_idx (its pages in activity order).
  if (q.unread) conds.push(sql`b.unread_cnt > 0`);
  if (q.country) {
    conds.push(sql`u.country = ${q.country}`);
    needsUser = true;
  }
  if (q.cargoType) conds.push(sql`b.cargo_type = ${q.cargoType}`);
  // Request days are UTC days; ranges on created_at itself, so an index could serve them.
  if (q.from) conds.push(sql`b.created_at >= (${q.from}::date)::timestamp at time zone 'UTC'`);
  if (q.to) conds.push(sql`b.created_at < (${q.to}::date + 1)::timestamp at time zone 'UTC'`);
  const text = q.q?.trim();
  if (text) {
    if (/^\d+$/.test(text)) {
      const id = Number(text);
      conds.push(id >= 1 && id <= MAX_ID ? sql`b.booking_id = ${id}` : sql`false`);
    } else {
      const pattern = containsPattern(text);
      conds.push(sql`(u.email ilike ${pattern} or u.name ilike ${pattern})`);
      needsUser = true;
    }
  }
  // The counts booking_step_counts keeps: of every live booking, or of those with unread messages.
  const kept = conds.length === 1 ? 'n' : conds.length === 2 && q.unread && !(withStep && q.step) ? 'unread_bookings' : null;
  return { where: sql.join(conds, sql` and `), needsUser, kept };
}

interface PageRow {
  booking_id: number;
  created_at: Date | string;
  activity_at: Date | string;
  activity_key: string;
  booking_step: BookingStep;
  cargo_type: StaffInboxRow['cargoType'];
  flag_inquiry: boolean;
  pending_owner: boolean;
  dpt_port_nm: string | null;
  arv_port_nm: string | null;
  arv_country: string | null;
  name: string;
  email: string;
  country: string | null;
  unread_cnt: number;
  last_content: string | null;
  last_at: Date | string | null;
  last_from_staff: boolean | null;
  pi_live: boolean | null;
  pi_downloaded: boolean | null;
  document_cnt: number;
}

const pageSize = contract.STAFF_INBOX_PAGE_SIZE;

/** Where the booking's invoices stand: a live one downloaded, a live one, only withdrawn ones, none. */
function piState(live: boolean | null, downloaded: boolean | null): PiState {
  if (live === null) return 'NONE';
  if (downloaded) return 'DOWNLOADED';
  return live ? 'ISSUED' : 'WITHDRAWN';
}

/** The unread total, kept per step (booking_step_counts). */
const unreadTotalQuery = () => sql<{ n: number }>`select coalesce(sum(unread_msgs), 0)::int as n from booking_step_counts`;

/** Unread customer messages over every booking that is not deleted (the header badge). */
export async function unreadTotal(db: Kysely<Database>): Promise<number> {
  const { rows } = await unreadTotalQuery().execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** The page and tab-count queries of `q` (the scale test EXPLAINs the page's). */
export function inboxQueries(q: StaffInboxQuery): { page: RawBuilder<PageRow>; counts: RawBuilder<{ booking_step: BookingStep; n: number }> } {
  if (q.from && q.to && q.to < q.from) throw badRequest('to: the end day cannot be before the start day.');
  const matching = filters(q, true);
  const all = filters(q, false);
  const after = q.after ? decodeCursor(q.after) : undefined;
  const keyset = after ? sql`and (b.activity_at, b.booking_id) < (${after.at}::timestamptz, ${after.id})` : sql.raw('');

  const pageQuery = sql<PageRow>`
    with page as (
      select b.booking_id, b.created_at, b.activity_at, b.booking_step, b.cargo_type, b.flag_inquiry, b.pending_owner,
             b.dpt_port_nm, b.arv_port_nm, b.arv_country, b.unread_cnt, u.name, u.email, u.country
      from bookings b join users u on u.id = b.user_id
      where ${matching.where} ${keyset}
      order by b.activity_at desc, b.booking_id desc
      limit ${pageSize + 1}
    )
    select page.*,
           to_char(page.activity_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as activity_key,
           last.content as last_content, last.created_at as last_at, last.from_staff as last_from_staff,
           pi.live as pi_live, pi.downloaded as pi_downloaded,
           docs.n as document_cnt
    from page
    left join lateral (
      select left(rtrim(split_part(i.content, chr(10), 1), chr(13)), 140) as content, i.created_at, i.from_staff
      from booking_inquiries i where i.booking_id = page.booking_id
      order by i.inquiry_id desc limit 1
    ) last on true
    cross join lateral (
      select bool_or(not p.flag_del) as live,
             bool_or(not p.flag_del and exists (select 1 from proforma_invoice_downloads d where d.pi_id = p.pi_id)) as downloaded
      from proforma_invoices p where p.booking_id = page.booking_id
    ) pi
    cross join lateral (
      select count(*)::int as n from booking_documents d
      where d.booking_id = page.booking_id and d.uploaded_by = 'CUSTOMER' and not d.flag_del
    ) docs
    order by page.activity_at desc, page.booking_id desc`;

  // The tabs' counts: kept per step for the unfiltered and the unread-only inbox, else counted
  // under the filters (the customer joined only when a filter reads it).
  const countQuery = all.kept
    ? sql<{ booking_step: BookingStep; n: number }>`select booking_step, ${sql.ref(all.kept)} as n from booking_step_counts`
    : sql<{ booking_step: BookingStep; n: number }>`
    select b.booking_step, count(*)::int as n
    from bookings b ${all.needsUser ? sql`join users u on u.id = b.user_id` : sql.raw('')}
    where ${all.where}
    group by b.booking_step`;

  return { page: pageQuery, counts: countQuery };
}

/** One inbox page for `q` (filters already parsed with StaffInboxQuerySchema). */
export async function readInbox(db: Kysely<Database>, q: StaffInboxQuery): Promise<StaffInbox> {
  const { page, counts: countQuery } = inboxQueries(q);
  // One statement, one round trip: the page's rows, the tabs' counts and the unread total (as
  // JSON; timestamps come as ISO strings).
  const { rows: [answer] } = await sql<{ rows: PageRow[]; steps: Array<{ booking_step: BookingStep; n: number }>; unread: number }>`
    select (select coalesce(json_agg(p order by p.activity_at desc, p.booking_id desc), '[]') from (${page}) p) as rows,
           (select coalesce(json_agg(c), '[]') from (${countQuery}) c) as steps,
           (${unreadTotalQuery()}) as unread`.execute(db);
  const rows = answer?.rows ?? [];
  const stepRows = answer?.steps ?? [];
  const unread = Number(answer?.unread ?? 0);

  const counts = { STEP1: 0, STEP2: 0, STEP3: 0, STEP4: 0, COMPLETE: 0, CANCEL: 0 };
  for (const r of stepRows) counts[r.booking_step] = Number(r.n);
  const total = q.step ? counts[q.step] : Object.values(counts).reduce((s, n) => s + n, 0);

  const more = rows.length > pageSize;
  const shown = more ? rows.slice(0, pageSize) : rows;
  const last = shown.at(-1);
  return {
    list: shown.map((r) => ({
      bookingId: r.booking_id,
      regDtm: new Date(r.created_at).toISOString(),
      activityDtm: new Date(r.activity_at).toISOString(),
      bookingStep: r.booking_step,
      cargoType: r.cargo_type,
      flagInquiry: r.flag_inquiry,
      customer: { name: r.name, email: r.email, country: r.country },
      dptPortNm: r.dpt_port_nm ?? '',
      arvPortNm: r.arv_port_nm ?? '',
      arvCountry: r.arv_country,
      unreadCnt: Number(r.unread_cnt),
      lastMessage: r.last_content !== null && r.last_at !== null ? { content: r.last_content, regDtm: new Date(r.last_at).toISOString(), fromStaff: Boolean(r.last_from_staff) } : null,
      piState: piState(r.pi_live, r.pi_downloaded),
      customerDocumentCnt: Number(r.document_cnt),
      pendingOwner: r.pending_owner,
    })),
    nextCursor: more && last ? encodeCursor(last.activity_key, last.booking_id) : null,
    total,
    counts,
    unreadTotal: unread,
  };
}
