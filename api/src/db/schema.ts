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
}

export interface BoardPostsTable {
  board_id: Generated<number>;
  title: string;
  content: string;
  langs: 'en' | 'es' | 'ru';
  flag_display: 'Y' | 'N';
  flag_del: 'Y' | 'N';
  reg_dtm: Timestamp;
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

export interface BookingsTable {
  booking_id: Generated<number>;
  user_id: number;
  booking_step: BookingStep;
  cargo_type: 'RORO' | 'CONT';
  arv_country: string | null;
  fre_rate_legacy_id: number | null;
  created_at: Timestamp;
}

/** Key-value facts about the database itself (e.g. the day the demo seed ran). */
export interface MetaTable {
  key: string;
  value: string;
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
  users: UsersTable;
  sessions: SessionsTable;
  spot_freight: SpotFreightTable;
  board_posts: BoardPostsTable;
  board_attachments: BoardAttachmentsTable;
  subscribers: SubscribersTable;
  bookings: BookingsTable;
  meta: MetaTable;
  hot_items: HotItemsTable;
}

/** A user row. */
export type UserRow = Selectable<UsersTable>;
/** A session row. */
export type SessionRow = Selectable<SessionsTable>;
/** A spot offer ready to insert. */
export type NewSpotFreight = Insertable<SpotFreightTable>;
