import { useQuery } from '@tanstack/react-query';
import { fetchExchangeRate } from '@forwarder/shared/api';

/** Query key of today's USD to EUR rate. */
export const exchangeRateKey = ['staff', 'exchange', 'USD', 'EUR'] as const;

/**
 * Today's USD to EUR rate from the exchange service (the one the buyer's prices use), asked only
 * while `enabled` (the invoice editor in EUR). Kept for the answer's ttl.
 */
export function useExchangeRate(enabled: boolean) {
  return useQuery({
    queryKey: exchangeRateKey,
    queryFn: async () => (await fetchExchangeRate()).data,
    enabled,
    retry: 0,
    staleTime: (q) => (q.state.data ? q.state.data.ttl * 1000 : 0),
  });
}
