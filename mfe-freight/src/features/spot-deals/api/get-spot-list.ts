import { useQuery } from '@tanstack/react-query';
import { fetchSpotList } from '@forwarder/shared/api';
import { useVisitorCountry } from '@forwarder/shared/stores';

/** Query key of GET /svc/freight/spot/list, per visitor country (null when detection failed). */
export const spotListQueryKey = (userCountry: string | null) => ['svc', 'freight', 'spot', 'list', userCountry] as const;

/** The spot list for `userCountry` (omitted from the query when null). */
export const getSpotList = (userCountry: string | null) => fetchSpotList(userCountry ?? undefined).then((answer) => answer.list);

/**
 * Spot offers for the visitor's country. The api tailors the list to the country, so the call
 * waits until detection is done; a failed detection ends as done with a null code, and the list
 * is then fetched without a country. Cached for the page's life (spec 1 section 9).
 */
export function useSpotList() {
  const detected = useVisitorCountry((s) => s.status === 'done');
  const userCountry = useVisitorCountry((s) => s.code);
  return useQuery({
    queryKey: spotListQueryKey(userCountry),
    queryFn: () => getSpotList(userCountry),
    enabled: detected,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
