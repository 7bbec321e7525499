/**
 * Spot offers as the staff desk runs them (issue 24; `/staff/offers*`, role STAFF): the list with
 * its status tabs, one offer with its change trail, and the body that creates or edits one. The
 * desk's form validates with `StaffOfferBodySchema` before it sends; the api parses the same
 * schema, then checks the ports and the line against its tables.
 */
import * as v from 'valibot';
import { CalendarDaySchema, CountryCodeSchema } from './common';
import { CargoSizeSchema, SpotFreightSchema } from './freight';

/**
 * Where an offer stands for buyers: LIVE (takes bookings), SOLD_OUT (shown as SOLD OUT until its
 * countdown ends), EXPIRED (its countdown has ended, or staff ended it early: hidden everywhere).
 */
export const StaffOfferStatusSchema = v.picklist(['LIVE', 'SOLD_OUT', 'EXPIRED']);
/** An offer's status. */
export type StaffOfferStatus = v.InferOutput<typeof StaffOfferStatusSchema>;

/** Rows of one page of the desk's offer list. */
export const STAFF_OFFERS_PAGE_SIZE = 50;

/** Query of GET /staff/offers: a status tab, a destination, a keyword (offer number, port, line or category), a page. */
export const StaffOfferListQuerySchema = v.object({
  status: v.optional(StaffOfferStatusSchema),
  country: v.optional(CountryCodeSchema),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number))),
});
/** The offer list's filters. */
export type StaffOfferListQuery = v.InferOutput<typeof StaffOfferListQuerySchema>;

/** One offer in the desk: what buyers see, its status, how many bookings it took, and who changed it last. */
export const StaffOfferSchema = v.object({
  ...SpotFreightSchema.entries,
  status: StaffOfferStatusSchema,
  bookingCount: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
  updatedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
/** An offer as the desk reads it. */
export type StaffOffer = v.InferOutput<typeof StaffOfferSchema>;

/** Answer of GET /staff/offers: a page, the number of rows of the filter, and the count per status tab. */
export const StaffOfferListSchema = v.object({
  list: v.array(StaffOfferSchema),
  total: v.number(),
  page: v.number(),
  counts: v.object({ LIVE: v.number(), SOLD_OUT: v.number(), EXPIRED: v.number() }),
});
/** The desk's offer list. */
export type StaffOfferList = v.InferOutput<typeof StaffOfferListSchema>;

/** What was done to an offer. */
export const OfferActivityKindSchema = v.picklist(['CREATED', 'EDITED', 'SOLD_OUT', 'REOPENED', 'ENDED']);
/** One line of an offer's trail (`detail`: the fields an edit changed, e.g. "costDisplay 1250 -> 1300"). */
export const OfferActivitySchema = v.object({
  id: v.number(),
  at: v.string(),
  kind: OfferActivityKindSchema,
  staff: v.nullable(v.object({ id: v.number(), name: v.string() })),
  detail: v.string(),
});
/** An offer trail line. */
export type OfferActivity = v.InferOutput<typeof OfferActivitySchema>;

/** Answer of GET /staff/offer?freRateLegacyId=: the offer and its trail, newest first. */
export const StaffOfferDetailSchema = v.object({ offer: StaffOfferSchema, activity: v.array(OfferActivitySchema) });
/** One offer with its trail. */
export type StaffOfferDetail = v.InferOutput<typeof StaffOfferDetailSchema>;

/** The largest price an offer can carry, USD. */
export const OFFER_PRICE_MAX = 1_000_000;
/** The longest vehicle category and notice. */
export const OFFER_CATEGORY_MAX = 60;
export const OFFER_NOTICE_MAX = 500;

/** Why a body was refused, as the desk's form names it (the api sends the same text in `message`). */
export const OFFER_MESSAGES = {
  deadlineAfterDeparture: 'The deposit deadline must be on or before the departure.',
  sizeForContainer: 'Choose the container size.',
  noSizeForRoro: 'A RoRo offer has no container size.',
} as const;

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNIT_TEXT = /^[^\u0000-\u001f\u007f<>]*$/;

/**
 * Body of POST /staff/offers (create) and PUT /staff/offer?freRateLegacyId= (edit): the route as
 * port codes (the api names them from its port table), cargo, carrier (a line code of the table),
 * terms and price (whole USD; null: price on request), and the buyers' note. Dates are days,
 * the deposit deadline on or before the departure.
 */
export const StaffOfferBodySchema = v.pipe(
  v.object({
    dptPort: v.pipe(v.string(), v.regex(/^[A-Z]{5}$/)),
    arvPort: v.pipe(v.string(), v.regex(/^[A-Z]{5}$/)),
    cargoType: v.picklist(['RORO', 'CONT']),
    cargoSize: v.nullable(CargoSizeSchema),
    vehicleCategory: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(OFFER_CATEGORY_MAX), v.regex(UNIT_TEXT)),
    tradeCondition: v.picklist(['FOB', 'CFR', 'EXW']),
    freLine: v.pipe(v.string(), v.regex(/^C\d{3}$/)),
    paymentMethod: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60), v.regex(UNIT_TEXT)),
    costDisplay: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(OFFER_PRICE_MAX))),
    depositExpirationDate: CalendarDaySchema,
    dptEstimateDate: CalendarDaySchema,
    notice: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(OFFER_NOTICE_MAX))),
  }),
  // Each rule runs as soon as the fields it reads are valid (a form then shows it beside the others).
  v.forward(
    v.partialCheck([['depositExpirationDate'], ['dptEstimateDate']], (b) => b.depositExpirationDate <= b.dptEstimateDate, OFFER_MESSAGES.deadlineAfterDeparture),
    ['depositExpirationDate'],
  ),
  v.forward(
    v.partialCheck([['cargoType'], ['cargoSize']], (b) => b.cargoType === 'RORO' || b.cargoSize !== null, OFFER_MESSAGES.sizeForContainer),
    ['cargoSize'],
  ),
  v.forward(
    v.partialCheck([['cargoType'], ['cargoSize']], (b) => b.cargoType === 'CONT' || b.cargoSize === null, OFFER_MESSAGES.noSizeForRoro),
    ['cargoSize'],
  ),
);
/** An offer as staff send it. */
export type StaffOfferBody = v.InferOutput<typeof StaffOfferBodySchema>;

/** Query naming one offer. */
export const StaffOfferQuerySchema = v.object({
  freRateLegacyId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.number(), v.integer(), v.maxValue(2147483647)),
});

/** Body of POST /staff/offer/status?freRateLegacyId=: sold out, open again (a sold-out offer), or end now. */
export const StaffOfferStatusBodySchema = v.object({ action: v.picklist(['SOLD_OUT', 'REOPEN', 'END']) });

/** What the offer form picks from: the ports of loading and discharge and the carriers. */
export const StaffOfferChoicesSchema = v.object({
  loading: v.array(v.object({ port: v.string(), portNm: v.string(), country: v.string() })),
  discharge: v.array(v.object({ port: v.string(), portNm: v.string(), country: v.string() })),
  lines: v.array(v.object({ code: v.string(), name: v.string() })),
});
/** The offer form's choices. */
export type StaffOfferChoices = v.InferOutput<typeof StaffOfferChoicesSchema>;
