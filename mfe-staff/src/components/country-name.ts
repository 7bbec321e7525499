/**
 * Country names and choices in the desk's language (English or Korean): the suite's country table
 * in English (@forwarder/shared/country-codes-en: the buyers' Spanish and Russian names stay out of
 * the desk), named in Korean by the browser's Intl data. A module of its own, so the pages that
 * name no country (the posts) do not download the table.
 */
import { countryCodeOptions, countryNameEn, iso2OfCode } from '@forwarder/shared/country-codes-en';

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

/** A country's name in the desk's language, from its ISO code and English name. */
const nameIn = (locale: string, iso2: string | undefined, english: string) => (locale === 'ko' && iso2 && koNames()?.of(iso2)) || english;

/** The name of an api country code in the desk's language; `fallback` when the code is unknown. */
export function countryName(code: string | null | undefined, locale: string, fallback = ''): string {
  return nameIn(locale, iso2OfCode(code), countryNameEn(code, fallback));
}

/** Every country as a choice `{ value: api code, label }`, labelled and sorted in the desk's language. */
export function countryChoices(locale: string): Array<{ value: string; label: string }> {
  const opts = countryCodeOptions().map((o) => ({ value: o.value, label: nameIn(locale, o.iso2, o.label) }));
  return locale === 'en' ? opts : opts.sort((a, b) => a.label.localeCompare(b.label, locale));
}
