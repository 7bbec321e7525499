import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { PiAnswerSchema } from '@forwarder/shared/contract';

/** Query key of a booking's proforma invoice. */
export const piKey = (bookingId: number) => ['cmn', 'pi', bookingId] as const;

/** GET /cmn/pi?bookingId=: the page uses the first entry of data.list. */
export const fetchPi = (bookingId: number) => request('/cmn/pi', PiAnswerSchema, { query: { bookingId } });

/** The booking's current proforma invoice, or null. */
export function usePi(bookingId: number) {
  return useQuery({ queryKey: piKey(bookingId), queryFn: () => fetchPi(bookingId), select: (a) => a.data.list[0] ?? null });
}
