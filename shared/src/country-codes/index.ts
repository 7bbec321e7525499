/**
 * The light country list of the first page load: api code, ISO alpha-2 and English name only
 * (about 2 KB compressed, against about 10 KB for the full table in `@forwarder/shared/data`,
 * which pages that need Korean or native names or phone codes load).
 */
import { COUNTRY_CODES } from './codes.generated';

export { COUNTRY_CODES } from './codes.generated';

const iso2ByCode = new Map(COUNTRY_CODES.map(([code, iso2]) => [code, iso2]));

/** ISO alpha-2 (upper case, e.g. 'GH') of an api country code, or undefined. */
export function iso2OfCode(code: string | null | undefined): string | undefined {
  return code ? iso2ByCode.get(code) : undefined;
}

/** Country choices `{ value: api code, label: English name, iso2 }`, in English alphabetical order. */
export function countryCodeOptions(): Array<{ value: string; label: string; iso2: string }> {
  return COUNTRY_CODES.map(([value, iso2, label]) => ({ value, label, iso2 }));
}
