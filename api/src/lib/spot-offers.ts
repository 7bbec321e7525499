/**
 * When a spot offer can be booked: it is active (not sold out) and its countdown has not ended,
 * the end of the day after its deposit deadline (spec 1 "Spot freight card"). One expression for
 * every reader (the offer and list answers, the booking call), so an offer past its deadline is
 * closed everywhere at once rather than open on one screen and refused by another (issue 28).
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { detectedInKorea } from './visitor-country.ts';
import { data, type SpotFreight } from './shared.ts';

const countryName = (code: string) => data.countryByCode(code)?.nameEn ?? code;

/**
 * SQL: true while buyers still see the offer of the row in scope: its booking window (to the end
 * of the day after its deposit deadline) has not passed (spec 1 "Spot freight card": the card is
 * hidden once that day has passed; sold-out offers stay, marked SOLD OUT). The deadline alone on
 * one side, so the deadline index (spot_freight_window_idx) serves it.
 */
export const offerListed = () => sql<boolean>`(deposit_expiration_date >= current_date - 1)`;

/** SQL: true while the offer of the row in scope (`spot_freight`) takes bookings: listed and not sold out. */
export const offerOpen = () => sql<boolean>`(is_active and ${offerListed()})`;

/** A spot_freight row with its days as yyyy-MM-dd and whether it takes bookings (offerOpen). */
export type OfferRow = Selectable<Database['spot_freight']> & { deposit_day: string; dpt_day: string; open: boolean };

/** The offer as the contract names it (country names in English; the front ends show their own by code). */
export function toSpotOffer(r: OfferRow): SpotFreight {
  return {
    freRateLegacyId: r.fre_rate_legacy_id,
    // Past its countdown an offer is closed like a sold-out one: the detail page sends the buyer
    // away and the booking call refuses it (the cards hide it by the same date).
    isActive: r.open,
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
  };
}

/** The offers with their days and whether they take bookings (OfferRow): the list's, the detail's and the page head's one query. */
export const selectOffers = (db: Kysely<Database>) =>
  db
    .selectFrom('spot_freight')
    .selectAll()
    .select([
      sql<string>`to_char(deposit_expiration_date, 'YYYY-MM-DD')`.as('deposit_day'),
      sql<string>`to_char(dpt_estimate_date, 'YYYY-MM-DD')`.as('dpt_day'),
      offerOpen().as('open'),
    ]);

/**
 * The buyers' spot list (GET /svc/freight/spot/list): the offers whose booking window has not
 * passed (offerListed), the soonest deadline first, read in that order from the deadline index.
 * Past offers stay in the table (the desk's Expired tab, an old link's closed page).
 */
export const spotListQuery = (db: Kysely<Database>) =>
  selectOffers(db).where(offerListed()).orderBy('deposit_expiration_date').orderBy('fre_rate_legacy_id');

/** The offer `freRateLegacyId` as the contract names it (open or not), or null when there is none; its price withheld with `masked`. */
export async function readOffer(db: Kysely<Database>, freRateLegacyId: number, masked: boolean): Promise<SpotFreight | null> {
  const row = await selectOffers(db).where('fre_rate_legacy_id', '=', freRateLegacyId).executeTakeFirst();
  if (!row) return null;
  const offer = toSpotOffer(row);
  if (masked) offer.costDisplay = null;
  return offer;
}

/** Prices are withheld for the masked test account and for requests detected in Korea (spec 1 section 9). */
export async function masksPrices(app: FastifyInstance, config: Config, req: FastifyRequest): Promise<boolean> {
  if (detectedInKorea(req, config)) return true;
  const { user } = await app.sessions.context(req);
  return Boolean(user?.price_masked);
}
