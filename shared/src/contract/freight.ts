import * as v from 'valibot';
import { COUNTRY_CODE_PATTERN, CountryCodeSchema, LangSchema, type RuleMessage } from './common';

/** Container / RoRo sizes an offer can be for. */
export const CargoSizeSchema = v.picklist(['FT20', 'FT40', 'HQ40', 'HQ45', 'FT45']);
/** A container size code. */
export type CargoSize = v.InferOutput<typeof CargoSizeSchema>;
/**
 * Trade labels of the container sizes ("40HQ" for HQ40); the same in every language, as on the
 * quay: the offers and bookings show them, and staff write them on an invoice's lines.
 */
export const CARGO_SIZE_LABEL: Readonly<Record<CargoSize, string>> = {
  FT20: '20ft',
  FT40: '40ft',
  HQ40: '40HQ',
  HQ45: '45HQ',
  FT45: '45ft',
};

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

/**
 * Query of GET /svc/freight/spot/list (spec 2 section 7): `userCountry` is the visitor's country
 * as the client knows it (informative: the api decides price masking from the country it detects
 * itself), `country` the destination to list (empty or absent: every destination).
 */
export const SpotListQuerySchema = v.object({
  userCountry: v.optional(CountryCodeSchema),
  country: v.optional(v.union([CountryCodeSchema, v.literal('')])),
});

/** Answer of GET /svc/freight/spot/list. */
export const SpotListSchema = v.object({ list: v.array(SpotFreightSchema) });
/** The spot list answer. */
export type SpotList = v.InferOutput<typeof SpotListSchema>;

/** Query of GET /svc/freight/spot (the offer detail). */
export const SpotOfferQuerySchema = v.object({
  freRateLegacyId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.number(), v.integer(), v.maxValue(2147483647)),
});

/** Answer of GET /svc/freight/spot: the offer. */
export const SpotOfferSchema = SpotFreightSchema;

/**
 * The contact form's email pattern (spec 2 section 5): word or hyphen characters, optional dotted
 * parts, @, a dotted domain ending in letters.
 */
export const CONTACT_EMAIL_PATTERN = /^[\w-]+(\.[\w-]+)*@([\w-]+\.)+[A-Za-z]+$/;

/** Messages of the requester rules, one per field, and one for a text over its length (all optional). */
export interface RequesterMessages {
  name?: { required?: RuleMessage; letters?: RuleMessage };
  email?: RuleMessage;
  country?: RuleMessage;
  mobileCountry?: RuleMessage;
  mobileNumber?: RuleMessage;
  tooLong?: RuleMessage;
}

/**
 * The requester of a spot or quotation booking (spec 2 section 5 "Contact form"): the rules of the
 * buyer registration the api runs before either booking, which the booking forms validate with
 * too, so the two cannot disagree. A form passes the spec's messages; the api none.
 */
export function requesterEntries(m: RequesterMessages = {}) {
  return {
    name: v.pipe(v.string(m.name?.required), v.trim(), v.nonEmpty(m.name?.required), v.regex(/^[A-Za-z ]+$/, m.name?.letters), v.maxLength(100, m.tooLong)),
    email: v.pipe(v.string(m.email), v.trim(), v.nonEmpty(m.email), v.regex(CONTACT_EMAIL_PATTERN, m.email), v.email(m.email), v.maxLength(254, m.tooLong), v.toLowerCase()),
    country: v.pipe(v.string(m.country), v.nonEmpty(m.country), v.regex(COUNTRY_CODE_PATTERN, m.country)),
    mobileCountry: v.pipe(v.string(m.mobileCountry), v.nonEmpty(m.mobileCountry), v.regex(/^\d{1,6}$/, m.mobileCountry)),
    mobileNumber: v.pipe(v.string(m.mobileNumber), v.trim(), v.nonEmpty(m.mobileNumber), v.regex(/^[0-9-]+$/, m.mobileNumber), v.maxLength(30, m.tooLong)),
  };
}

/**
 * Body of the password-less buyer registration (POST /cmn/auth/user before a spot booking,
 * spec 2 section 7): the account is created unconfirmed and cannot sign in until a password is
 * set. 400 USER_EMAIL_DUPLICATE when the email already has an account.
 */
export const BuyerRegistrationBodySchema = v.object({
  ...requesterEntries(),
  flagSubscribe: v.optional(v.boolean(), true),
  lang: v.optional(LangSchema, 'en'),
});
/** A password-less buyer registration. */
export type BuyerRegistrationBody = v.InferOutput<typeof BuyerRegistrationBodySchema>;

/** Answer of the buyer registration. */
export const BuyerRegistrationAnswerSchema = v.object({ ok: v.literal(true) });

/** Vessel type codes of the schedule (spec 2 section 3): Container, Ro-Ro, Consolidation. */
export const VesselTypeCodeSchema = v.picklist(['C010', 'C020', 'C050']);
/** A vessel type code. */
export type VesselTypeCode = v.InferOutput<typeof VesselTypeCodeSchema>;

/** A shipping line code (C030..C300, the logo key). */
export const ShippingLineCodeSchema = v.pipe(v.string(), v.regex(/^C[0-3]\d0$/));

/** A comma-separated code list in a query string (empty: no filter), at most 40 codes. */
const codeList = <S extends v.GenericSchema<string, string>>(item: S) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(300),
      v.transform((s) => (s.trim() === '' ? [] : s.split(',').map((x) => x.trim()))),
      v.array(item),
    ),
    '',
  );

/** Query of GET {v2}/shipping/schedule/count. */
export const ScheduleCountQuerySchema = v.object({
  toCountryCode: v.optional(v.union([CountryCodeSchema, v.literal('')]), ''),
  vesselTypeCodeList: codeList(VesselTypeCodeSchema),
});

/** One tab of the schedule filters with its count. */
export const ScheduleCountItemSchema = v.object({ code: v.string(), name: v.string(), count: v.number() });
/** A schedule filter tab. */
export type ScheduleCountItem = v.InferOutput<typeof ScheduleCountItemSchema>;

/** Answer of GET {v2}/shipping/schedule/count (spec 2 section 7: wrapped in data.data). */
export const ScheduleCountAnswerSchema = v.object({
  data: v.object({ data: v.object({ vesselType: v.array(ScheduleCountItemSchema), shippingLine: v.array(ScheduleCountItemSchema) }) }),
});

/** Schedule page size (spec 2 section 9). */
export const SCHEDULE_PAGE_SIZE = 30;

/** Query of GET {v2}/shipping/v3/schedule; `page` starts at 1. */
export const ScheduleListQuerySchema = v.object({
  toCountryCode: v.optional(v.union([CountryCodeSchema, v.literal('')]), ''),
  vesselTypeCodeList: codeList(VesselTypeCodeSchema),
  shippingLineCodeList: codeList(ShippingLineCodeSchema),
  size: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number), v.minValue(1), v.maxValue(100)), '30'),
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/), v.transform(Number), v.minValue(1)), '1'),
});

/** One sailing (spec 2 section 3); times are ISO timestamps or null when not known yet. */
export const ShippingScheduleSchema = v.object({
  shippingScheduleCode: v.string(),
  vesselName: v.string(),
  voyNo: v.string(),
  vesselTypeCode: VesselTypeCodeSchema,
  vesselTypeName: v.string(),
  line: v.string(),
  lineName: v.string(),
  fromCountryCode: CountryCodeSchema,
  fromCountryName: v.string(),
  fromPortName: v.string(),
  toCountryCode: CountryCodeSchema,
  toCountryName: v.string(),
  toPortName: v.string(),
  departureDateTime: v.nullable(v.string()),
  arrivalDateTime: v.nullable(v.string()),
});
/** One sailing. */
export type ShippingSchedule = v.InferOutput<typeof ShippingScheduleSchema>;

/** Answer of GET {v2}/shipping/v3/schedule (wrapped in data.data). */
export const ScheduleListAnswerSchema = v.object({
  data: v.object({ data: v.object({ totalCount: v.number(), shippingSchedules: v.array(ShippingScheduleSchema) }) }),
});

/** Quotation shipping types: Ro-Ro or Container (spec 2 "Quotation wizard"). */
export const QuoteCargoTypeSchema = v.picklist(['RORO', 'CONT']);
/** Quotation item categories. */
export const QuoteCategorySchema = v.picklist(['CAR', 'TRUCK', 'BUS', 'EQUIPMENT', 'NONE']);
/** A quotation item category. */
export type QuoteCategory = v.InferOutput<typeof QuoteCategorySchema>;
/** Quotation container sizes: 20ft or 40HQ. */
export const QuoteContainerSizeSchema = v.picklist(['FT20', 'HQ40']);
/** Quotation fuel types. */
export const QuoteFuelSchema = v.picklist(['GASOLINE', 'DIESEL', 'HYBRID', 'ELECTRIC', 'LPG', 'OTHER']);
/** Additional services of a quotation. */
export const QuoteServiceSchema = v.picklist(['INSPECTION', 'DOCUMENTS']);

/** A port of the quotation wizard. */
export const QuotePortSchema = v.object({ port: v.string(), portNm: v.string(), country: CountryCodeSchema });
/** A quotation port. */
export type QuotePort = v.InferOutput<typeof QuotePortSchema>;

/** Answer of GET /svc/quote/ports: ports of loading (Korea) and of discharge. */
export const QuotePortsSchema = v.object({ loading: v.array(QuotePortSchema), discharge: v.array(QuotePortSchema) });

const text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

/** Bounds of a quotation item, which the wizard's messages name. */
export const QUOTE_LIMITS = { weightMin: 0.1, weightMax: 60, yearMin: 1950, yearMax: 2100 } as const;

/** Messages of the quotation rules (all optional): a missing answer, the shipping type, the weight, the year, a text over its length. */
export interface QuoteMessages {
  required?: RuleMessage;
  cargoType?: RuleMessage;
  weight?: RuleMessage;
  year?: RuleMessage;
  tooLong?: RuleMessage;
}

/** A required text of at most `max` characters, trimmed. */
const requiredText = (max: number, m: QuoteMessages) => v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.maxLength(max, m.tooLong));

/** The quotation's route and shipping type (steps 1 and 2 of the wizard), with a form's messages. */
export function quoteRouteEntries(m: QuoteMessages = {}) {
  const port = v.pipe(v.string(m.required), v.nonEmpty(m.required), v.regex(/^[A-Z0-9]{2,10}$/, m.required));
  return { dptPort: port, arvPort: port, cargoType: v.picklist(QuoteCargoTypeSchema.options, m.cargoType) };
}

/** The quotation item's rules (step 3 of the wizard), with a form's messages. */
export function quoteItemEntries(m: QuoteMessages = {}) {
  return {
    category: v.picklist(QuoteCategorySchema.options, m.required),
    loadingWeight: v.pipe(v.number(m.weight), v.minValue(QUOTE_LIMITS.weightMin, m.weight), v.maxValue(QUOTE_LIMITS.weightMax, m.weight)),
    year: v.pipe(v.number(m.year), v.integer(m.year), v.minValue(QUOTE_LIMITS.yearMin, m.year), v.maxValue(QUOTE_LIMITS.yearMax, m.year)),
    make: requiredText(60, m),
    model: requiredText(60, m),
    detailedModel: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, m.tooLong)), ''),
    fuel: v.picklist(QuoteFuelSchema.options, m.required),
    runs: v.boolean(m.required),
    services: v.pipe(v.array(QuoteServiceSchema), v.maxLength(2)),
    containerSize: v.nullable(v.picklist(QuoteContainerSizeSchema.options, m.required)),
  };
}

/** A container quote needs its size (20ft or 40HQ); a Ro-Ro one has none. */
export const quoteNeedsContainerSize = (cargoType: QuoteRequest['cargoType']) => cargoType === 'CONT';

/** The item of a quotation (step 3). */
export const QuoteItemSchema = v.object(quoteItemEntries());
/** The item of a quotation. */
export type QuoteItem = v.InferOutput<typeof QuoteItemSchema>;

/** Body of POST /svc/quote: route, shipping type and item. */
export const QuoteRequestSchema = v.object({ ...quoteRouteEntries(), item: QuoteItemSchema });
/** A quotation request. */
export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>;

/** What a quote includes or excludes (keys the front end translates). */
export const QuoteTermSchema = v.picklist([
  'OCEAN_FREIGHT', 'KOREA_INLAND', 'EXPORT_CUSTOMS', 'LOADING', 'LASHING', 'INSPECTION', 'DOCUMENTS',
  'NON_RUNNER', 'HEAVY', 'DESTINATION_CHARGES', 'IMPORT_DUTIES', 'INSURANCE',
]);
/** A quote term key. */
export type QuoteTerm = v.InferOutput<typeof QuoteTermSchema>;

/** Answer of POST /svc/quote: the price in whole US dollars, its lines and what is and is not included. */
export const QuoteAnswerSchema = v.object({
  dptPort: QuotePortSchema,
  arvPort: QuotePortSchema,
  cargoType: QuoteCargoTypeSchema,
  totalUsd: v.number(),
  lines: v.array(v.object({ term: QuoteTermSchema, usd: v.number() })),
  included: v.array(QuoteTermSchema),
  excluded: v.array(QuoteTermSchema),
  validUntil: v.string(),
  /** When the quote was computed (ISO): a booking made from it while it holds keeps its price (POST /svc/booking/quote). */
  quotedAt: v.string(),
});
/** A computed quote. */
export type QuoteAnswer = v.InferOutput<typeof QuoteAnswerSchema>;

/**
 * Body of POST /svc/booking/quote: the quoted request plus the requester (registered just
 * before, like a spot booking), the additional request and the display currency fields of
 * spec 2 section 7. `requestId` makes a repeated submit answer the first booking.
 */
export const QuoteBookingBodySchema = v.object({
  quote: QuoteRequestSchema,
  email: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(), v.maxLength(254)),
  memo: text(2000),
  curr: v.picklist(['USD', 'EUR']),
  currRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1000)),
  currDate: v.pipe(v.string(), v.regex(/^(\d{8})?$/)),
  requestId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/))),
  /** `quotedAt` of the quote the buyer saw: while it holds, the booking keeps that quote's price. */
  quotedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
/** A booking request made from a quote. */
export type QuoteBookingBody = v.InferOutput<typeof QuoteBookingBodySchema>;
