import { useMemo } from 'react';
import { countryCodeOptions } from '@forwarder/shared/country-codes';
import type { Lang } from '@forwarder/shared/contract';
import type { SelectOption } from '@forwarder/shared/ui';

/**
 * Country choices with names in the interface language (Intl.DisplayNames over the shared
 * country table, English where the browser has no name), sorted for that language, so typing
 * 'Alem' finds Alemania for a Spanish reader. Values are the api codes.
 */
export function localizedCountryOptions(locale: Lang): SelectOption[] {
  const base = countryCodeOptions();
  let names: Intl.DisplayNames | null = null;
  if (locale !== 'en') {
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
  }
  const options = base.map((o) => {
    let label = o.label;
    try {
      label = names?.of(o.iso2) ?? o.label;
    } catch {
      // Not a region code Intl knows: keep the English name.
    }
    return { value: o.value, label };
  });
  return options.sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** Country options for the active language (memoised per language). */
export function useCountryOptions(locale: Lang): SelectOption[] {
  return useMemo(() => localizedCountryOptions(locale), [locale]);
}
