import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { SpotOfferSchema } from '@forwarder/shared/contract';

/** Query key of GET /svc/freight/spot. */
export const spotOfferQueryKey = (id: number) => ['svc', 'freight', 'spot', id] as const;

/** GET /svc/freight/spot?freRateLegacyId=: one offer. */
export const getSpotOffer = (id: number) => request('/svc/freight/spot', SpotOfferSchema, { query: { freRateLegacyId: id } });

/** The offer of the detail page (no retry: a failure redirects, spec 2 section 4). */
export function useSpotOffer(id: number | null) {
  return useQuery({ queryKey: spotOfferQueryKey(id ?? 0), queryFn: () => getSpotOffer(id!), enabled: id !== null, retry: false });
}
