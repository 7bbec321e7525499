/**
 * The light country list of the first page load: api code, ISO alpha-2 and the names in the
 * three interface languages (en, es, ru) only (about 5 KB compressed, against about 10 KB for the full table in `@forwarder/shared/data`,
 * which pages that need Korean or native names or phone codes load).
 */
import { COUNTRY_NAMES_ES_RU } from './codes.generated';
import { COUNTRY_NAMES_EN } from './en.generated';

export { countryCodeOptions, iso2OfCode } from './en';

/** [api code, ISO alpha-2, English, Spanish and Russian name] of every country, in English alphabetical order. */
export const COUNTRY_CODES: ReadonlyArray<readonly [code: string, iso2: string, nameEn: string, nameEs: string, nameRu: string]> = COUNTRY_NAMES_EN.map(
  ([code, iso2, nameEn], i) => [code, iso2, nameEn, COUNTRY_NAMES_ES_RU[i]![1], COUNTRY_NAMES_ES_RU[i]![2]] as const,
);

const rowByCode = new Map(COUNTRY_CODES.map((row) => [row[0], row]));

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
