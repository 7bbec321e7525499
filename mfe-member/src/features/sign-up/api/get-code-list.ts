import { useQuery } from '@tanstack/react-query';
import { fetchCodeList } from '@forwarder/shared/api';

/** Query key of GET /cmn/code/list?source=country. */
export const countryCodeListKey = ['cmn', 'code', 'list', 'country'] as const;

/** The country code list of sign-up and my information (codeVal, codeBuf2, en); it never changes during a visit. */
export function useCountryCodeList() {
  return useQuery({ queryKey: countryCodeListKey, queryFn: () => fetchCodeList('country'), staleTime: Infinity });
}
