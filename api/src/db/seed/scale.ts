/**
 * A scaled data set for the staff inbox's performance check (issue 23): `bookings` bookings of
 * `customers` customers and `messages` chat messages, with invoices on some, written by a few
 * set-based statements (generate_series), so 10,000 bookings and 200,000 messages take seconds.
 * Deterministic: the same arguments give the same rows (times count back from `base`). Its rows
 * are marked (emails `scale-…@example.com`, memo SCALE_MEMO); once per database (a second run
 * throws). `tsx src/db/seed-scale-cli.ts` runs it on the configured database.
 */
import { sql, type Kysely } from 'kysely';
import { data } from '../../lib/shared.ts';
import type { Database } from '../schema.ts';

const PLACES: Record<string, string> = { GH: 'Tema', NG: 'Lagos', CL: 'San Antonio', RU: 'Vladivostok', KE: 'Mombasa', TZ: 'Dar es Salaam', EG: 'Alexandria', LY: 'Tripoli' };

/** The memo every scaled booking carries (how the statements below find them). */
export const SCALE_MEMO = 'scale seed';

/** How big, and from when. */
export interface ScaleOptions {
  bookings: number;
  messages: number;
  /** Customers the bookings are spread over (default: one per five bookings). */
  customers?: number;
  /** The newest booking's time; older ones go back 47 minutes each. */
  base?: Date;
}

/** What was inserted. */
export interface ScaleResult {
  customers: number;
  bookings: number;
  messages: number;
  invoices: number;
  /** A customer name that exists (for a name search). */
  sampleName: string;
}

/** The name of scaled customer `n` (1-based), as the seed writes it. */
export const scaleCustomerName = (n: number) => `Scale Customer ${String(n).padStart(5, '0')}`;

/** Insert the scaled data set (see the file's comment). */
export async function seedScale(db: Kysely<Database>, opts: ScaleOptions): Promise<ScaleResult> {
  const nBookings = opts.bookings;
  const nMessages = opts.messages;
  const nCustomers = opts.customers ?? Math.max(1, Math.ceil(nBookings / 5));
  const base = (opts.base ?? new Date('2026-06-01T00:00:00Z')).toISOString();
  // Destinations and customer countries, with a port of each.
  const places = Object.entries(PLACES).map(([iso2, port]) => ({ code: data.countryByIso2(iso2)?.code, port }));
  const countries = places.map((p) => p.code).filter((c): c is string => c !== undefined);
  const ports = places.filter((p) => p.code !== undefined).map((p) => p.port);

  return db.transaction().execute(async (trx) => {
    const { rows: there } = await sql<{ n: number }>`select count(*)::int as n from bookings where memo = ${SCALE_MEMO}`.execute(trx);
    if (Number(there[0]?.n ?? 0) > 0) throw new Error('the scaled data set is already in this database');
    // A staff member the staff messages and invoices are by.
    await sql`
      insert into users (email, name, pwd_hash, role, lang, curr, flag_subscribe, price_masked, email_confirmed)
      values ('scale-staff@example.com', 'Scale Staff', '!', 'STAFF', 'en', 'USD', false, false, true)
      on conflict (email) do nothing`.execute(trx);
    // '!' is no argon2 hash: nobody signs in as these accounts.
    await sql`
      insert into users (email, name, pwd_hash, country, role, lang, curr, flag_subscribe, price_masked, email_confirmed)
      select 'scale-customer-' || g || '@example.com', 'Scale Customer ' || lpad(g::text, 5, '0'), '!',
             (${sql.val(countries)}::text[])[1 + g % ${countries.length}], 'USER',
             (array['en', 'es', 'ru'])[1 + g % 3], 'USD', false, false, g % 10 <> 0
      from generate_series(1, ${nCustomers}::int) g
      on conflict (email) do nothing`.execute(trx);

    // Steps: a third in STEP1, the rest spread over the others; every 97th booking deleted.
    await sql`
      insert into bookings (user_id, booking_step, cargo_type, dpt_country, dpt_port, dpt_port_nm, arv_country, arv_port, arv_port_nm,
                            memo, flag_inquiry, flag_del, pending_owner, created_at, updated_at, activity_at)
      select u.id, s.step, (array['RORO', 'CONT', 'CONS', 'BULK'])[1 + g % 4], 'C1570', 'KRINC', 'Incheon',
             (${sql.val(countries)}::text[])[1 + g % ${countries.length}], 'XXPRT', (${sql.val(ports)}::text[])[1 + g % ${ports.length}],
             ${SCALE_MEMO}, s.step not in ('COMPLETE', 'CANCEL'), g % 97 = 0, g % 50 = 0, t.at, t.at, t.at
      from generate_series(1, ${nBookings}::int) g
      join users u on u.email = 'scale-customer-' || (1 + g % ${nCustomers}) || '@example.com'
      cross join lateral (select (array['STEP1', 'STEP1', 'STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE', 'CANCEL', 'STEP2'])[1 + g % 9] as step) s
      cross join lateral (select ${base}::timestamptz - g * interval '47 minutes' as at) t`.execute(trx);

    // Messages in rounds over the bookings (round r is the r-th message of each booking, r hours
    // after it was made): customer and staff by turns. The last customer message of every third
    // booking is unread by staff; staff messages of the last round unread by the customer.
    await sql`
      with bk as (
        select booking_id, user_id, created_at, row_number() over (order by booking_id) - 1 as n
        from bookings where memo = ${SCALE_MEMO}
      ), staff as (select id from users where email = 'scale-staff@example.com')
      insert into booking_inquiries (booking_id, user_id, from_staff, content, created_at, updated_at, client_read_at, staff_read_at)
      select bk.booking_id, case when m.from_staff then staff.id else bk.user_id end, m.from_staff,
             case when g % 7 = 0 then 'Message ' || g || ' about booking ' || bk.booking_id || E'\nwith a second line'
                  else 'Message ' || g || ' about booking ' || bk.booking_id || ': ' || repeat('text ', 1 + g % 40) end,
             m.at, m.at,
             case when m.from_staff and m.round < m.rounds - 1 then m.at + interval '2 hours' end,
             case when not m.from_staff and not (m.round >= m.rounds - 2 and bk.n % 3 = 0) then m.at + interval '1 hour' end
      from generate_series(0, ${nMessages}::int - 1) g
      join bk on bk.n = g % ${nBookings}
      cross join staff
      cross join lateral (
        select g / ${nBookings} as round, ceil(${nMessages}::numeric / ${nBookings})::int as rounds,
               (g / ${nBookings}) % 2 = 1 as from_staff, bk.created_at + (g / ${nBookings}) * interval '1 hour' as at
      ) m`.execute(trx);

    // An invoice on every other booking from STEP3 on (a third of them downloaded, some withdrawn).
    const inv = await sql<{ n: number }>`
      with made as (
        insert into proforma_invoices (booking_id, staff_id, created_at, due_date, curr, curr_rate, memo, flag_del, withdrawn_reason)
        select b.booking_id, (select id from users where email = 'scale-staff@example.com'), b.created_at + interval '1 day',
               (b.created_at + interval '14 days')::date, 'USD', 0, '', b.booking_id % 10 = 0, case when b.booking_id % 10 = 0 then 'Price changed' end
        from bookings b
        where b.memo = ${SCALE_MEMO} and b.booking_step in ('STEP3', 'STEP4', 'COMPLETE') and b.booking_id % 2 = 0
        returning pi_id, booking_id
      ), items as (
        insert into proforma_invoice_items (pi_id, description, unit_size, total, sort_order)
        select pi_id, 'Ocean freight', 'RORO', 1000 + booking_id % 900, 0 from made
      ), downloads as (
        insert into proforma_invoice_downloads (pi_id, user_id)
        select made.pi_id, b.user_id from made join bookings b using (booking_id) where made.booking_id % 3 = 0
      )
      select count(*)::int as n from made`.execute(trx);

    // The inbox's order: the latest message of each booking.
    await sql`
      update bookings b set activity_at = greatest(b.created_at, m.last_at)
      from (select booking_id, max(created_at) as last_at from booking_inquiries group by booking_id) m
      where m.booking_id = b.booking_id and b.memo = ${SCALE_MEMO}`.execute(trx);

    return { customers: nCustomers, bookings: nBookings, messages: nMessages, invoices: Number(inv.rows[0]?.n ?? 0), sampleName: scaleCustomerName(Math.min(42, nCustomers)) };
  }).then(async (result) => {
    // Fresh statistics and visibility maps (autovacuum's work on a live database), or the planner
    // guesses with the empty tables' figures.
    await sql`vacuum analyze users, bookings, booking_inquiries, proforma_invoices, proforma_invoice_downloads`.execute(db);
    return result;
  });
}
