import { useLingui } from '@lingui/react';
import { countryNameIn } from '@forwarder/shared/country-codes';

/**
 * Country names in the page's language (en, es, ru) from the shared country table, by api code;
 * the api's English name is the fallback for a code the table does not know.
 */
export function useCountryName(): (code: string | null | undefined, fallback?: string) => string {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  return (code, fallback = '') => countryNameIn(code, lang, fallback);
}
