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

/** Country choices of the code list, named in `locale` and sorted for it, so typing a prefix finds the country. */
export function countryOptionsOf(list: readonly CodeItem[], locale: Lang): SelectOption[] {
  const names = regionNames(locale);
  return list
    .map((c) => {
      let label = c.en;
      try {
        label = names?.of(c.codeBuf2.toUpperCase()) ?? c.en;
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

/** Country and phone-code options for a loaded code list. */
export function useCountryFields(list: readonly CodeItem[] | undefined, locale: Lang) {
  const countries = useMemo(() => countryOptionsOf(list ?? [], locale), [list, locale]);
  const phoneCodes = useMemo(() => phoneCodeOptions(), []);
  return { countries, phoneCodes };
}
