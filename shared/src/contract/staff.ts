/**
 * The staff desk's calls (issue 23; every path under `/staff/*`, role STAFF, a USER gets 403),
 * and the booking documents both sides share (`/svc/booking/document*` for the buyer). The desk's
 * pages live under `/desk/*` (the `mfe-staff` remote).
 */
import * as v from 'valibot';
import { CalendarDaySchema, CountryCodeSchema, LangSchema } from './common';
import { BookingCargoTypeSchema, BookingDetailSchema, BookingStepSchema, ChatMessageSchema, IdParamSchema, ProformaInvoiceSchema } from './booking';

/** A boolean as query-string text. */
const QueryBool = v.pipe(v.picklist(['true', 'false']), v.transform((s) => s === 'true'));

/** Rows of one inbox page. */
export const STAFF_INBOX_PAGE_SIZE = 50;

/**
 * Query of GET /staff/inbox: every filter optional (the desk keeps them in its URL). `step` is
 * the tab; `q` matches a booking number exactly, or an email or name in part; `after` is the
 * keyset cursor of the page before (`nextCursor` of its answer), so pages stay stable while new
 * rows arrive at the top.
 */
export const StaffInboxQuerySchema = v.object({
  step: v.optional(BookingStepSchema),
  chat: v.optional(v.picklist(['open', 'ended'])),
  unread: v.optional(QueryBool),
  country: v.optional(CountryCodeSchema),
  cargoType: v.optional(BookingCargoTypeSchema),
  from: v.optional(CalendarDaySchema),
  to: v.optional(CalendarDaySchema),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  after: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/))),
});
/** The inbox filters as the api reads them. */
export type StaffInboxQuery = v.InferOutput<typeof StaffInboxQuerySchema>;

/** Where a booking's proforma invoice stands: none yet, issued, downloaded by the buyer, or every one withdrawn. */
export const PiStateSchema = v.picklist(['NONE', 'ISSUED', 'DOWNLOADED', 'WITHDRAWN']);
/** A P.I state. */
export type PiState = v.InferOutput<typeof PiStateSchema>;

/** One inbox row: the booking, its customer and what happened last. */
export const StaffInboxRowSchema = v.object({
  bookingId: v.number(),
  regDtm: v.string(),
  /** The latest of: booked, a message, a step, an invoice, a document (ISO timestamp). */
  activityDtm: v.string(),
  bookingStep: BookingStepSchema,
  cargoType: BookingCargoTypeSchema,
  flagInquiry: v.boolean(),
  customer: v.object({ name: v.string(), email: v.string(), country: v.nullable(v.string()) }),
  dptPortNm: v.string(),
  arvPortNm: v.string(),
  arvCountry: v.nullable(v.string()),
  /** Customer messages staff has not read yet. */
  unreadCnt: v.number(),
  /** The newest message's first line (at most 140 characters), its time and side. */
  lastMessage: v.nullable(v.object({ content: v.string(), regDtm: v.string(), fromStaff: v.boolean() })),
  piState: PiStateSchema,
  /** Documents the customer uploaded. */
  customerDocumentCnt: v.number(),
  /** Booked without a session with a confirmed account's email: waits for the owner. */
  pendingOwner: v.boolean(),
});
/** An inbox row. */
export type StaffInboxRow = v.InferOutput<typeof StaffInboxRowSchema>;

/** Rows per step under the current filters (the step filter aside): the tabs' counts. */
export const StepCountsSchema = v.object({
  STEP1: v.number(),
  STEP2: v.number(),
  STEP3: v.number(),
  STEP4: v.number(),
  COMPLETE: v.number(),
  CANCEL: v.number(),
});

/** Answer of GET /staff/inbox. */
export const StaffInboxSchema = v.object({
  list: v.array(StaffInboxRowSchema),
  /** The cursor of the next page, or null on the last one. */
  nextCursor: v.nullable(v.string()),
  /** Rows matching every filter. */
  total: v.number(),
  counts: StepCountsSchema,
  /** Unread customer messages over every booking (the header badge). */
  unreadTotal: v.number(),
});
/** An inbox page. */
export type StaffInbox = v.InferOutput<typeof StaffInboxSchema>;

/** Answer of GET /staff/unread (staff-unread.ts: the shell's header reads it without the desk's schemas). */
export { StaffUnreadSchema } from './staff-unread';

/** What a staff member did on a booking (the activity trail). */
export const ActivityKindSchema = v.picklist(['REPLY', 'CHAT_ENDED', 'STEP', 'PI_ISSUED', 'PI_WITHDRAWN', 'DOCUMENT', 'DOCUMENT_REMOVED', 'OWNER_CONFIRMED']);

/** One line of a booking's activity trail: who did what, when (`detail` is plain text, e.g. "STEP2 -> STEP3"). */
export const ActivitySchema = v.object({
  id: v.number(),
  at: v.string(),
  kind: ActivityKindSchema,
  /** The staff member, or null for the customer's own acts (owner confirmation, an upload). */
  staff: v.nullable(v.object({ id: v.number(), name: v.string() })),
  detail: v.string(),
});
/** An activity line. */
export type Activity = v.InferOutput<typeof ActivitySchema>;

/** What a booking document is. The customer uploads RECEIPT; staff the others. */
export const DocumentKindSchema = v.picklist(['RECEIPT', 'LOADING_PHOTO', 'BL_DRAFT', 'EXPORT_DECLARATION', 'OTHER']);
/** A document kind. */
export type DocumentKind = v.InferOutput<typeof DocumentKindSchema>;

/** The file types a booking accepts, judged by the bytes, not the name. */
export const DocumentContentTypeSchema = v.picklist(['application/pdf', 'image/jpeg', 'image/png']);
/** Largest document a booking takes, in bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Documents one side may add to a booking. */
export const DOCUMENTS_PER_SIDE = 30;
/** Longest file name an upload takes, in characters. */
export const DOCUMENT_NAME_MAX = 200;

/** A document on a booking (its bytes at the download call). */
export const BookingDocumentSchema = v.object({
  documentId: v.number(),
  bookingId: v.number(),
  kind: DocumentKindSchema,
  /** The uploader's file name, cleaned (no path, no control characters). */
  fileName: v.string(),
  contentType: DocumentContentTypeSchema,
  size: v.number(),
  uploadedAt: v.string(),
  uploadedBy: v.picklist(['CUSTOMER', 'STAFF']),
  uploaderName: v.string(),
});
/** A booking document. */
export type BookingDocument = v.InferOutput<typeof BookingDocumentSchema>;

/** Answer of the document lists (buyer and staff). */
export const BookingDocumentListSchema = v.object({ list: v.array(BookingDocumentSchema) });

/**
 * Query of an upload (the body is the file's bytes, Content-Type application/octet-stream or its
 * own type): the booking, what it is, and the file's name.
 */
export const DocumentUploadQuerySchema = v.object({
  bookingId: IdParamSchema,
  kind: DocumentKindSchema,
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(DOCUMENT_NAME_MAX)),
});

/** Answer of an upload: the stored document. */
export const DocumentUploadAnswerSchema = v.object({ data: BookingDocumentSchema });

/** Query naming one document; `inline=1` asks for an image to be shown (a preview) rather than saved. */
export const DocumentIdQuerySchema = v.object({ documentId: IdParamSchema, inline: v.optional(v.picklist(['0', '1'])) });
/** Query of DELETE /svc/booking/document and /staff/booking/document: the document its side takes back. */
export const DocumentRemoveQuerySchema = v.object({ documentId: IdParamSchema });

/** An invoice as the desk lists it: the buyer's view plus why it was withdrawn and how often it was downloaded. */
export const StaffInvoiceSchema = v.object({
  ...ProformaInvoiceSchema.entries,
  withdrawnReason: v.nullable(v.string()),
  downloadCnt: v.number(),
});
/** A desk invoice. */
export type StaffInvoice = v.InferOutput<typeof StaffInvoiceSchema>;

/** Answer of GET /staff/booking/detail: everything the booking workspace shows. */
export const StaffBookingSchema = v.object({
  booking: BookingDetailSchema,
  customer: v.object({
    id: v.number(),
    name: v.string(),
    email: v.string(),
    country: v.nullable(v.string()),
    mobileCountry: v.nullable(v.string()),
    mobileNumber: v.nullable(v.string()),
    lang: LangSchema,
    emailConfirmed: v.boolean(),
  }),
  pendingOwner: v.boolean(),
  activity: v.array(ActivitySchema),
  invoices: v.array(StaffInvoiceSchema),
  documents: v.array(BookingDocumentSchema),
});
/** A booking in the workspace. */
export type StaffBooking = v.InferOutput<typeof StaffBookingSchema>;

/** Query of DELETE /staff/pi: the invoice and why it is withdrawn (the buyer's trail shows it). */
export const StaffPiWithdrawQuerySchema = v.object({
  piId: IdParamSchema,
  reason: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)),
});

/** Query of PUT /staff/inquiry/read: staff read the customer's messages of a booking (answer: `StaffUnreadSchema`, the new badge). */
export const StaffReadQuerySchema = v.object({ bookingId: IdParamSchema });

/**
 * One event of the desk's live stream (GET /staff/stream, server-sent events): a new booking or a
 * change of one, a customer or staff message, a document. The desk refetches what it shows.
 */
export const StaffEventSchema = v.variant('type', [
  v.object({ type: v.literal('booking'), bookingId: v.number() }),
  v.object({ type: v.literal('inquiry'), bookingId: v.number(), message: ChatMessageSchema }),
  v.object({ type: v.literal('document'), bookingId: v.number(), documentId: v.number() }),
]);
/** A desk event. */
export type StaffEvent = v.InferOutput<typeof StaffEventSchema>;

/** The bank account buyers pay into (bank.ts: the runtime configuration reads it without the desk's schemas). */
export { BankDetailsSchema, type BankDetails } from './bank';

