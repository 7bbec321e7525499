/**
 * Spot ocean-freight offers: GET /svc/freight/spot/list?userCountry=. Every offer is listed,
 * sold-out and expired ones included (the front end hides a card once the day after its
 * deposit deadline has passed). The price is withheld (costDisplay null) for a price-masked
 * account (the test account) and for visitors in South Korea.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { contract, data, type SpotFreight } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

const countryName = (code: string) => data.countryByCode(code)?.nameEn ?? code;

/**
 * The list is the home page's busiest read and changes rarely, so its two answers (prices shown,
 * prices masked) are kept serialised for a few seconds: every visitor's first screen would
 * otherwise cost a full table read (PGlite serves one query at a time). Nothing in the api
 * writes spot offers yet; a writer must reset the cache of its app instance, and the short
 * lifetime bounds staleness in any case.
 */
const SPOT_LIST_CACHE_MS = 5_000;

/** Registers the freight routes. */
export const freightRoutes: FastifyPluginAsync = async (app) => {
  let cached: { at: number; shown: string; masked: string } | null = null;

  async function readList(): Promise<SpotFreight[]> {
    const rows = await app.db
      .selectFrom('spot_freight')
      .selectAll()
      .select([
        sql<string>`to_char(deposit_expiration_date, 'YYYY-MM-DD')`.as('deposit_day'),
        sql<string>`to_char(dpt_estimate_date, 'YYYY-MM-DD')`.as('dpt_day'),
      ])
      .orderBy('deposit_expiration_date')
      .orderBy('fre_rate_legacy_id')
      .execute();
    const list: SpotFreight[] = rows.map((r) => ({
      freRateLegacyId: r.fre_rate_legacy_id,
      isActive: r.is_active,
      depositExpirationDate: r.deposit_day,
      dptEstimateDate: r.dpt_day,
      dptCountry: r.dpt_country,
      dptCountryNm: countryName(r.dpt_country),
      dptPort: r.dpt_port,
      dptPortNm: r.dpt_port_nm,
      arvCountry: r.arv_country,
      arvCountryNm: countryName(r.arv_country),
      arvPort: r.arv_port,
      arvPortNm: r.arv_port_nm,
      cargoType: r.cargo_type,
      vehicleCategory: r.vehicle_category,
      cargoSize: r.cargo_size,
      tradeCondition: r.trade_condition,
      freLine: r.fre_line,
      freLineNm: r.fre_line_nm,
      paymentMethod: r.payment_method,
      costDisplay: r.cost_display,
      notice: r.notice,
    }));
    return list;
  }

  app.get('/svc/freight/spot/list', async (req, reply) => {
    const { userCountry } = parseInput(contract.SpotListQuerySchema, req.query);
    const { user } = await app.sessions.context(req);
    const masked = Boolean(user?.price_masked) || userCountry === data.KOREA_CODE;
    if (!cached || Date.now() - cached.at > SPOT_LIST_CACHE_MS) {
      const list = await readList();
      cached = {
        at: Date.now(),
        shown: JSON.stringify({ list }),
        masked: JSON.stringify({ list: list.map((o) => ({ ...o, costDisplay: null })) }),
      };
    }
    return reply.type('application/json; charset=utf-8').send(masked ? cached.masked : cached.shown);
  });
};
