import * as v from 'valibot';
import { CountryCodeSchema } from './common';

/** Container / RoRo sizes an offer can be for. */
export const CargoSizeSchema = v.picklist(['FT20', 'FT40', 'HQ40', 'HQ45', 'FT45']);

/** One spot ocean-freight offer (spec 1 section 3, spec 2 section 3). Dates are yyyy-MM-dd. */
export const SpotFreightSchema = v.object({
  freRateLegacyId: v.number(),
  isActive: v.boolean(),
  depositExpirationDate: v.string(),
  dptEstimateDate: v.string(),
  dptCountry: CountryCodeSchema,
  dptCountryNm: v.string(),
  dptPort: v.string(),
  dptPortNm: v.string(),
  arvCountry: CountryCodeSchema,
  arvCountryNm: v.string(),
  arvPort: v.string(),
  arvPortNm: v.string(),
  cargoType: v.picklist(['RORO', 'CONT']),
  vehicleCategory: v.string(),
  cargoSize: v.nullable(CargoSizeSchema),
  tradeCondition: v.picklist(['FOB', 'CFR', 'EXW']),
  freLine: v.string(),
  freLineNm: v.string(),
  paymentMethod: v.string(),
  costDisplay: v.nullable(v.number()),
  notice: v.nullable(v.string()),
});
/** A spot ocean-freight offer. */
export type SpotFreight = v.InferOutput<typeof SpotFreightSchema>;

/** Query of GET /svc/freight/spot/list. */
export const SpotListQuerySchema = v.object({ userCountry: v.optional(CountryCodeSchema) });

/** Answer of GET /svc/freight/spot/list. */
export const SpotListSchema = v.object({ list: v.array(SpotFreightSchema) });
/** The spot list answer. */
export type SpotList = v.InferOutput<typeof SpotListSchema>;
