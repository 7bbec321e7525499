import { useQuery } from '@tanstack/react-query';
import { fetchCountryMap } from '@forwarder/shared/api';

/** Query key of GET /cmn/country (English names). */
export const countryMapKey = ['cmn', 'country', 'en'] as const;

/**
 * The api's country names (code to English name, spec 1 section 7): the sign-up's country
 * choices are named from it (in English, or the interface language where the browser names the
 * country); the code list's own names stand in when it fails, with the spec's message.
 */
export function useCountryMap() {
  return useQuery({ queryKey: countryMapKey, queryFn: fetchCountryMap, staleTime: Infinity, retry: 1 });
}
