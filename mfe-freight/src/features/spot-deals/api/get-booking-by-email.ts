import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { BookingDetailSchema } from '@forwarder/shared/contract';

/** Query key of GET /svc/booking. */
export const bookingByEmailQueryKey = (bookingId: number, email: string) => ['svc', 'booking', bookingId, email] as const;

/** GET /svc/booking?bookingId&email: the booking of the confirmation page. */
export const getBookingByEmail = (bookingId: number, email: string) => request('/svc/booking', BookingDetailSchema, { query: { bookingId, email } });

/** The confirmation page's booking. */
export function useBookingByEmail(bookingId: number | null, email: string) {
  return useQuery({
    queryKey: bookingByEmailQueryKey(bookingId ?? 0, email),
    queryFn: () => getBookingByEmail(bookingId!, email),
    enabled: bookingId !== null && email !== '',
    retry: false,
  });
}
