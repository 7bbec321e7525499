import * as v from 'valibot';
import { CalendarDaySchema, CountryCodeSchema, CurrSchema } from './common';
import { CargoSizeSchema, QuoteItemSchema } from './freight';
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
export const BookingItemSchema = v.object({
  itemName: v.string(),
  itemDetail: v.string(),
  cargoSize: v.nullable(CargoSizeSchema),
  /**
   * A quotation booking's item as the wizard sent it (category, make, model, year, fuel, weight,
   * runs, services): pages name its parts in the reader's language (issue 28). Null for spot
   * bookings, whose item is the offer's vehicle category.
   */
  quote: v.optional(v.nullable(QuoteItemSchema), null),
});

/**
 * One entered step of a booking, with when (ISO timestamp) and the staff member who moved it
 * there (null for the booking's own first step, and for steps recorded before issue 23).
 */
export const BookingMilestoneSchema = v.object({ bookingStep: BookingStepSchema, regDtm: v.string(), staffName: v.nullable(v.string()) });

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
    /** The requester's country code (`countryNm` is its English name). */
    country: v.nullable(v.string()),
    countryNm: v.string(),
    mobileCountry: v.nullable(v.string()),
    mobileNumber: v.nullable(v.string()),
  }),
  milestones: v.array(BookingMilestoneSchema),
});
/** A booking in full. */
export type BookingDetail = v.InferOutput<typeof BookingDetailSchema>;

/**
 * The spot or quote booking's confirmation page (GET /svc/booking): the booking's facts and the
 * email it was asked for with, never the account's personal data. `pendingOwner`: the email has a
 * confirmed account and the booking waits for its owner to confirm it from a mail.
 */
export const BookingConfirmationSchema = v.object({
  ...v.omit(BookingDetailSchema, ['regUser']).entries,
  requesterEmail: v.string(),
  pendingOwner: v.boolean(),
});
/** A booking as its confirmation page shows it. */
export type BookingConfirmation = v.InferOutput<typeof BookingConfirmationSchema>;

/** Query of GET /svc/booking/claim and body of PUT /svc/booking/claim: the owner's mail link token. */
export const BookingClaimTokenSchema = v.object({ token: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,64}$/)) });

/** Answer of PUT /svc/booking/claim: the booking now in the owner's list. */
export const BookingClaimAnswerSchema = v.object({ bookingId: v.number() });

/** A day in the list filters' format, yyyy.MM.dd (spec 2 sections 5 and 9). */
export const FilterDaySchema = v.pipe(v.string(), v.regex(/^\d{4}\.(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])$/, 'Use yyyy.MM.dd.'));

/** A boolean as query-string text. */
const QueryBoolSchema = v.pipe(v.picklist(['true', 'false']), v.transform((s) => s === 'true'));

/**
 * Query of the customer's booking list (spec 2 section 3 "Booking filter", section 5): every
 * field optional; flagBookingProgress absent means true (in progress); the end day may not be
 * before the start day; `page` starts at 1 (30 rows a page).
 */
export const BookingListQuerySchema = v.pipe(
  v.object({
    regDtmS: v.optional(FilterDaySchema),
    regDtmE: v.optional(FilterDaySchema),
    cargoType: v.optional(BookingCargoTypeSchema),
    flagBookingProgress: v.optional(QueryBoolSchema, 'true'),
    flagInquiry: v.optional(QueryBoolSchema),
    bookingId: v.optional(IdParamSchema),
    page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), '1'),
  }),
  v.check((q) => !q.regDtmS || !q.regDtmE || q.regDtmE >= q.regDtmS, 'regDtmE: the end day cannot be before the start day.'),
);
/** A parsed booking-list query. */
export type BookingListQuery = v.InferOutput<typeof BookingListQuerySchema>;

/** Rows per page of the booking lists. */
export const BOOKING_PAGE_SIZE = 30;

/** One row of the customer's booking list (spec 2 section 3 "Booking list item"). */
export const BookingListItemSchema = v.object({
  bookingId: v.number(),
  regDtm: v.string(),
  bookingStep: BookingStepSchema,
  cargoType: BookingCargoTypeSchema,
  arvCountry: v.nullable(v.string()),
  arvCountryNm: v.string(),
  flagInquiry: v.boolean(),
  /** The first entry of the chat as the server lists it (newest first): the latest message, or none. */
  inquiryList: v.array(v.object({ content: v.string(), regDtm: v.string() })),
  inquiryUnreadCnt: v.number(),
});
/** A booking list row. */
export type BookingListItem = v.InferOutput<typeof BookingListItemSchema>;

/** Answer of the booking list: the total count and one page of rows. */
export const BookingListSchema = v.object({ cnt: v.number(), list: v.array(BookingListItemSchema) });
/** A booking list page. */
export type BookingList = v.InferOutput<typeof BookingListSchema>;

/** Query naming one booking. */
export const BookingIdQuerySchema = v.object({ bookingId: IdParamSchema });

/**
 * One chat message (spec 2 section 3 "Chat message"): regUser.auth USER is the customer,
 * anything else (STAFF) is staff. Times are ISO timestamps; clientReadDtm is when the customer
 * read a staff message.
 */
export const ChatMessageSchema = v.object({
  inquiryId: v.number(),
  bookingId: v.number(),
  content: v.string(),
  regDtm: v.string(),
  modDtm: v.string(),
  clientReadDtm: v.nullable(v.string()),
  regUser: v.object({ auth: v.picklist(['USER', 'STAFF']), name: v.string() }),
});
/** A chat message. */
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

/** Answer of the chat list: newest first (the page shows it reversed). */
export const ChatListSchema = v.object({ list: v.array(ChatMessageSchema) });

/** Longest chat message. */
export const CHAT_MAX_LENGTH = 4000;

/** A chat message text: not empty nor whitespace only (spec 2 section 5 "Chat"). */
export const ChatContentSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'A message must not be empty.'), v.maxLength(CHAT_MAX_LENGTH));

/** Body of create-inquiry (customer) and of a staff reply: the booking and the message. */
export const CreateInquiryBodySchema = v.object({ bookingId: IdSchema, content: ChatContentSchema });

/** Answer of create-inquiry: the new message. */
export const CreateInquiryAnswerSchema = v.object({ data: ChatMessageSchema });

/** Answer of marking a chat read: the new unread count (0). */
export const ChatReadAnswerSchema = v.object({ inquiryUnreadCnt: v.number() });

/** One item line of a proforma invoice; `total` is whole US dollars. */
export const PiItemSchema = v.object({ description: v.string(), unitSize: v.string(), total: v.number() });

/**
 * A proforma invoice (spec 2 section 3). `regDtm` and `dueDtm` are yyyy-MM-dd; `totalUsd` is the
 * items' sum and `totalCurr` the amount in `curr` (EUR = USD total x currRate, rounded up).
 */
export const ProformaInvoiceSchema = v.object({
  piId: v.number(),
  bookingId: v.number(),
  regDtm: v.string(),
  dueDtm: v.string(),
  buyerName: v.string(),
  staff: v.object({ name: v.string() }),
  curr: CurrSchema,
  currRate: v.number(),
  itemList: v.array(PiItemSchema),
  memo: v.object({ content: v.string() }),
  /** Country codes of the route (the `...Nm` fields are their English names). */
  dptCountry: v.nullable(v.string()),
  dptCountryNm: v.string(),
  dptPortNm: v.string(),
  arvCountry: v.nullable(v.string()),
  arvCountryNm: v.string(),
  arvPortNm: v.string(),
  totalUsd: v.number(),
  totalCurr: v.number(),
  downloadable: v.boolean(),
  flagDel: v.boolean(),
});
/** A proforma invoice. */
export type ProformaInvoice = v.InferOutput<typeof ProformaInvoiceSchema>;

/** Answer of GET /cmn/pi?bookingId=: the page shows the first entry of data.list. */
export const PiAnswerSchema = v.object({ data: v.object({ list: v.array(ProformaInvoiceSchema) }) });

/** Query naming one proforma invoice. */
export const PiIdQuerySchema = v.object({ piId: IdParamSchema });

/** The amount of an invoice in its currency: EUR is the USD total times the rate, rounded up. */
export function piAmount(totalUsd: number, curr: 'USD' | 'EUR', currRate: number): number {
  // Rounded to cents first so a float product like 1234.0000000002 does not round up a euro.
  return curr === 'EUR' ? Math.ceil(Math.round(totalUsd * currRate * 100) / 100) : totalUsd;
}

/** Query of the staff desk's booking list. */
export const StaffBookingListQuerySchema = v.object({
  bookingStep: v.optional(BookingStepSchema),
  flagInquiry: v.optional(QueryBoolSchema),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/), v.transform(Number)), '1'),
});

/** One row of the staff desk's booking list. */
export const StaffBookingListItemSchema = v.object({
  bookingId: v.number(),
  regDtm: v.string(),
  bookingStep: BookingStepSchema,
  cargoType: BookingCargoTypeSchema,
  flagInquiry: v.boolean(),
  customer: v.object({ name: v.string(), email: v.string() }),
  /** Customer messages staff has not read yet. */
  staffUnreadCnt: v.number(),
  /** Asked for without a session with a confirmed account's email: waits for the owner's confirmation. */
  pendingOwner: v.boolean(),
});

/** Answer of the staff desk's booking list. */
export const StaffBookingListSchema = v.object({ cnt: v.number(), list: v.array(StaffBookingListItemSchema) });

/** Body of a staff step change: forward only, or to CANCEL. */
export const StaffStepBodySchema = v.object({ bookingId: IdSchema, bookingStep: BookingStepSchema });

/** Body of issuing a proforma invoice (amounts in whole US dollars; dueDtm yyyy-MM-dd). */
export const StaffPiBodySchema = v.object({
  bookingId: IdSchema,
  dueDtm: CalendarDaySchema,
  curr: CurrSchema,
  currRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1000)),
  memo: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  downloadable: v.optional(v.boolean(), true),
  itemList: v.pipe(
    v.array(v.object({ description: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)), unitSize: v.optional(v.pipe(v.string(), v.maxLength(50)), ''), total: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)) })),
    v.minLength(1),
    v.maxLength(20),
  ),
});
/** A staff invoice body. */
export type StaffPiBody = v.InferOutput<typeof StaffPiBodySchema>;

/** Answer of calls that create something with a numeric id. */
export const IdAnswerSchema = v.object({ data: v.number() });

/** One event of a booking's live stream (server-sent events): a new message or a booking change. */
export const BookingEventSchema = v.variant('type', [
  v.object({ type: v.literal('inquiry'), message: ChatMessageSchema }),
  v.object({ type: v.literal('booking'), bookingId: v.number() }),
]);
/** A booking event. */
export type BookingEvent = v.InferOutput<typeof BookingEventSchema>;
