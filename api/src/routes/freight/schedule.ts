/**
 * Stand-in for the v2 schedule service (spec 2 section 7), answers wrapped as
 * `{ data: { data: ... } }` like the real one:
 * - GET /v2/shipping/schedule/count?toCountryCode&vesselTypeCodeList: the vessel-type tabs (counts
 *   for the destination) and the shipping-line tabs (counts for the destination and types);
 * - GET /v2/shipping/v3/schedule?toCountryCode&vesselTypeCodeList&shippingLineCodeList&size&page:
 *   totalCount and one page of sailings (page from 1) in departure order.
 * Only sailings departing from today on are listed. Country names are English.
 *
 * The counts (the tabs, and the page's totalCount) count every upcoming sailing of the search:
 * for every destination at once that is a quarter of the table (about 78,000 index entries at the
 * bench's scale 100, 30 to 40 ms each), however well indexed. The stand-in's sailings change only
 * when a seed runs (the api's start), so each count is kept for a short while (DayCache: never past
 * the end of the database's day, when "upcoming" moves on); the page's rows are read each time
 * (a range of the departure index that stops after a page).
 */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { DayCache } from '../../lib/day-cache.ts';
import type * as v from 'valibot';
import { contract, data } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Vessel type names of the tabs (spec 2 section 3). */
const VESSEL_TYPES = [
  { code: 'C010', name: 'Container' },
  { code: 'C020', name: 'Ro-Ro' },
  { code: 'C050', name: 'Consolidation' },
] as const;

const countryName = (code: string) => data.countryByCode(code)?.nameEn ?? code;

type Q = SelectQueryBuilder<Database, 'shipping_schedules', object>;
type ScheduleCountQuery = v.InferOutput<typeof contract.ScheduleCountQuerySchema>;
type ScheduleListQuery = v.InferOutput<typeof contract.ScheduleListQuerySchema>;

/** The filters every call shares: upcoming sailings, to the destination, of the types. */
function filtered(q: Q, toCountryCode: string, types: readonly string[]): Q {
  let out = q.where('departure_at', '>=', sql<Date>`date_trunc('day', now())`);
  if (toCountryCode) out = out.where('to_country', '=', toCountryCode);
  if (types.length) out = out.where('vessel_type_code', 'in', types as Array<'C010' | 'C020' | 'C050'>);
  return out;
}

/** How long a count is kept. */
const COUNT_CACHE_MS = 30_000;

/** The tab counts' queries (the route runs them; the query-plan test EXPLAINs them). */
export function scheduleCountQueries(db: Kysely<Database>, q: Pick<ScheduleCountQuery, 'toCountryCode' | 'vesselTypeCodeList'>) {
  return {
    byType: filtered(db.selectFrom('shipping_schedules'), q.toCountryCode, []).select(['vessel_type_code', sql<number>`count(*)::int`.as('n')]).groupBy('vessel_type_code'),
    byLine: filtered(db.selectFrom('shipping_schedules'), q.toCountryCode, q.vesselTypeCodeList).select(['line_code', sql<number>`count(*)::int`.as('n')]).groupBy('line_code'),
  };
}

/** A page's queries: the search's total and its page of sailings in departure order. */
export function scheduleListQueries(db: Kysely<Database>, q: ScheduleListQuery) {
  let base = filtered(db.selectFrom('shipping_schedules'), q.toCountryCode, q.vesselTypeCodeList);
  if (q.shippingLineCodeList.length) base = base.where('shipping_schedules.line_code', 'in', q.shippingLineCodeList);
  return {
    total: base.select(sql<number>`count(*)::int`.as('n')),
    rows: base
      .innerJoin('shipping_lines', 'shipping_lines.line_code', 'shipping_schedules.line_code')
      .selectAll('shipping_schedules')
      .select('shipping_lines.line_name')
      .orderBy('departure_at')
      .orderBy('schedule_code')
      .limit(q.size)
      .offset((q.page - 1) * q.size),
  };
}

/** Registers the schedule stand-in. */
export const scheduleRoutes: FastifyPluginAsync = async (app) => {
  const tabCounts = new DayCache<{ byType: Array<{ vessel_type_code: string; n: number }>; byLine: Array<{ line_code: string; n: number }> }>(COUNT_CACHE_MS);
  const totals = new DayCache<number>(COUNT_CACHE_MS);

  app.get('/v2/shipping/schedule/count', async (req) => {
    const { toCountryCode, vesselTypeCodeList } = parseInput(contract.ScheduleCountQuerySchema, req.query);
    const { byType, byLine } = await tabCounts.get(app.db, JSON.stringify([toCountryCode, vesselTypeCodeList]), async () => {
      const queries = scheduleCountQueries(app.db, { toCountryCode, vesselTypeCodeList });
      const [byType, byLine] = await Promise.all([queries.byType.execute(), queries.byLine.execute()]);
      return { byType, byLine };
    });
    const lines = await app.db.selectFrom('shipping_lines').selectAll().orderBy('sort_order').execute();
    return {
      data: {
        data: {
          vesselType: VESSEL_TYPES.map((t) => ({ code: t.code, name: t.name, count: byType.find((r) => r.vessel_type_code === t.code)?.n ?? 0 })),
          // Only lines with sailings for this search get a tab.
          shippingLine: lines
            .map((l) => ({ code: l.line_code, name: l.line_name, count: byLine.find((r) => r.line_code === l.line_code)?.n ?? 0 }))
            .filter((l) => l.count > 0),
        },
      },
    };
  });

  app.get('/v2/shipping/v3/schedule', async (req) => {
    const q = parseInput(contract.ScheduleListQuerySchema, req.query);
    const queries = scheduleListQueries(app.db, q);
    const [totalCount, rows] = await Promise.all([
      totals.get(app.db, JSON.stringify([q.toCountryCode, q.vesselTypeCodeList, q.shippingLineCodeList]), async () => (await queries.total.executeTakeFirstOrThrow()).n),
      queries.rows.execute(),
    ]);
    return {
      data: {
        data: {
          totalCount,
          shippingSchedules: rows.map((r) => ({
            shippingScheduleCode: r.schedule_code,
            vesselName: r.vessel_name,
            voyNo: r.voy_no,
            vesselTypeCode: r.vessel_type_code,
            vesselTypeName: VESSEL_TYPES.find((t) => t.code === r.vessel_type_code)!.name,
            line: r.line_code,
            lineName: r.line_name,
            fromCountryCode: r.from_country,
            fromCountryName: countryName(r.from_country),
            fromPortName: r.from_port_nm,
            toCountryCode: r.to_country,
            toCountryName: countryName(r.to_country),
            toPortName: r.to_port_nm,
            departureDateTime: r.departure_at ? new Date(r.departure_at).toISOString() : null,
            arrivalDateTime: r.arrival_at ? new Date(r.arrival_at).toISOString() : null,
          })),
        },
      },
    };
  });
};
