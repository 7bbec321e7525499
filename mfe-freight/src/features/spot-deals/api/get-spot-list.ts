import { useQuery } from '@tanstack/react-query';
import { fetchSpotList } from '@forwarder/shared/api';
import { useVisitorCountry } from '@forwarder/shared/stores';

/** Query key of GET /svc/freight/spot/list, per visitor country (null when detection failed) and destination ('' = all). */
export const spotListQueryKey = (userCountry: string | null, country = '') => ['svc', 'freight', 'spot', 'list', userCountry, country] as const;

/** The spot list for `userCountry` (omitted from the query when null) to `country` ('' for every destination). */
export const getSpotList = (userCountry: string | null, country = '') => fetchSpotList(userCountry ?? undefined, country).then((answer) => answer.list);

/**
 * Spot offers for the visitor's country, to `country` ('' for every destination; spec 2 section
 * 7 sends both). The call waits until detection is done; a failed detection ends as done with a
 * null code, and the list is then fetched without one. Cached for the page's life (spec 1
 * section 9). The api decides price masking from the country it detects itself.
 */
export function useSpotList(country = '') {
  const detected = useVisitorCountry((s) => s.status === 'done');
  const userCountry = useVisitorCountry((s) => s.code);
  return useQuery({
    queryKey: spotListQueryKey(userCountry, country),
    queryFn: () => getSpotList(userCountry, country),
    enabled: detected,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
