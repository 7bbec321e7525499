import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { StaffBookingSchema } from '@forwarder/shared/contract';

/** Query key of a booking in the workspace. */
export const staffBookingKey = (bookingId: number) => ['staff', 'booking', 'detail', bookingId] as const;

/** GET /staff/booking/detail: the booking, its customer, activity, invoices and documents. */
export const fetchStaffBooking = (bookingId: number, signal?: AbortSignal) =>
  request('/staff/booking/detail', StaffBookingSchema, { query: { bookingId }, signal });

/** The booking the workspace shows (none for an id that is not a positive whole number). */
export function useStaffBooking(bookingId: number | null) {
  return useQuery({
    queryKey: staffBookingKey(bookingId ?? 0),
    queryFn: ({ signal }) => fetchStaffBooking(bookingId!, signal),
    enabled: bookingId !== null,
    staleTime: 0,
  });
}
