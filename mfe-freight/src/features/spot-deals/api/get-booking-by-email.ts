import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { BookingConfirmationSchema } from '@forwarder/shared/contract';

/** Query key of GET /svc/booking. */
export const bookingByEmailQueryKey = (bookingId: number, email: string) => ['svc', 'booking', bookingId, email] as const;

/**
 * GET /svc/booking?bookingId&email: the booking of the confirmation page (its facts, never the
 * account's personal data). The api answers the browser that made the booking (an HttpOnly cookie
 * the booking call set), the account's own session or staff; anyone else gets 404.
 */
export const getBookingByEmail = (bookingId: number, email: string) => request('/svc/booking', BookingConfirmationSchema, { query: { bookingId, email } });

/** The confirmation page's booking. */
export function useBookingByEmail(bookingId: number | null, email: string) {
  return useQuery({
    queryKey: bookingByEmailQueryKey(bookingId ?? 0, email),
    queryFn: () => getBookingByEmail(bookingId!, email),
    enabled: bookingId !== null && email !== '',
    retry: false,
  });
}
