import * as v from 'valibot';
import { CountryCodeSchema, CurrSchema } from './common';
import { CargoSizeSchema } from './freight';
import { EmailSchema } from './member';

/** The shipping types of a booking (spec 2 section 3). */
export const BookingCargoTypeSchema = v.picklist(['RORO', 'CONT', 'CONS', 'BULK']);
/** A booking's shipping type. */
export type BookingCargoType = v.InferOutput<typeof BookingCargoTypeSchema>;

/** The booking steps in order; COMPLETE and CANCEL end a booking (spec 2 section 4). */
export const BookingStepSchema = v.picklist(['STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE', 'CANCEL']);
/** A booking step. */
export type BookingStep = v.InferOutput<typeof BookingStepSchema>;

/** Trade conditions (incoterms) of an offer or a booking item. */
export const TradeConditionSchema = v.picklist(['FOB', 'CFR', 'EXW']);

/** A database id as the api takes it in a query or body: a positive 32-bit integer. */
export const IdSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2147483647));
/** The same id when it arrives as query-string text. */
export const IdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), IdSchema);

/** A port code (UN/LOCODE style, e.g. KRINC). */
export const PortCodeSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,10}$/));

/** One item line of a simple (spot) booking request. */
export const SimpleBookingItemSchema = v.object({
  cargoSize: v.nullable(CargoSizeSchema),
  tradeCondition: TradeConditionSchema,
  freRateLegacyId: IdSchema,
  itemDetail: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});

/**
 * Body of POST /svc/booking/simple (spec 2 sections 3 and 7). When the display currency is EUR
 * the request carries curr, currRate and currDate (yyyymmdd); otherwise currRate is 0 and
 * currDate empty. `requestId` (optional) makes a repeated submit answer the first booking.
 */
export const SimpleBookingBodySchema = v.object({
  cargoType: v.picklist(['RORO', 'CONT']),
  dptCountry: CountryCodeSchema,
  dptPort: PortCodeSchema,
  arvCountry: CountryCodeSchema,
  arvPort: PortCodeSchema,
  email: EmailSchema,
  itemList: v.pipe(v.array(SimpleBookingItemSchema), v.minLength(1), v.maxLength(10)),
  memo: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  flagSpot: v.boolean(),
  curr: CurrSchema,
  currRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1000)),
  currDate: v.pipe(v.string(), v.regex(/^(\d{8})?$/)),
  requestId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/))),
});
/** A simple booking request. */
export type SimpleBookingBody = v.InferOutput<typeof SimpleBookingBodySchema>;

/** Answer of POST /svc/booking/simple: `data` is the new booking's id. */
export const SimpleBookingAnswerSchema = v.object({ data: v.number() });

/** Query of GET /svc/booking (the confirmation page): the booking and its requester's email. */
export const BookingByEmailQuerySchema = v.object({ bookingId: IdParamSchema, email: EmailSchema });

/** One item line of a booking. */
export const BookingItemSchema = v.object({ itemName: v.string(), itemDetail: v.string(), cargoSize: v.nullable(CargoSizeSchema) });

/** One entered step of a booking, with when (ISO timestamp). */
export const BookingMilestoneSchema = v.object({ bookingStep: BookingStepSchema, regDtm: v.string() });

/**
 * A booking in full (spec 2 section 3 "Booking detail"), as the detail page and the spot
 * confirmation page show it. Country names are English; front ends show the name from the
 * shared country table in the buyer's language by code. `regDtm` is an ISO timestamp;
 * amounts are whole US dollars (a total of 0 shows ASK PRICE).
 */
export const BookingDetailSchema = v.object({
  bookingId: v.number(),
  regDtm: v.string(),
  bookingStep: BookingStepSchema,
  bookingStepNm: v.string(),
  cargoType: BookingCargoTypeSchema,
  cargoTypeNm: v.string(),
  dptCountry: CountryCodeSchema,
  dptCountryNm: v.string(),
  dptPortNm: v.string(),
  arvCountry: v.nullable(CountryCodeSchema),
  arvCountryNm: v.string(),
  arvPortNm: v.string(),
  flagDel: v.boolean(),
  flagInquiry: v.boolean(),
  flagSpot: v.boolean(),
  itemList: v.array(BookingItemSchema),
  memo: v.object({ content: v.string() }),
  freight: v.object({ oceanFreight: v.number(), surcharge: v.number(), total: v.number() }),
  curr: CurrSchema,
  currRate: v.number(),
  regUser: v.object({
    name: v.string(),
    email: v.string(),
    countryNm: v.string(),
    mobileCountry: v.nullable(v.string()),
    mobileNumber: v.nullable(v.string()),
  }),
  milestones: v.array(BookingMilestoneSchema),
});
/** A booking in full. */
export type BookingDetail = v.InferOutput<typeof BookingDetailSchema>;
