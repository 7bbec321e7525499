/**
 * The light country list of the first page load: api code, ISO alpha-2 and the names in the
 * three interface languages (en, es, ru) only (about 5 KB compressed, against about 10 KB for the full table in `@forwarder/shared/data`,
 * which pages that need Korean or native names or phone codes load).
 */
import { COUNTRY_CODES } from './codes.generated';

export { COUNTRY_CODES } from './codes.generated';

const iso2ByCode = new Map(COUNTRY_CODES.map(([code, iso2]) => [code, iso2]));
const rowByCode = new Map(COUNTRY_CODES.map((row) => [row[0], row]));

/** ISO alpha-2 (upper case, e.g. 'GH') of an api country code, or undefined. */
export function iso2OfCode(code: string | null | undefined): string | undefined {
  return code ? iso2ByCode.get(code) : undefined;
}

/** Country choices `{ value: api code, label: English name, iso2 }`, in English alphabetical order. */
export function countryCodeOptions(): Array<{ value: string; label: string; iso2: string }> {
  return COUNTRY_CODES.map(([value, iso2, label]) => ({ value, label, iso2 }));
}

/**
 * The name of a country in the interface language `lang` (en, es, ru; anything else reads
 * English); `fallback` (e.g. the api's English name) when the code is unknown.
 */
export function countryNameIn(code: string | null | undefined, lang: string, fallback = ''): string {
  const row = code ? rowByCode.get(code) : undefined;
  if (!row) return fallback;
  return lang === 'es' ? row[3] : lang === 'ru' ? row[4] : row[2];
}

/** Country choices like `countryCodeOptions`, labelled in `lang` and sorted by that label. */
export function localizedCountryOptions(lang: string): Array<{ value: string; label: string; iso2: string }> {
  const idx = lang === 'es' ? 3 : lang === 'ru' ? 4 : 2;
  const opts = COUNTRY_CODES.map((row) => ({ value: row[0], label: row[idx] as string, iso2: row[1] }));
  return idx === 2 ? opts : opts.sort((a, b) => a.label.localeCompare(b.label, lang));
}
