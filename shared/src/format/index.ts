/** Formatting rules of the spec: dates as yyyy.MM.dd, USD/EUR prices, the `*,***` mask, countdowns. */
import type { Curr } from '../contract';
import { formatWholeNumber } from './number';

export * from './labels';
export { formatWholeNumber };

/** The mask shown instead of a price (test account, Korean visitors, null prices). */
export const PRICE_MASK = '*,***';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date or ISO/`yyyy-MM-dd` string as yyyy.MM.dd (local date); '-' when missing or invalid. */
export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return '-';
  const d = typeof value === 'string' ? parseDay(value) : value;
  if (!d || Number.isNaN(d.getTime())) return '-';
  return `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())}`;
}

/** Parse `yyyy-MM-dd` (or a longer ISO string) as a local calendar day. */
export function parseDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** EUR = USD x rate rounded up to a whole unit; USD unchanged. */
export function convertPrice(usd: number, curr: Curr, rate: number | null): number {
  if (curr === 'EUR' && rate) return Math.ceil(usd * rate);
  return usd;
}

/** Options of formatPrice. */
export interface PriceOptions {
  /** Display currency. */
  curr: Curr;
  /** USD to EUR rate; needed for EUR. */
  rate: number | null;
  /** Show the mask instead (test account, Korean visitor). */
  masked?: boolean;
}

/** A USD amount in the display currency, with the page language's thousands separators: `1,250` (en), `1.250` (es), `1 250` (ru); masked or null gives `*,***`. */
export function formatPrice(usd: number | null | undefined, o: PriceOptions & { locale?: string }): string {
  if (usd === null || usd === undefined || o.masked) return PRICE_MASK;
  return formatWholeNumber(convertPrice(usd, o.curr, o.rate), o.locale);
}

/** End of the day after `yyyy-MM-dd` (local time): when a spot offer's countdown ends. */
export function countdownEnd(depositExpirationDate: string): Date | null {
  const d = parseDay(depositExpirationDate);
  if (!d) return null;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() + 2, 0, 0, 0, 0);
}

/** Remaining time split for display; all zero once passed. */
export function splitDuration(ms: number): { days: number; hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(ms / 1000));
  return { days: Math.floor(s / 86400), hours: Math.floor((s % 86400) / 3600), minutes: Math.floor((s % 3600) / 60), seconds: s % 60 };
}

/** `03:04:05`, with the days before it when some remain (`2d 03:04:05`; pass `days` to translate that part). */
export function formatCountdown(ms: number, days: (n: number) => string = (n) => `${n}d`): string {
  const parts = splitDuration(ms);
  const hms = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? `${days(parts.days)} ${hms}` : hms;
}

/**
 * yyyy.MM.dd of an ISO timestamp in the viewer's time zone (spec 2 section 9), or of a yyyy-MM-dd
 * day as it is; '' when missing or invalid.
 */
export function dotDay(iso: string | null | undefined): string {
  if (!iso) return '';
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (day) return `${day[1]}.${day[2]}.${day[3]}`;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}.${pad(d.getMonth() + 1)}.${pad(d.getDate())}`;
}

/** yyyy.MM.dd HH:mm of an ISO timestamp, in the viewer's time zone; '' when missing or invalid. */
export function dotDayTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${dotDay(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An unread badge's text: capped at 999 (spec 2 section 9). */
export const unreadText = (n: number) => (n > 999 ? '999+' : String(n));

/** A file size in the page's language, in kB (at least 1) or MB, 1024-based like the documents' 10 MB limit. */
export function formatFileSize(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(locale, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: mb ? 1 : 0 }).format(value);
}
