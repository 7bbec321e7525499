import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { BookingConfirmationSchema } from '@forwarder/shared/contract';

/** Query key of GET /svc/booking/claim. */
export const bookingClaimQueryKey = (token: string) => ['svc', 'booking', 'claim', token] as const;

/** GET /svc/booking/claim?token=: the booking the owner's mail link is for (its facts only). */
export const getBookingClaim = (token: string) => request('/svc/booking/claim', BookingConfirmationSchema, { query: { token } });

/** The booking of the owner's mail link; an invalid, used or expired link is an error. */
export function useBookingClaim(token: string, enabled: boolean) {
  return useQuery({ queryKey: bookingClaimQueryKey(token), queryFn: () => getBookingClaim(token), retry: false, enabled });
}
