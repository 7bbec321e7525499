/**
 * Dates, ages, amounts and country names in the desk's language (English or Korean), from the
 * browser's own Intl data: no catalog entries needed. The suite's own formats (yyyy.MM.dd days,
 * file sizes, the unread badge) are @forwarder/shared/format's, as the buyer's pages write them.
 */
import { countryCodeOptions, countryNameIn, iso2OfCode } from '@forwarder/shared/country-codes';

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
  const rtf = new Intl.RelativeTimeFormat(locale, { style: 'narrow', numeric: 'always' });
  if (ms < HOUR) return rtf.format(-Math.floor(ms / MINUTE), 'minute');
  if (ms < DAY) return rtf.format(-Math.floor(ms / HOUR), 'hour');
  if (ms < 30 * DAY) return rtf.format(-Math.floor(ms / DAY), 'day');
  return shortDate(iso, locale);
}

/** A day as the desk shows it ("Nov 26, 2026", "2026. 11. 26."); '' for a bad date. */
export function shortDate(iso: string, locale: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(d);
}

/** A moment with its time, for titles and tooltips; '' for a bad date. */
export function dateTime(iso: string, locale: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

const koNames = (() => {
  let names: Intl.DisplayNames | null | undefined;
  return () => {
    if (names === undefined) {
      try {
        names = new Intl.DisplayNames(['ko'], { type: 'region' });
      } catch {
        names = null;
      }
    }
    return names;
  };
})();

/** The name of an api country code in the desk's language; `fallback` when the code is unknown. */
export function countryName(code: string | null | undefined, locale: string, fallback = ''): string {
  const english = countryNameIn(code, 'en', fallback);
  if (locale !== 'ko') return english;
  const iso2 = iso2OfCode(code);
  return (iso2 && koNames()?.of(iso2)) || english;
}

/** Every country as a choice `{ value: api code, label }`, labelled and sorted in the desk's language. */
export function countryChoices(locale: string): Array<{ value: string; label: string }> {
  const opts = countryCodeOptions().map((o) => ({ value: o.value, label: countryName(o.value, locale, o.label) }));
  return locale === 'en' ? opts : opts.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** A whole amount with its currency code in the desk's language ("USD 1,250", "EUR 1,150"). */
export function money(amount: number, curr: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: curr, currencyDisplay: 'code', maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(amount);
}

/** A number in the desk's language (1,250). */
export function number(n: number, locale: string, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(n);
}

/** The name of a language code in the desk's language ("Spanish", "스페인어"); the code when the browser cannot name it. */
export function languageName(lang: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}
