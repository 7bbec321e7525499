/**
 * Dates, ages and amounts in the desk's language (English or Korean), from the browser's own Intl
 * data: no catalog entries needed (country names: ./country-name.ts, with the suite's country table). The suite's own formats (yyyy.MM.dd days,
 * file sizes, the unread badge) are @forwarder/shared/format's, as the buyer's pages write them.
 */
/**
 * One formatter per language and options: building an Intl formatter costs far more than using
 * one, and an inbox page formats a few per row (a phone felt it in the page's first render).
 */
function cached<F>(make: (locale: string, options: object) => F): (locale: string, options: object) => F {
  const made = new Map<string, F>();
  return (locale, options) => {
    const key = `${locale} ${JSON.stringify(options)}`;
    let f = made.get(key);
    if (!f) made.set(key, (f = make(locale, options)));
    return f;
  };
}
const relativeFormat = cached((locale, o) => new Intl.RelativeTimeFormat(locale, o));
const dateFormat = cached((locale, o) => new Intl.DateTimeFormat(locale, o));
const numberFormat = cached((locale, o) => new Intl.NumberFormat(locale, o));
const displayNames = cached((locale, o) => new Intl.DisplayNames([locale], o as Intl.DisplayNamesOptions));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago `iso` was, short ("5m ago", "5분 전"), or null under a minute (the caller says
 * "just now") or for a bad date.
 */
export function ageOf(iso: string, locale: string, now = Date.now()): string | null {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return null;
  const ms = Math.max(0, now - at);
  if (ms < MINUTE) return null;
  const rtf = relativeFormat(locale, { style: 'narrow', numeric: 'always' });
  if (ms < HOUR) return rtf.format(-Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return rtf.format(-Math.floor(ms / HOUR), 'hour');
  if (ms < 30 * DAY) return rtf.format(-Math.floor(ms / DAY), 'day');
  return shortDate(iso, locale);
}

/** A day as the desk shows it ("Nov 26, 2026", "2026. 11. 26."); '' for a bad date. */
export function shortDate(iso: string, locale: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat(locale, { dateStyle: 'medium' }).format(d);
}

/** A moment with its time, for titles and tooltips; '' for a bad date. */
export function dateTime(iso: string, locale: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

/** A whole amount with its currency code in the desk's language ("USD 1,250", "EUR 1,150"). */
export function money(amount: number, curr: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency: curr, currencyDisplay: 'code', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** A number in the desk's language (1,250). */
export function number(n: number, locale: string, maximumFractionDigits = 0): string {
  return numberFormat(locale, { maximumFractionDigits }).format(n);
}

/** The name of a language code in the desk's language ("Spanish", "스페인어"); the code when the browser cannot name it. */
export function languageName(lang: string, locale: string): string {
  try {
    return displayNames(locale, { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}
