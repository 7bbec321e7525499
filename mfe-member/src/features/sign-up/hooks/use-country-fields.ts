import { useMemo } from 'react';
import type { CodeItem, Lang } from '@forwarder/shared/contract';
import { COUNTRIES, countryByIso2 } from '@forwarder/shared/data';
import type { SelectOption } from '@forwarder/shared/ui';

/** Country names in the interface language (Intl), English from the code list where the browser has none. */
function regionNames(locale: Lang): Intl.DisplayNames | null {
  if (locale === 'en') return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
}

/**
 * Country choices of the code list, named in `locale` and sorted for it, so typing a prefix finds
 * the country. English names come from the api's country map (GET /cmn/country) when it is in,
 * else from the code list.
 */
export function countryOptionsOf(list: readonly CodeItem[], locale: Lang, englishNames?: Readonly<Record<string, string>>): SelectOption[] {
  const names = regionNames(locale);
  return list
    .map((c) => {
      const english = (englishNames && Object.hasOwn(englishNames, c.codeVal) ? englishNames[c.codeVal] : undefined) || c.en;
      let label = english;
      try {
        label = names?.of(c.codeBuf2.toUpperCase()) ?? english;
      } catch {
        // Not a region Intl knows: keep the English name.
      }
      return { value: c.codeVal, label };
    })
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Every calling code of the country table once, as `+code` (value: the digits), in numeric order. */
export function phoneCodeOptions(): SelectOption[] {
  const codes = [...new Set(COUNTRIES.map((c) => c.phoneCode).filter(Boolean))];
  return codes.sort((a, b) => Number(a) - Number(b) || a.localeCompare(b)).map((code) => ({ value: code, label: `+${code}` }));
}

/** The calling code of a country of the code list (its codeBuf2 is the ISO alpha-2 key of the phone-code table). */
export function phoneCodeOf(list: readonly CodeItem[], codeVal: string): string | undefined {
  const item = list.find((c) => c.codeVal === codeVal);
  return item ? countryByIso2(item.codeBuf2)?.phoneCode : undefined;
}

/** Country and phone-code options for a loaded code list (`englishNames`: the api's country map). */
export function useCountryFields(list: readonly CodeItem[] | undefined, locale: Lang, englishNames?: Readonly<Record<string, string>>) {
  const countries = useMemo(() => countryOptionsOf(list ?? [], locale, englishNames), [list, locale, englishNames]);
  const phoneCodes = useMemo(() => phoneCodeOptions(), []);
  return { countries, phoneCodes };
}
