/**
 * Spot offers from the staff desk (issue 24; role STAFF, a USER gets 403): the list with its
 * status tabs and counts, one offer with its trail, the choices of the offer form (ports of
 * loading and discharge from the quotation's port table, the partner lines), create, edit, and
 * sold out / open again / end now. Every change is a line of the offer's trail with the staff
 * member, and reaches the buyers at once: the spot list's answer cache of every api process is
 * dropped through the catalogue signal (routes/freight/index.ts), and the offer page is rendered
 * from the table on each request.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database, OfferActivityKind } from '../../db/schema.ts';
import { requireStaff } from '../../lib/booking-access.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { offerOpen } from '../../lib/spot-offers.ts';
import { contract, data, type OfferActivity, type StaffOffer, type StaffOfferBody, type StaffOfferListQuery, type StaffOfferStatus } from '../../lib/shared.ts';
import { announceCatalogChange } from '../../lib/catalog-signal.ts';
import { isoTimeSql } from '../../lib/dates.ts';
import { parseInput } from '../../lib/validate.ts';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** SQL: the status of the offer row in scope, the rule buyers see (lib/spot-offers.ts). */
const statusOf = () =>
  sql<StaffOfferStatus>`(case when deposit_expiration_date + 1 < current_date then 'EXPIRED' when not is_active then 'SOLD_OUT' else 'LIVE' end)`;

/** Every country's English name by its code, as one JSON object: the names lib/spot-offers.ts gives buyers (`countryName`), for the statements below. */
const COUNTRY_NAMES = JSON.stringify(Object.fromEntries(data.COUNTRIES.map((c) => [c.code, c.nameEn])));

/**
 * SQL: the columns of the offer of the row in scope (`s`, with its last editor `e` and the country
 * names `n.m`) as the desk's StaffOffer, key for key and in the same order: what buyers get from
 * toSpotOffer (lib/spot-offers.ts), then the desk's own (its status, the bookings it took, who
 * changed it last). PostgreSQL writes the row as JSON (`to_json`), so a page of 50 needs no row
 * objects, dates or serialising in the api (they were most of the list's cost at scale).
 */
const deskOfferColumns = () => sql`
  s.fre_rate_legacy_id as "freRateLegacyId",
  ${offerOpen()} as "isActive",
  to_char(s.deposit_expiration_date, 'YYYY-MM-DD') as "depositExpirationDate",
  to_char(s.dpt_estimate_date, 'YYYY-MM-DD') as "dptEstimateDate",
  s.dpt_country as "dptCountry",
  coalesce(n.m ->> s.dpt_country, s.dpt_country) as "dptCountryNm",
  s.dpt_port as "dptPort",
  s.dpt_port_nm as "dptPortNm",
  s.arv_country as "arvCountry",
  coalesce(n.m ->> s.arv_country, s.arv_country) as "arvCountryNm",
  s.arv_port as "arvPort",
  s.arv_port_nm as "arvPortNm",
  s.cargo_type as "cargoType",
  s.vehicle_category as "vehicleCategory",
  s.cargo_size as "cargoSize",
  s.trade_condition as "tradeCondition",
  s.fre_line as "freLine",
  s.fre_line_nm as "freLineNm",
  s.payment_method as "paymentMethod",
  s.cost_display as "costDisplay",
  s.notice as "notice",
  ${statusOf()} as "status",
  (select count(*) from bookings b where b.fre_rate_legacy_id = s.fre_rate_legacy_id and not b.flag_del)::int as "bookingCount",
  ${isoTimeSql('s.created_at')} as "createdAt",
  ${isoTimeSql('s.updated_at')} as "updatedAt",
  case when s.updated_by is not null and e.name is not null then json_build_object('id', s.updated_by, 'name', e.name) end as "updatedBy"`;

/** The offers table as the desk's queries name it. */
const offerTable = (db: Kysely<Database>) => db.selectFrom('spot_freight as s');
type OfferTable = ReturnType<typeof offerTable>;

/** The offers of `from`, each as the desk's StaffOffer (`offer`, JSON). */
function asDeskOffers(from: OfferTable) {
  return from
    .leftJoin('users as e', 'e.id', 's.updated_by')
    .crossJoin(sql<{ m: unknown }>`(select ${COUNTRY_NAMES}::jsonb as m)`.as('n'))
    .crossJoinLateral(sql<Record<string, unknown>>`(select ${deskOfferColumns()})`.as('r'))
    .select(sql<StaffOffer>`to_json(r)`.as('offer'));
}

/** `%` and `_` taken literally in a LIKE pattern. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The rows of a status tab, in terms of the deadline and the flag alone (statusOf's cases), so the
 * deadline index finds them: past the window (EXPIRED) is a range below yesterday, the others a
 * range from yesterday on (about the last few weeks' offers, whatever the history).
 */
function inStatus(from: OfferTable, status: StaffOfferStatus): OfferTable {
  if (status === 'EXPIRED') return from.where(sql<boolean>`s.deposit_expiration_date < current_date - 1`);
  return from.where(sql<boolean>`s.deposit_expiration_date >= current_date - 1`).where('s.is_active', '=', status === 'LIVE');
}

/**
 * The desk's offer list for `q` as one statement (the route runs it; the query-plan test EXPLAINs
 * it): the page of rows as a JSON array (`list`, in the page's order), and the tab counts, which
 * follow the destination and keyword but not the tab itself. The open and sold-out offers are
 * counted over the short range of offers whose window is open (index-only); the expired ones are,
 * without a destination or keyword, every offer (spot_freight_count, kept by triggers, migration
 * 0027) less those, else counted over the deadline index.
 */
export function offerListQueries(db: Kysely<Database>, q: StaffOfferListQuery) {
  const page = q.page ?? 1;
  let filtered = offerTable(db);
  if (q.country) filtered = filtered.where('s.arv_country', '=', q.country);
  if (q.q) {
    const text = q.q;
    filtered = /^\d{1,10}$/.test(text)
      ? filtered.where('s.fre_rate_legacy_id', '=', Number(text))
      : filtered.where((eb) =>
          eb.or(['s.arv_port_nm', 's.arv_port', 's.dpt_port_nm', 's.fre_line_nm', 's.vehicle_category'].map((col) => eb(sql.ref(col), 'ilike', likeText(text)))),
        );
  }
  const openCounts = filtered
    .where(sql<boolean>`s.deposit_expiration_date >= current_date - 1`)
    .select([sql<number>`(count(*) filter (where s.is_active))::int`.as('live'), sql<number>`(count(*) filter (where not s.is_active))::int`.as('sold_out')]);
  const expired =
    q.country || q.q
      ? inStatus(filtered, 'EXPIRED').select(sql<number>`count(*)::int`.as('n'))
      : sql<number>`(select n from spot_freight_count) - o.live - o.sold_out`;
  const counts = db.selectFrom(openCounts.as('o')).select(['o.live', 'o.sold_out', sql<number>`${expired}`.as('expired')]);
  // Live and sold-out offers: the soonest deadline first (what staff act on next); expired: the latest first.
  const tab = q.status ? inStatus(filtered, q.status) : filtered;
  const [key, dir]: [string, 'asc' | 'desc'] =
    q.status === 'EXPIRED' ? ['s.deposit_expiration_date', 'desc'] : q.status ? ['s.deposit_expiration_date', 'asc'] : ['s.updated_at', 'desc'];
  const size = contract.STAFF_OFFERS_PAGE_SIZE;
  const rows = asDeskOffers(tab)
    .select([sql.ref(key).as('k'), 's.fre_rate_legacy_id as id'])
    .orderBy(sql.ref(key), dir)
    .orderBy('s.fre_rate_legacy_id', dir)
    .limit(size)
    .offset((page - 1) * size);
  const statement = db
    .selectFrom(counts.as('c'))
    .select([sql<string>`coalesce((select json_agg(p.offer order by p.k ${sql.raw(dir)}, p.id ${sql.raw(dir)}) from ${rows} as p), '[]')::text`.as('list'), 'c.live', 'c.sold_out', 'c.expired']);
  return { page, statement };
}

/** The desk's offer list for `q` (StaffOfferListSchema) as JSON text: the page's rows as PostgreSQL wrote them, in the answer's envelope. */
async function readOfferList(db: Kysely<Database>, q: StaffOfferListQuery): Promise<string> {
  const { page, statement } = offerListQueries(db, q);
  const { list, live, sold_out, expired } = await statement.executeTakeFirstOrThrow();
  const counts: Record<StaffOfferStatus, number> = { LIVE: live, SOLD_OUT: sold_out, EXPIRED: expired };
  const total = q.status ? counts[q.status] : live + sold_out + expired;
  return `{"list":${list},"total":${total},"page":${page},"counts":${JSON.stringify(counts)}}`;
}

async function readOffer(db: Kysely<Database>, id: number): Promise<StaffOffer> {
  const row = await asDeskOffers(offerTable(db)).where('s.fre_rate_legacy_id', '=', id).executeTakeFirst();
  if (!row) throw notFound('OFFER_NOT_FOUND', 'No such offer.');
  // A json value: the driver hands it over parsed.
  return row.offer;
}

/** The fields an edit compares, with how the trail names them. */
const TRACKED: Array<[keyof StaffOfferBody, string]> = [
  ['dptPort', 'dptPort'],
  ['arvPort', 'arvPort'],
  ['cargoType', 'cargoType'],
  ['cargoSize', 'cargoSize'],
  ['vehicleCategory', 'vehicleCategory'],
  ['tradeCondition', 'tradeCondition'],
  ['freLine', 'freLine'],
  ['paymentMethod', 'paymentMethod'],
  ['costDisplay', 'costDisplay'],
  ['depositExpirationDate', 'depositExpirationDate'],
  ['dptEstimateDate', 'dptEstimateDate'],
  ['notice', 'notice'],
];

const shown = (v: unknown) => (v === null || v === undefined || v === '' ? '-' : String(v).replace(/\s+/g, ' ').slice(0, 60));

/** Registers the desk's offer routes. */
export const staffOfferRoutes: FastifyPluginAsync<{ config: Config }> = async (app) => {

  const record = (db: Kysely<Database>, id: number, staffId: number, kind: OfferActivityKind, detail = '') =>
    db.insertInto('offer_activity').values({ fre_rate_legacy_id: id, staff_id: staffId, kind, detail }).execute();

  /** The route columns of a body, named from the port and line tables; 400 for a port or line they do not have. */
  async function routeOf(db: Kysely<Database>, body: StaffOfferBody, keepLine: string | null) {
    const ports = await db.selectFrom('quote_ports').select(['port', 'port_nm', 'country', 'kind']).where('port', 'in', [body.dptPort, body.arvPort]).execute();
    const dpt = ports.find((p) => p.port === body.dptPort && p.kind === 'LOADING');
    const arv = ports.find((p) => p.port === body.arvPort && p.kind === 'DISCHARGE');
    if (!dpt) throw badRequest('dptPort: not a port of loading.');
    if (!arv) throw badRequest('arvPort: not a port of discharge.');
    const line = await db.selectFrom('shipping_lines').select(['line_code', 'line_name']).where('line_code', '=', body.freLine).executeTakeFirst();
    // An offer keeps a line the table no longer lists (an older carrier) while staff edit other fields.
    let lineName = line?.line_name;
    if (!lineName && keepLine === body.freLine) {
      lineName = (await db.selectFrom('spot_freight').select('fre_line_nm').where('fre_line', '=', body.freLine).limit(1).executeTakeFirst())?.fre_line_nm;
    }
    if (!lineName) throw badRequest('freLine: not a partner line.');
    return {
      dpt_country: dpt.country,
      dpt_port: dpt.port,
      dpt_port_nm: dpt.port_nm,
      arv_country: arv.country,
      arv_port: arv.port,
      arv_port_nm: arv.port_nm,
      cargo_type: body.cargoType,
      cargo_size: body.cargoSize,
      vehicle_category: body.vehicleCategory,
      trade_condition: body.tradeCondition,
      fre_line: body.freLine,
      fre_line_nm: lineName,
      payment_method: body.paymentMethod,
      cost_display: body.costDisplay,
      deposit_expiration_date: body.depositExpirationDate,
      dpt_estimate_date: body.dptEstimateDate,
      notice: body.notice ? body.notice : null,
    };
  }

  app.get('/staff/offers', async (req, reply) => {
    await requireStaff(app, req);
    const q = parseInput(contract.StaffOfferListQuerySchema, req.query);
    return noStore(reply).type('application/json; charset=utf-8').send(await readOfferList(app.db, q));
  });

  app.get('/staff/offer', async (req, reply) => {
    await requireStaff(app, req);
    const { freRateLegacyId } = parseInput(contract.StaffOfferQuerySchema, req.query);
    const [offer, trail] = await Promise.all([
      readOffer(app.db, freRateLegacyId),
      app.db
        .selectFrom('offer_activity as a')
        .leftJoin('users as u', 'u.id', 'a.staff_id')
        .select(['a.id', 'a.created_at', 'a.kind', 'a.detail', 'a.staff_id', 'u.name as staff_name'])
        .where('a.fre_rate_legacy_id', '=', freRateLegacyId)
        .orderBy('a.id', 'desc')
        .limit(200)
        .execute(),
    ]);
    const activity: OfferActivity[] = trail.map((a) => ({
      id: a.id,
      at: new Date(a.created_at).toISOString(),
      kind: a.kind,
      staff: a.staff_id !== null && a.staff_name !== null ? { id: a.staff_id, name: a.staff_name } : null,
      detail: a.detail,
    }));
    return noStore(reply).send({ offer, activity });
  });

  app.get('/staff/offer/choices', async (req, reply) => {
    await requireStaff(app, req);
    const [ports, lines] = await Promise.all([
      app.db.selectFrom('quote_ports').select(['port', 'port_nm', 'country', 'kind']).orderBy('port_nm').execute(),
      app.db.selectFrom('shipping_lines').select(['line_code', 'line_name']).orderBy('sort_order').orderBy('line_code').execute(),
    ]);
    const toPort = (p: (typeof ports)[number]) => ({ port: p.port, portNm: p.port_nm, country: p.country });
    return reply.header('cache-control', 'private, max-age=60').send({
      loading: ports.filter((p) => p.kind === 'LOADING').map(toPort),
      discharge: ports.filter((p) => p.kind === 'DISCHARGE').map(toPort),
      lines: lines.map((l) => ({ code: l.line_code, name: l.line_name })),
    });
  });

  app.post('/staff/offers', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.StaffOfferBodySchema, req.body);
    const id = await app.db.transaction().execute(async (trx) => {
      const route = await routeOf(trx, body, null);
      // Offer numbers continue the legacy system's; one writer at a time takes the next.
      await sql`lock table spot_freight in share row exclusive mode`.execute(trx);
      const next = await trx.selectFrom('spot_freight').select(sql<number>`coalesce(max(fre_rate_legacy_id), 240100) + 1`.as('id')).executeTakeFirstOrThrow();
      await trx
        .insertInto('spot_freight')
        .values({ fre_rate_legacy_id: next.id, is_active: true, ...route, created_at: sql`now()`, updated_at: sql`now()`, updated_by: staff.id })
        .execute();
      await record(trx, next.id, staff.id, 'CREATED', `${route.dpt_port_nm} -> ${route.arv_port_nm}, ${shown(route.cost_display)} USD`);
      return next.id;
    });
    await announceCatalogChange(app);
    return noStore(reply).code(201).send({ data: await readOffer(app.db, id) });
  });

  app.put('/staff/offer', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const { freRateLegacyId } = parseInput(contract.StaffOfferQuerySchema, req.query);
    const body = parseInput(contract.StaffOfferBodySchema, req.body);
    const before = await readOffer(app.db, freRateLegacyId);
    const changes = TRACKED.filter(([k]) => (before[k] ?? null) !== (body[k] ?? null) && !(k === 'notice' && !before.notice && !body.notice)).map(
      ([k, label]) => `${label} ${shown(before[k])} -> ${shown(body[k])}`,
    );
    if (changes.length) {
      await app.db.transaction().execute(async (trx) => {
        const route = await routeOf(trx, body, before.freLine);
        await trx.updateTable('spot_freight').set({ ...route, updated_at: sql`now()`, updated_by: staff.id }).where('fre_rate_legacy_id', '=', freRateLegacyId).execute();
        await record(trx, freRateLegacyId, staff.id, 'EDITED', changes.join('; ').slice(0, 1000));
      });
      await announceCatalogChange(app);
    }
    return noStore(reply).send({ data: await readOffer(app.db, freRateLegacyId) });
  });

  app.post('/staff/offer/status', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const { freRateLegacyId } = parseInput(contract.StaffOfferQuerySchema, req.query);
    const { action } = parseInput(contract.StaffOfferStatusBodySchema, req.body);
    const before = await readOffer(app.db, freRateLegacyId);
    if (before.status === 'EXPIRED') throw new HttpError(409, 'OFFER_CLOSED', 'The offer has ended; duplicate it to offer the lane again.');
    if (action === 'SOLD_OUT' && before.status === 'SOLD_OUT') return noStore(reply).send({ data: before });
    if (action === 'REOPEN' && before.status === 'LIVE') return noStore(reply).send({ data: before });
    await app.db.transaction().execute(async (trx) => {
      const set =
        action === 'END'
          ? // Ended: the deadline moves to the day before yesterday, so the countdown (to the end of the
            // day after the deadline) is over now for every reader, and the buyers' pages hide it.
{ deposit_expiration_date: sql<string>`least(deposit_expiration_date, current_date - 2)` }
          : { is_active: action === 'REOPEN' };
      await trx.updateTable('spot_freight').set({ ...set, updated_at: sql`now()`, updated_by: staff.id }).where('fre_rate_legacy_id', '=', freRateLegacyId).execute();
      await record(trx, freRateLegacyId, staff.id, action === 'END' ? 'ENDED' : action === 'REOPEN' ? 'REOPENED' : 'SOLD_OUT');
    });
    await announceCatalogChange(app);
    return noStore(reply).send({ data: await readOffer(app.db, freRateLegacyId) });
  });
};
