/**
 * The country table in English only (api code, ISO alpha-2, English name), for the staff desk:
 * its languages are English and Korean (Korean names come from the browser's Intl data by the ISO
 * code), so it does without the Spanish and Russian names of `@forwarder/shared/country-codes`
 * (about a third of the bytes). The buyers' table (./index.ts) is this one with those names added.
 */
import { COUNTRY_NAMES_EN } from './en.generated';

const rowByCode = new Map(COUNTRY_NAMES_EN.map((row) => [row[0], row]));

/** ISO alpha-2 (upper case, e.g. 'GH') of an api country code, or undefined. */
export function iso2OfCode(code: string | null | undefined): string | undefined {
  return code ? rowByCode.get(code)?.[1] : undefined;
}

/** The English name of an api country code; `fallback` when the code is unknown. */
export function countryNameEn(code: string | null | undefined, fallback = ''): string {
  return (code ? rowByCode.get(code)?.[2] : undefined) ?? fallback;
}

/** Country choices `{ value: api code, label: English name, iso2 }`, in English alphabetical order. */
export function countryCodeOptions(): Array<{ value: string; label: string; iso2: string }> {
  return COUNTRY_NAMES_EN.map(([value, iso2, label]) => ({ value, label, iso2 }));
}
