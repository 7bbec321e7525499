/**
 * Reference data shared by the front ends and the api: the static country table (generated
 * from i18n-iso-countries and countries-list, see shared/scripts/generate-countries.mjs) and
 * lookups over it. Pure TypeScript, no React.
 */
import { COUNTRIES } from './countries.generated';
import type { Country } from './country';

export type { Country } from './country';
export { COUNTRIES } from './countries.generated';

/** South Korea's api country code (the origin of every shipment). */
export const KOREA_CODE = 'C1570';

/** The six notice countries: Lebanon, Syria, Iraq, Jordan, Libya, Egypt (spec 1 section 9). */
export const NOTICE_COUNTRY_CODES: readonly string[] = ['C1660', 'C1760', 'C0620', 'C0840', 'C1810', 'C0780'];

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
const byIso2 = new Map(COUNTRIES.map((c) => [c.iso2, c]));

/** The country with this api code (e.g. 'C1570'), or undefined. */
export function countryByCode(code: string | null | undefined): Country | undefined {
  return code ? byCode.get(code) : undefined;
}

/** The country with this ISO alpha-2 code (case-insensitive, e.g. 'kr'), or undefined. */
export function countryByIso2(iso2: string | null | undefined): Country | undefined {
  return iso2 ? byIso2.get(iso2.toUpperCase()) : undefined;
}

/** The calling code (digits only, e.g. '82') of the country with this api code, or undefined. */
export function phoneCodeFor(code: string | null | undefined): string | undefined {
  return countryByCode(code)?.phoneCode;
}

/** One choice of a country select. */
export interface CountryOption {
  /** The api code, e.g. 'C1570'. */
  value: string;
  /** The display name in the requested language. */
  label: string;
  /** ISO alpha-2, e.g. for a flag icon. */
  iso2: string;
}

/** Select options for every country, sorted by English name; `lang` 'ko' labels in Korean, anything else in English. */
export function countryOptions(lang: string = 'en'): CountryOption[] {
  return COUNTRIES.map((c) => ({ value: c.code, label: lang === 'ko' ? c.nameKr : c.nameEn, iso2: c.iso2 }));
}

/** The name of a country in an interface language (en, es, ru; Korean for 'ko'); undefined for an unknown code. */
export function countryName(code: string | null | undefined, lang: string): string | undefined {
  const c = countryByCode(code);
  if (!c) return undefined;
  return lang === 'es' ? c.nameEs : lang === 'ru' ? c.nameRu : lang === 'ko' ? c.nameKr : c.nameEn;
}
export { companyRegistration } from './company';
