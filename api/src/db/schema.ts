/**
 * Table types for Kysely. Column names are snake_case in SQL; the routes map them to the
 * contract's camelCase. Calendar days are `date` columns read back with to_char (yyyy-MM-dd).
 */
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** A timestamp column: Date when read, Date or ISO string when written, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A calendar-day column: select it with to_char; written as yyyy-MM-dd. */
type Day = ColumnType<string, string, string>;

/** The booking steps (spec 1 section 3). */
export const BOOKING_STEPS = ['STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE', 'CANCEL'] as const;
/** A booking step. */
export type BookingStep = (typeof BOOKING_STEPS)[number];
/** Steps counted by the badge: the booking is still in progress. */
export const IN_PROGRESS_STEPS: readonly BookingStep[] = ['STEP1', 'STEP2', 'STEP3', 'STEP4'];

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  pwd_hash: string;
  country: string | null;
  mobile_country: string | null;
  mobile_number: string | null;
  flag_subscribe: boolean;
  lang: string;
  curr: string;
  role: 'USER' | 'STAFF';
  price_masked: boolean;
  email_confirmed: boolean;
  created_at: Timestamp;
}

export interface SessionsTable {
  /** sha256 of the cookie value; the value itself is never stored. */
  id: string;
  user_id: number | null;
  curr: string | null;
  lang: string | null;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface SpotFreightTable {
  fre_rate_legacy_id: number;
  is_active: boolean;
  deposit_expiration_date: Day;
  dpt_estimate_date: Day;
  dpt_country: string;
  dpt_port: string;
  dpt_port_nm: string;
  arv_country: string;
  arv_port: string;
  arv_port_nm: string;
  cargo_type: 'RORO' | 'CONT';
  vehicle_category: string;
  cargo_size: 'FT20' | 'FT40' | 'HQ40' | 'HQ45' | 'FT45' | null;
  trade_condition: 'FOB' | 'CFR' | 'EXW';
  fre_line: string;
  fre_line_nm: string;
  payment_method: string;
  cost_display: number | null;
  notice: string | null;
  created_at: Timestamp;
  /** When and by whom (a staff member; null for the seed) the offer last changed (issue 24). */
  updated_at: Timestamp;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** What was done to a spot offer (the desk's trail). */
export type OfferActivityKind = 'CREATED' | 'EDITED' | 'SOLD_OUT' | 'REOPENED' | 'ENDED';

export interface OfferActivityTable {
  id: Generated<number>;
  fre_rate_legacy_id: number;
  staff_id: number | null;
  kind: OfferActivityKind;
  detail: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface BoardPostsTable {
  board_id: Generated<number>;
  title: string;
  content: string;
  langs: 'en' | 'es' | 'ru';
  flag_display: 'Y' | 'N';
  flag_del: 'Y' | 'N';
  reg_dtm: Timestamp;
  /** The card's text as staff wrote it ('' for none). */
  excerpt: ColumnType<string, string | undefined, string>;
  cover_picture_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  updated_by: number | null;
  /** Published at least once: a later publication keeps the post's date. */
  published_once: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface PostPicturesTable {
  picture_id: Generated<number>;
  file_name: string;
  hash: string;
  width: number;
  height: number;
  grid_bytes: Uint8Array;
  full_bytes: Uint8Array;
  uploader_id: number | null;
  created_at: Timestamp;
}

export type PostActivityKind = 'CREATED' | 'EDITED' | 'PUBLISHED' | 'UNPUBLISHED' | 'DELETED';

export interface PostActivityTable {
  id: Generated<number>;
  board_id: number;
  staff_id: number | null;
  kind: PostActivityKind;
  detail: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

export interface BoardAttachmentsTable {
  attach_id: Generated<number>;
  board_id: number;
  attach_url: string;
  attach_name: string;
  sort_order: number;
}

export interface SubscribersTable {
  id: Generated<number>;
  email: string;
  country: string;
  lang: string;
  /** sha256 of the single-use unsubscribe token sent by mail. */
  unsubscribe_token_hash: string | null;
  created_at: Timestamp;
}

/** The shipping types of a booking (spec 2 section 3). */
export type BookingCargoType = 'RORO' | 'CONT' | 'CONS' | 'BULK';

export interface BookingsTable {
  booking_id: Generated<number>;
  user_id: number;
  booking_step: BookingStep;
  cargo_type: BookingCargoType;
  dpt_country: ColumnType<string, string | undefined, string>;
  dpt_port: string | null;
  dpt_port_nm: string | null;
  arv_country: string | null;
  arv_port: string | null;
  arv_port_nm: string | null;
  fre_rate_legacy_id: number | null;
  memo: ColumnType<string, string | undefined, string>;
  flag_spot: ColumnType<boolean, boolean | undefined, boolean>;
  /** True while the booking's chat is open. */
  flag_inquiry: ColumnType<boolean, boolean | undefined, boolean>;
  flag_del: ColumnType<boolean, boolean | undefined, boolean>;
  /** Whole US dollars; 0 means the price is still to be quoted (ASK PRICE). */
  ocean_freight: ColumnType<number, number | undefined, number>;
  surcharge: ColumnType<number, number | undefined, number>;
  /** Display currency of the request, with the USD->EUR rate and its day (yyyymmdd) when EUR. */
  curr: ColumnType<'USD' | 'EUR', 'USD' | 'EUR' | undefined, 'USD' | 'EUR'>;
  curr_rate: ColumnType<number, number | undefined, number>;
  curr_date: ColumnType<string, string | undefined, string>;
  /** The client's id for one submit: a repeated submit answers the booking it already made. */
  request_id: string | null;
  /** Asked for without a session with a confirmed account's email: out of its list until the owner confirms. */
  pending_owner: ColumnType<boolean, boolean | undefined, boolean>;
  /** The latest act on the booking (the staff inbox's order; lib/activity.ts moves it). */
  activity_at: Timestamp;
  /** Unread customer messages of the booking: kept by triggers on booking_inquiries (migration 0017), never written by the app. */
  unread_cnt: ColumnType<number, never, never>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Per step, kept by triggers on bookings (migration 0017): the inbox's kept tab counts and the unread total. */
export interface BookingStepCountsTable {
  booking_step: BookingStep;
  /** Live (not deleted) bookings. */
  n: ColumnType<number, never, never>;
  /** Of them, those with unread customer messages. */
  unread_bookings: ColumnType<number, never, never>;
  /** Their unread customer messages. */
  unread_msgs: ColumnType<number, never, never>;
}

/** Every spot offer, one row kept by triggers on spot_freight (migration 0027): the desk's Expired tab is it less the open windows. */
export interface SpotFreightCountTable {
  one: ColumnType<boolean, never, never>;
  n: ColumnType<number, never, never>;
}

/** Live (not deleted) blog posts per language and display flag, kept by triggers on board_posts (migration 0027): the desk's post tabs. */
export interface BoardPostCountsTable {
  langs: 'en' | 'es' | 'ru';
  flag_display: 'Y' | 'N';
  n: ColumnType<number, never, never>;
}

export interface BookingItemsTable {
  item_id: Generated<number>;
  booking_id: number;
  item_name: string;
  item_detail: ColumnType<string, string | undefined, string>;
  cargo_size: 'FT20' | 'FT40' | 'HQ40' | 'HQ45' | 'FT45' | null;
  trade_condition: 'FOB' | 'CFR' | 'EXW' | null;
  fre_rate_legacy_id: number | null;
  sort_order: ColumnType<number, number | undefined, number>;
  /** A quotation booking's item as the wizard sent it (JSON of the contract's QuoteItem); null for spot bookings. */
  quote_item: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Every step a booking has entered, with when (the detail page's milestone timeline). */
export interface BookingStepHistoryTable {
  id: Generated<number>;
  booking_id: number;
  booking_step: BookingStep;
  /** The staff member who moved it there (migration 0014); null for the first step and older rows. */
  staff_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

/** One chat message of a booking (customer or staff). */
export interface BookingInquiriesTable {
  inquiry_id: Generated<number>;
  booking_id: number;
  user_id: number;
  from_staff: boolean;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** When the customer read this (staff) message; null while unread. */
  client_read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When staff read this (customer) message; null while unread. */
  staff_read_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A proforma invoice issued by staff for a booking. */
export interface ProformaInvoicesTable {
  pi_id: Generated<number>;
  booking_id: number;
  staff_id: number;
  created_at: Timestamp;
  due_date: Day;
  curr: 'USD' | 'EUR';
  /** USD -> EUR rate when curr is EUR (the EUR amount is total x rate, rounded up). */
  curr_rate: ColumnType<number, number | undefined, number>;
  memo: ColumnType<string, string | undefined, string>;
  downloadable: ColumnType<boolean, boolean | undefined, boolean>;
  flag_del: ColumnType<boolean, boolean | undefined, boolean>;
  /** Why staff withdrew it (set with flag_del). */
  withdrawn_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An item line of a proforma invoice; `total` in whole US dollars. */
export interface ProformaInvoiceItemsTable {
  id: Generated<number>;
  pi_id: number;
  description: string;
  unit_size: ColumnType<string, string | undefined, string>;
  total: number;
  sort_order: ColumnType<number, number | undefined, number>;
}

/** A recorded download of a proforma invoice. */
export interface ProformaInvoiceDownloadsTable {
  id: Generated<number>;
  pi_id: number;
  user_id: number;
  created_at: Timestamp;
}

/** Key-value facts about the database itself (e.g. the day the demo seed ran). */
export interface MetaTable {
  key: string;
  value: string;
}

/** What an email-link token is for. */
export type UserTokenPurpose = 'CONFIRM' | 'RESET' | 'SETUP';

/** Single-use tokens of the member emails (migration 0003). */
export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: UserTokenPurpose;
  /** sha256 of the token sent by mail; the token itself is never stored. */
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** JSON applied when the token is used: a sign-up waiting to take over an unconfirmed account. */
  payload: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** What was done on a booking (the staff desk's activity trail). */
export type ActivityKind = 'REPLY' | 'CHAT_ENDED' | 'STEP' | 'PI_ISSUED' | 'PI_WITHDRAWN' | 'DOCUMENT' | 'DOCUMENT_REMOVED' | 'OWNER_CONFIRMED';

/** One line of a booking's activity trail (migration 0012). */
export interface BookingActivityTable {
  id: Generated<number>;
  booking_id: number;
  /** The staff member; null for the customer's own acts. */
  staff_id: number | null;
  kind: ActivityKind;
  detail: ColumnType<string, string | undefined, string>;
  created_at: Timestamp;
}

/** What a booking document is (the customer uploads RECEIPT; staff the others). */
export type DocumentKind = 'RECEIPT' | 'LOADING_PHOTO' | 'BL_DRAFT' | 'EXPORT_DECLARATION' | 'OTHER';

/** A file on a booking (migration 0013): its bytes live in the row, so every replica serves them. */
export interface BookingDocumentsTable {
  document_id: Generated<number>;
  booking_id: number;
  kind: DocumentKind;
  /** The uploader's name, cleaned (lib/document-files.ts); never trusted for the type. */
  file_name: string;
  /** Judged by the bytes. */
  content_type: 'application/pdf' | 'image/jpeg' | 'image/png';
  size: number;
  bytes: ColumnType<Uint8Array, Uint8Array, never>;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  uploaded_by: 'CUSTOMER' | 'STAFF';
  /** Null once the account is gone. */
  uploader_id: number | null;
  created_at: Timestamp;
  flag_del: ColumnType<boolean, boolean | undefined, boolean>;
}

/** What a booking token is for: the booking browser's cookie, or the owner's confirmation link. */
export type BookingTokenPurpose = 'ACCESS' | 'CLAIM';

/** Capabilities on one booking (migration 0010); only the token's SHA-256 is stored. */
export interface BookingTokensTable {
  token_hash: string;
  booking_id: number;
  purpose: BookingTokenPurpose;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** A listing of the equipment-service stand-in (hot items); price in USD, null when on request. */
export interface HotItemsTable {
  listing_id: number;
  category: string;
  category_name: string;
  item_name: string;
  price: number | null;
  thumbnail: string;
  detail_url: string;
  sort_order: number;
  created_at: Timestamp;
}

/** The whole database. */
export interface Database {
  booking_step_counts: BookingStepCountsTable;
  spot_freight_count: SpotFreightCountTable;
  board_post_counts: BoardPostCountsTable;
  users: UsersTable;
  sessions: SessionsTable;
  spot_freight: SpotFreightTable;
  board_posts: BoardPostsTable;
  board_attachments: BoardAttachmentsTable;
  post_pictures: PostPicturesTable;
  post_activity: PostActivityTable;
  subscribers: SubscribersTable;
  bookings: BookingsTable;
  booking_items: BookingItemsTable;
  booking_step_history: BookingStepHistoryTable;
  meta: MetaTable;
  user_tokens: UserTokensTable;
  rate_limits: RateLimitsTable;
  login_throttle: LoginThrottleTable;
  login_address_throttle: LoginAddressThrottleTable;
  shipping_lines: ShippingLinesTable;
  shipping_schedules: ShippingSchedulesTable;
  quote_ports: QuotePortsTable;
  quote_rates: QuoteRatesTable;
  quote_settings: QuoteSettingsTable;
  quote_rate_changes: QuoteRateChangesTable;
  booking_inquiries: BookingInquiriesTable;
  proforma_invoices: ProformaInvoicesTable;
  proforma_invoice_items: ProformaInvoiceItemsTable;
  proforma_invoice_downloads: ProformaInvoiceDownloadsTable;
  hot_items: HotItemsTable;
  booking_tokens: BookingTokensTable;
  booking_activity: BookingActivityTable;
  offer_activity: OfferActivityTable;
  booking_documents: BookingDocumentsTable;
}

/** A user row. */
export type UserRow = Selectable<UsersTable>;
/** A session row. */
export type SessionRow = Selectable<SessionsTable>;
/** A spot offer ready to insert. */
export type NewSpotFreight = Insertable<SpotFreightTable>;
/** A booking row. */
export type BookingRow = Selectable<BookingsTable>;

/** A rate-limit counter (plugins/rate-limit.ts): `key` is route + client, shared by every replica. */
export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

/** Failed sign-ins of one account from one client address (lib/login-throttle.ts); locked with a doubling backoff. */
export interface LoginThrottleTable {
  email: string;
  address: string;
  failures: number;
  locked_until: Date | null;
  updated_at: Timestamp;
}

/** Failed sign-ins from one client address, any account (lib/login-throttle.ts); short locks only. */
export interface LoginAddressThrottleTable {
  address: string;
  failures: number;
  /** When the current count began (it restarts a window after it began, or after its lock ended). */
  started_at: Date;
  locked_until: Date | null;
  updated_at: Timestamp;
}

/** A shipping line of the schedule (code C030..C300, also the logo key). */
export interface ShippingLinesTable {
  line_code: string;
  line_name: string;
  sort_order: number;
}

/** One sailing of the schedule (the v2 stand-in). */
export interface ShippingSchedulesTable {
  schedule_code: string;
  vessel_name: string;
  voy_no: string;
  vessel_type_code: 'C010' | 'C020' | 'C050';
  line_code: string;
  from_country: string;
  from_port_nm: string;
  to_country: string;
  to_port_nm: string;
  departure_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  arrival_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
}

/** A port of the quotation wizard. */
export interface QuotePortsTable {
  port: string;
  port_nm: string;
  country: string;
  kind: 'LOADING' | 'DISCHARGE';
}

/** One quotation rate: route x shipping type x container size or vehicle category. */
export interface QuoteRatesTable {
  dpt_port: string;
  arv_port: string;
  cargo_type: 'RORO' | 'CONT';
  size_or_category: string;
  base_usd: number;
  per_ton_usd: number;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A quote setting: a charge in USD, or the days a quote holds (VALID_DAYS). */
export interface QuoteSettingsTable {
  key: string;
  value: number;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  updated_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A change of a rate (subject "KRPTK GHTEM CONT HQ40": a = base, b = per ton) or of a setting (subject = its key: a = value). */
export interface QuoteRateChangesTable {
  id: Generated<number>;
  subject: string;
  staff_id: number | null;
  before_a: number;
  before_b: ColumnType<number, number | undefined, number>;
  after_a: number;
  after_b: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}
