/**
 * Data at scale (issues 23 and 27): a deterministic data set grown by a factor N, written by a few
 * set-based statements (generate_series), so N = 100 (about 300,000 sailings, 100,000 bookings of
 * 50,000 customers, 1,000,000 chat messages, 5,000 blog posts and 10,000 spot offers) takes about
 * a minute or two on PostgreSQL. `scaleSizes(N)` gives the sizes; `seedScale(db, { scale: N })`
 * writes them, `seedScale(db, { bookings, messages })` only the staff inbox's part (customers,
 * bookings, chat messages, invoices), as issue 23's test does.
 *
 * Deterministic: every value derives from the generate_series index (no random numbers), so the
 * same arguments on the same day give the same rows. Bookings and messages count back from `base`
 * (a fixed instant); sailings, spot offers and blog posts are dated from the seed day (`today`),
 * like the demo seed, so most sailings have sailed and most offers have expired whatever the day:
 * - customers `scale-customer-<n>@example.com`; number 1 signs in (SCALE_BUYER), the others have
 *   no password; bookings go round the customers (booking g to customer 1 + (g - 1) mod customers,
 *   so each has about two), marked with memo SCALE_MEMO; every 97th deleted, every 50th waiting
 *   for its owner;
 * - sailings (schedule codes SCALE_SCHEDULE_PREFIX + 7 digits, never the demo's SCH codes) over
 *   the destinations, partner lines and their vessel types, departing from a year ago to 120
 *   days ahead (about a quarter still to come);
 * - spot offers (ids from SCALE_FIRST_OFFER_ID, far above the demo's 240101...): 95 % expired
 *   (deadline in the past, sold out), one in twenty live and open (deadline today to 20 days
 *   ahead, departure 3 to 7 days after it);
 * - blog posts in English, Spanish and Russian, one every 11 hours back from the seed day, each
 *   with a picture; every tenth a draft, every 25th deleted.
 * Once per database (a second run throws). `tsx src/db/seed-scale-cli.ts --scale=N` runs it on the
 * configured database, after the demo seed (the api's start in development): run before it, the
 * scaled customers and sailings would make the demo seed think the database is already seeded.
 */
import { sql, type Kysely } from 'kysely';
import { addDays, isoDay } from '../../lib/dates.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { data } from '../../lib/shared.ts';
import { browserPasswordHash } from '../demo-accounts.ts';
import type { Database } from '../schema.ts';
import { DESTINATIONS, LOADING, PARTNER_LINES } from './reference.ts';

const PLACES: Record<string, string> = { GH: 'Tema', NG: 'Lagos', CL: 'San Antonio', RU: 'Vladivostok', KE: 'Mombasa', TZ: 'Dar es Salaam', EG: 'Alexandria', LY: 'Tripoli' };
const VESSEL_SUFFIX = ['Harmony', 'Pioneer', 'Spirit', 'Horizon', 'Voyager', 'Liberty', 'Aurora', 'Titan', 'Star', 'Legend', 'Ocean', 'Crown'];
const VEHICLE_CATEGORIES = ['Sedan', 'SUV', 'Van', 'Truck', 'Bus', 'Pickup truck', 'Used cars (4 units)', 'Heavy equipment', 'Spare parts', 'Compact cars (2 units)'];

/** The row triggers that keep the staff inbox's counters (migration 0017), off during the bulk writes. */
const COUNTER_TRIGGERS = [
  ['bookings', 'bookings_step_count_insert'],
  ['bookings', 'bookings_step_count_update'],
  ['booking_inquiries', 'booking_inquiries_unread_insert'],
] as const;

/** The memo every scaled booking carries (how the statements below find them). */
export const SCALE_MEMO = 'scale seed';
/** The scaled sailings' schedule codes start with this (the demo's with SCH). */
export const SCALE_SCHEDULE_PREFIX = 'SCL';
/** The first scaled spot offer's id (the demo's are 240101 and on). */
export const SCALE_FIRST_OFFER_ID = 1_000_001;
/** The scaled customer who can sign in (number 1), with what a person types as the password. */
export const SCALE_BUYER = { email: 'scale-customer-1@example.com', password: 'ScaleBuyer#2026' } as const;

/** How many rows of each kind. */
export interface ScaleSizes {
  customers: number;
  bookings: number;
  messages: number;
  sailings: number;
  posts: number;
  offers: number;
}

/**
 * The sizes at scale factor `n` (a positive integer): 500 customers, 1,000 bookings, 10,000 chat
 * messages, 3,000 sailings, 50 blog posts and 100 spot offers per unit.
 */
export function scaleSizes(n: number): ScaleSizes {
  if (!Number.isInteger(n) || n < 1) throw new Error(`the scale factor must be a positive integer, not ${n}`);
  return { customers: 500 * n, bookings: 1000 * n, messages: 10_000 * n, sailings: 3000 * n, posts: 50 * n, offers: 100 * n };
}

/** How big (a scale factor, or counts; counts given beside `scale` win), and from when. */
export interface ScaleOptions extends Partial<ScaleSizes> {
  /** The sizes of scaleSizes(scale). Without it, `bookings` and `messages` are required and sailings, posts and offers default to none. */
  scale?: number;
  /** The newest booking's time; older ones go back 47 minutes each. */
  base?: Date;
  /** The seed day sailings, offers and posts are dated from (default: today). */
  today?: Date;
}

/** What was inserted. */
export interface ScaleResult extends ScaleSizes {
  invoices: number;
  /** A customer name that exists (for a name search). */
  sampleName: string;
}

/** The name of scaled customer `n` (1-based), as the seed writes it. */
export const scaleCustomerName = (n: number) => `Scale Customer ${String(n).padStart(5, '0')}`;

/** The counts of `opts` (see ScaleOptions). */
function sizesOf(opts: ScaleOptions): ScaleSizes {
  const base = opts.scale !== undefined ? scaleSizes(opts.scale) : undefined;
  const bookings = opts.bookings ?? base?.bookings;
  const messages = opts.messages ?? base?.messages;
  if (bookings === undefined || messages === undefined) throw new Error('seedScale: give a scale factor, or bookings and messages');
  const sizes = {
    customers: opts.customers ?? base?.customers ?? Math.max(1, Math.ceil(bookings / 5)),
    bookings,
    messages,
    sailings: opts.sailings ?? base?.sailings ?? 0,
    posts: opts.posts ?? base?.posts ?? 0,
    offers: opts.offers ?? base?.offers ?? 0,
  };
  for (const [k, v] of Object.entries(sizes)) if (!Number.isInteger(v) || v < 0 || ((k === 'bookings' || k === 'customers') && v < 1)) throw new Error(`seedScale: ${k} ${v} is not a count`);
  return sizes;
}

/** Insert the scaled data set (see the file's comment). */
export async function seedScale(db: Kysely<Database>, opts: ScaleOptions): Promise<ScaleResult> {
  const sizes = sizesOf(opts);
  const { bookings: nBookings, messages: nMessages, customers: nCustomers } = sizes;
  const base = (opts.base ?? new Date('2026-06-01T00:00:00Z')).toISOString();
  // The seed day: its calendar day (offer deadlines) and its local midnight (sailings, posts).
  const today = opts.today ?? new Date();
  const day = isoDay(today);
  const midnight = addDays(today, 0).toISOString();
  // Destinations and customer countries, with a port of each.
  const places = Object.entries(PLACES).map(([iso2, port]) => ({ code: data.countryByIso2(iso2)?.code, port }));
  const countries = places.map((p) => p.code).filter((c): c is string => c !== undefined);
  const ports = places.filter((p) => p.code !== undefined).map((p) => p.port);
  // The schedule's and the offers' destinations (one port each), and each partner line with each vessel type it runs.
  const dests = DESTINATIONS.flatMap(([iso2, port, name]) => {
    const code = data.countryByIso2(iso2)?.code;
    return code ? [{ code, port, name }] : [];
  });
  const runs = PARTNER_LINES.flatMap((l) => l.types.map((type) => ({ code: l.code, name: l.name, type })));
  const texts = (xs: readonly string[]) => sql`${sql.val(xs)}::text[]`;
  const buyerHash = await hashPassword(browserPasswordHash(SCALE_BUYER.password));

  return db.transaction().execute(async (trx) => {
    const { rows: there } = await sql<{ n: number }>`select count(*)::int as n from bookings where memo = ${SCALE_MEMO}`.execute(trx);
    if (Number(there[0]?.n ?? 0) > 0) throw new Error('the scaled data set is already in this database');
    // The inbox's counters (migration 0017) are kept by row triggers, which would update the same
    // six booking_step_counts rows once per booking and per unread message: in one transaction each
    // update walks every earlier version of its row (quadratic: minutes at scale 100). Off for the
    // bulk writes (only inside this transaction: other sessions wait on the table lock), and
    // counted once below.
    for (const [table, trigger] of COUNTER_TRIGGERS) await sql`alter table ${sql.table(table)} disable trigger ${sql.id(trigger)}`.execute(trx);
    // A staff member the staff messages and invoices are by.
    await sql`
      insert into users (email, name, pwd_hash, role, lang, curr, flag_subscribe, price_masked, email_confirmed)
      values ('scale-staff@example.com', 'Scale Staff', '!', 'STAFF', 'en', 'USD', false, false, true)
      on conflict (email) do nothing`.execute(trx);
    // '!' is no argon2 hash: nobody signs in as these accounts, but customer 1 (SCALE_BUYER).
    await sql`
      insert into users (email, name, pwd_hash, country, role, lang, curr, flag_subscribe, price_masked, email_confirmed)
      select 'scale-customer-' || g || '@example.com', 'Scale Customer ' || lpad(g::text, 5, '0'), case when g = 1 then ${buyerHash} else '!' end,
             (${texts(countries)})[1 + g % ${countries.length}], 'USER',
             (array['en', 'es', 'ru'])[1 + g % 3], 'USD', false, false, g = 1 or g % 10 <> 0
      from generate_series(1, ${nCustomers}::int) g
      on conflict (email) do nothing`.execute(trx);

    // Steps: a third in STEP1, the rest spread over the others; every 97th booking deleted. Booking
    // g is customer 1 + (g - 1) mod customers': customer 1 has the newest booking (STEP1).
    await sql`
      insert into bookings (user_id, booking_step, cargo_type, dpt_country, dpt_port, dpt_port_nm, arv_country, arv_port, arv_port_nm,
                            memo, flag_inquiry, flag_del, pending_owner, created_at, updated_at, activity_at)
      select u.id, s.step, (array['RORO', 'CONT', 'CONS', 'BULK'])[1 + g % 4], 'C1570', 'KRINC', 'Incheon',
             (${texts(countries)})[1 + g % ${countries.length}], 'XXPRT', (${texts(ports)})[1 + g % ${ports.length}],
             ${SCALE_MEMO}, s.step not in ('COMPLETE', 'CANCEL'), g % 97 = 0, g % 50 = 0, t.at, t.at, t.at
      from generate_series(1, ${nBookings}::int) g
      join users u on u.email = 'scale-customer-' || (1 + (g - 1) % ${nCustomers}) || '@example.com'
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

    // The inbox's order (the latest message of each booking) and its unread counts, then the per-step
    // counts from the bookings as migration 0017 first made them, the triggers on again.
    await sql`
      update bookings b set activity_at = greatest(b.created_at, m.last_at), unread_cnt = m.unread
      from (select i.booking_id, max(i.created_at) as last_at, (count(*) filter (where not i.from_staff and i.staff_read_at is null))::int as unread
            from booking_inquiries i join bookings s on s.booking_id = i.booking_id and s.memo = ${SCALE_MEMO} group by i.booking_id) m
      where m.booking_id = b.booking_id`.execute(trx);
    await sql`delete from booking_step_counts`.execute(trx);
    await sql`
      insert into booking_step_counts (booking_step, n, unread_bookings, unread_msgs)
      select booking_step, count(*)::int, count(*) filter (where unread_cnt > 0)::int, coalesce(sum(unread_cnt), 0)::int
      from bookings where not flag_del group by booking_step`.execute(trx);
    for (const [table, trigger] of COUNTER_TRIGGERS) await sql`alter table ${sql.table(table)} enable trigger ${sql.id(trigger)}`.execute(trx);

    // Sailings: destinations by turns, and for each destination the lines' runs by turns; departures
    // spread over 485 days from a year ago (211 is prime to 485), at 06:00 to 19:00; one in twelve
    // without an arrival yet.
    if (sizes.sailings > 0) {
      await sql`
        insert into shipping_schedules (schedule_code, vessel_name, voy_no, vessel_type_code, line_code, from_country, from_port_nm, to_country, to_port_nm, departure_at, arrival_at)
        select ${SCALE_SCHEDULE_PREFIX} || lpad(g::text, 7, '0'),
               (${texts(runs.map((r) => r.name))})[k.r] || ' ' || (${texts(VESSEL_SUFFIX)})[1 + g % ${VESSEL_SUFFIX.length}],
               (10 + g % 89)::text || (array['W', 'E', 'S', 'N'])[1 + g % 4] || (g % 10)::text,
               (${texts(runs.map((r) => r.type))})[k.r], (${texts(runs.map((r) => r.code))})[k.r],
               ${data.KOREA_CODE}, (${texts(LOADING.map((l) => l.name))})[1 + (g / 7) % ${LOADING.length}],
               (${texts(dests.map((d) => d.code))})[k.d], (${texts(dests.map((d) => d.name))})[k.d],
               k.dep, case when g % 12 = 0 then null else date_trunc('day', k.dep) + (14 + g % 40) * interval '1 day' + interval '8 hours' end
        from generate_series(1, ${sizes.sailings}::int) g
        cross join lateral (
          select 1 + g % ${dests.length} as d, 1 + (g / ${dests.length}) % ${runs.length} as r,
                 ${midnight}::timestamptz - interval '365 days' + ((g * 211) % 485) * interval '1 day' + (6 + g % 14) * interval '1 hour' as dep
        ) k`.execute(trx);
    }

    // Spot offers: one in twenty live (deadline from today to 20 days ahead, active), the rest
    // expired (deadline 2 to 401 days ago) and sold out; RoRo and containers by turns.
    if (sizes.offers > 0) {
      await sql`
        insert into spot_freight (fre_rate_legacy_id, is_active, deposit_expiration_date, dpt_estimate_date, dpt_country, dpt_port, dpt_port_nm,
                                  arv_country, arv_port, arv_port_nm, cargo_type, vehicle_category, cargo_size, trade_condition, fre_line, fre_line_nm,
                                  payment_method, cost_display, notice, created_at, updated_at)
        select ${SCALE_FIRST_OFFER_ID - 1}::int + g, k.live, k.deadline, k.deadline + (3 + g % 5),
               ${data.KOREA_CODE}, (${texts(LOADING.map((l) => l.port))})[k.l], (${texts(LOADING.map((l) => l.name))})[k.l],
               (${texts(dests.map((d) => d.code))})[k.d], (${texts(dests.map((d) => d.port))})[k.d], (${texts(dests.map((d) => d.name))})[k.d],
               case when g % 2 = 0 then 'RORO' else 'CONT' end, (${texts(VEHICLE_CATEGORIES)})[1 + g % ${VEHICLE_CATEGORIES.length}],
               case when g % 2 = 1 then (array['FT20', 'FT40', 'HQ40', 'HQ45', 'FT45'])[1 + (g / 2) % 5] end,
               (array['CFR', 'CFR', 'CFR', 'FOB', 'EXW'])[1 + g % 5],
               (${texts(runs.map((r) => r.code))})[k.r], (${texts(runs.map((r) => r.name))})[k.r], 'T/T (Bank Transfer)',
               case when g % 23 = 0 then null else 800 + (g * 37) % 3800 end,
               case when g % 11 = 0 then 'Destination terminal handling not included.' end,
               k.made, k.made + (g % 5) * interval '1 day'
        from generate_series(1, ${sizes.offers}::int) g
        cross join lateral (
          select g % 20 = 0 as live, 1 + g % ${dests.length} as d, 1 + (g / 3) % ${LOADING.length} as l, 1 + (g / 7) % ${runs.length} as r,
                 case when g % 20 = 0 then ${day}::date + (g / 20) % 21 else ${day}::date - (2 + (g * 37) % 400) end as deadline
        ) k0
        cross join lateral (select k0.*, (k0.deadline - 25)::timestamptz as made) k`.execute(trx);
    }

    // Blog posts: the languages by turns, one every 11 hours back from the seed day, changed a few
    // hours after; every tenth a draft (never published), every 25th deleted; a picture each.
    if (sizes.posts > 0) {
      await sql`
        with made as (
          insert into board_posts (title, content, langs, flag_display, flag_del, reg_dtm, excerpt, created_at, updated_at, published_once)
          select case p.lang when 'es' then 'Nota de envío ' || g || ': ' || p.topic_es when 'ru' then 'Заметка о доставке ' || g || ': ' || p.topic_ru
                             else 'Shipping note ' || g || ': ' || p.topic_en end,
                 '<p>' || repeat(case p.lang when 'es' then 'Cómo preparar el vehículo, los documentos y el pago antes de la fecha límite. '
                                             when 'ru' then 'Как подготовить автомобиль, документы и оплату до срока депозита. '
                                             else 'How to get the vehicle, the papers and the payment ready before the deposit deadline. ' end, 8 + g % 24) || '</p>',
                 p.lang, case when g % 10 = 0 then 'N' else 'Y' end, case when g % 25 = 0 then 'Y' else 'N' end, p.at,
                 case when g % 3 = 0 then '' else 'Notes from the desk, number ' || g end,
                 p.at, p.at + (g % 4) * interval '2 hours', g % 10 <> 0
          from generate_series(1, ${sizes.posts}::int) g
          cross join lateral (
            select (array['en', 'es', 'ru'])[1 + g % 3] as lang, ${midnight}::timestamptz - g * interval '11 hours' as at,
                   (${texts(['Ro-Ro or container?', 'Customs papers', 'Insurance', 'Port fees', 'Loading day'])})[1 + g % 5] as topic_en,
                   (${texts(['¿Ro-Ro o contenedor?', 'Papeles de aduana', 'Seguro', 'Tasas portuarias', 'Día de carga'])})[1 + g % 5] as topic_es,
                   (${texts(['Ro-Ro или контейнер?', 'Таможенные документы', 'Страховка', 'Портовые сборы', 'День погрузки'])})[1 + g % 5] as topic_ru
          ) p
          returning board_id
        )
        insert into board_attachments (board_id, attach_url, attach_name, sort_order)
        select board_id, '/media/blog/blog-' || (1 + board_id % 12) || '.svg', 'blog-' || (1 + board_id % 12) || '.svg', 0 from made`.execute(trx);
    }

    return { ...sizes, invoices: Number(inv.rows[0]?.n ?? 0), sampleName: scaleCustomerName(Math.min(42, nCustomers)) };
  }).then(async (result) => {
    // Fresh statistics and visibility maps (autovacuum's work on a live database), or the planner
    // guesses with the empty tables' figures.
    await sql`vacuum analyze users, bookings, booking_inquiries, proforma_invoices, proforma_invoice_downloads, shipping_schedules, spot_freight, board_posts, board_attachments`.execute(db);
    return result;
  });
}
