import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { BookingDetailSchema } from '@forwarder/shared/contract';

/** Query key of a booking's detail. */
export const bookingDetailKey = (bookingId: number) => ['svc', 'booking', 'detail', bookingId] as const;

/** GET /svc/booking/detail?bookingId= (the signed-in owner's booking). */
export const fetchBookingDetail = (bookingId: number) => request('/svc/booking/detail', BookingDetailSchema, { query: { bookingId } });

/** The booking in full; no retry (a failed fetch sends the customer back to the list). */
export function useBookingDetail(bookingId: number) {
  return useQuery({ queryKey: bookingDetailKey(bookingId), queryFn: () => fetchBookingDetail(bookingId), retry: false });
}
