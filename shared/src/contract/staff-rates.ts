/**
 * Quotation rates as the staff desk runs them (issue 24; `/staff/rates*`, role STAFF): the rate of
 * each route (port of loading x port of discharge) per container size or RoRo category, the fixed
 * charges and the days a quote holds, every change kept with the staff member. A quote computed
 * before a change keeps its price (POST /svc/booking/quote reads the values of `quotedAt`, for as
 * long as the quote holds); the wizard quotes with the new values at once.
 */
import * as v from 'valibot';

/** The settings a quote adds to the route's rate: services, non-runner, inland and customs (USD), and the days a quote holds. */
export const QuoteSettingKeySchema = v.picklist(['INSPECTION', 'DOCUMENTS', 'NON_RUNNER', 'KOREA_INLAND', 'EXPORT_CUSTOMS', 'VALID_DAYS']);
/** A quote setting's key. */
export type QuoteSettingKey = v.InferOutput<typeof QuoteSettingKeySchema>;

/** The keys a route's rates have: container sizes, then RoRo categories. */
export const RATE_KEYS = { CONT: ['FT20', 'HQ40'], RORO: ['CAR', 'TRUCK', 'BUS', 'EQUIPMENT', 'NONE'] } as const;

const Port = v.pipe(v.string(), v.regex(/^[A-Z]{5}$/));
const Who = v.nullable(v.object({ id: v.number(), name: v.string() }));

/** Query of GET /staff/rates: the port of discharge whose rates to show. */
export const StaffRatesQuerySchema = v.object({ arvPort: Port });

/** One rate: the route, the size or category, the base price and the price per ton above the category's base weight (RoRo). */
export const StaffRateSchema = v.object({
  dptPort: v.string(),
  arvPort: v.string(),
  cargoType: v.picklist(['RORO', 'CONT']),
  sizeOrCategory: v.string(),
  baseUsd: v.number(),
  perTonUsd: v.number(),
  updatedAt: v.nullable(v.string()),
  updatedBy: Who,
});
/** A rate as the desk reads it. */
export type StaffRate = v.InferOutput<typeof StaffRateSchema>;

/** One quote setting and its value (USD, or days for VALID_DAYS). */
export const QuoteSettingSchema = v.object({ key: QuoteSettingKeySchema, value: v.number(), updatedAt: v.nullable(v.string()), updatedBy: Who });
/** A quote setting. */
export type QuoteSetting = v.InferOutput<typeof QuoteSettingSchema>;

/** One change: what (a route's rate or a setting), the values before and after, who and when. */
export const RateChangeSchema = v.object({
  id: v.number(),
  at: v.string(),
  staff: Who,
  /** A rate ("KRPTK GHTEM CONT HQ40") or a setting key. */
  subject: v.string(),
  before: v.string(),
  after: v.string(),
});
/** A change to the rates. */
export type RateChange = v.InferOutput<typeof RateChangeSchema>;

/** Answer of GET /staff/rates: the port's rates from every port of loading, the settings, and the latest changes (this port's and the settings'). */
export const StaffRatesSchema = v.object({ rates: v.array(StaffRateSchema), settings: v.array(QuoteSettingSchema), changes: v.array(RateChangeSchema) });
/** The desk's rates page data. */
export type StaffRates = v.InferOutput<typeof StaffRatesSchema>;

/** The most a rate or a charge can be, USD. */
export const RATE_MAX_USD = 1_000_000;

/** Body of PUT /staff/rate: a route's rate for a size or category (it must exist: the routes are the port table's). */
export const StaffRateBodySchema = v.object({
  dptPort: Port,
  arvPort: Port,
  cargoType: v.picklist(['RORO', 'CONT']),
  sizeOrCategory: v.picklist([...RATE_KEYS.CONT, ...RATE_KEYS.RORO]),
  baseUsd: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RATE_MAX_USD)),
  perTonUsd: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
});
/** A rate as staff send it. */
export type StaffRateBody = v.InferOutput<typeof StaffRateBodySchema>;

/** Body of PUT /staff/quote-setting: a setting's new value (USD 0..100,000; days 1..60 for VALID_DAYS, checked by the api). */
export const StaffQuoteSettingBodySchema = v.object({ key: QuoteSettingKeySchema, value: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)) });
