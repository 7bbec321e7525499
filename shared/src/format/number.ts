/* Whole numbers in the page language, without Intl and without Lingui: the api's page heads (seo) use it too. */

/** The thousands separator of each page language, as Intl writes it (ru: a no-break space). */
const GROUP: Readonly<Record<string, string>> = { en: ',', es: '.', ru: '\u00a0' };

/**
 * A number rounded to a whole unit (halves away from zero) with the thousands separators of the
 * page language, as `Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: 'always' })`
 * writes it (en `1,250`, es `1.250`, ru `1 250`; a negative amount that rounds to zero is `0`, not
 * `-0`), so every number on a page reads one way (issue 28). Spanish is grouped from four digits
 * too, as prices are in Spanish shops and as the catalogue's texts write "3.000": CLDR's default
 * (groups from five digits) put "2350" beside "12.500" in one price column. Written out because
 * the first Intl.NumberFormat a page creates loads ICU's number data: 25-80 ms of main thread on
 * this machine, several times that on a phone, in the middle of the home page's boot.
 */
export function formatWholeNumber(n: number, locale = 'en'): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const whole = Math.round(Math.abs(n));
  // The shortest digits that round-trip, as Intl writes them; from 1e21 String() switches to `1.5e+22`.
  const text = String(whole);
  const e = text.indexOf('e+');
  const digits = e < 0 ? text : text.slice(0, e).replace('.', '').padEnd(Number(text.slice(e + 2)) + 1, '0');
  const lang = locale.slice(0, 2);
  const sep = GROUP[lang] ?? ',';
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, sep);
  return `${n < 0 && whole > 0 ? '-' : ''}${grouped}`;
}
