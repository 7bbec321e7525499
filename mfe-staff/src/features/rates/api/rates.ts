/** The desk's rate calls (GET /staff/rates, PUT /staff/rate, PUT /staff/quote-setting). */
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { request } from '@forwarder/shared/api';
import { StaffRatesSchema, type QuoteSettingKey, type StaffRateBody } from '@forwarder/shared/contract';

const ChangedSchema = v.object({ ok: v.literal(true), changed: v.boolean() });

/** Query key of a port's rates. */
export const ratesKey = (port: string) => ['staff', 'rates', port] as const;

/** The rates to `port` from every port of loading, the quote settings and the latest changes (`port` '': none asked). */
export function useRates(port: string) {
  return useQuery({
    queryKey: ratesKey(port),
    queryFn: ({ signal }) => request('/staff/rates', StaffRatesSchema, { query: { arvPort: port }, signal }),
    enabled: port !== '',
    staleTime: 0,
  });
}

/** PUT /staff/rate. */
export const saveRate = (body: StaffRateBody) => request('/staff/rate', ChangedSchema, { method: 'PUT', body });

/** PUT /staff/quote-setting. */
export const saveSetting = (key: QuoteSettingKey, value: number) => request('/staff/quote-setting', ChangedSchema, { method: 'PUT', body: { key, value } });
