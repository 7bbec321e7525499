import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { QuotePortsSchema } from '@forwarder/shared/contract';

/** Query key of GET /svc/quote/ports. */
export const quotePortsQueryKey = ['svc', 'quote', 'ports'] as const;

/** GET /svc/quote/ports: ports of loading and discharge. */
export const getQuotePorts = () => request('/svc/quote/ports', QuotePortsSchema);

/** The wizard's ports (reference data: kept for the page's life). */
export function useQuotePorts() {
  return useQuery({ queryKey: quotePortsQueryKey, queryFn: getQuotePorts, staleTime: Infinity });
}
