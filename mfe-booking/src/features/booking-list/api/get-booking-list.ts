import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { BOOKING_PAGE_SIZE, BookingListSchema } from '@forwarder/shared/contract';
import type { ListFilters } from '../hooks/use-list-filters';

/** Query key of the booking list for a filter set. */
export const bookingListKey = (f: ListFilters) => ['svc', 'booking', 'list', f] as const;

/** Page 1 (with the total) from GET /svc/booking/list; later pages from /svc/booking/list/more. */
export const fetchBookingPage = (f: ListFilters, page: number, signal?: AbortSignal) =>
  request(page === 1 ? '/svc/booking/list' : '/svc/booking/list/more', BookingListSchema, {
    query: {
      regDtmS: f.regDtmS,
      regDtmE: f.regDtmE,
      cargoType: f.cargoType,
      flagBookingProgress: f.flagBookingProgress === false ? 'false' : undefined,
      flagInquiry: f.flagInquiry === undefined ? undefined : String(f.flagInquiry),
      bookingId: f.bookingId,
      page: page === 1 ? undefined : page,
    },
    signal,
  });

/** The customer's bookings for `filters`, 30 a page, appended page after page. */
export function useBookingList(filters: ListFilters) {
  return useInfiniteQuery({
    queryKey: bookingListKey(filters),
    queryFn: ({ pageParam, signal }) => fetchBookingPage(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length * BOOKING_PAGE_SIZE < last.cnt && last.list.length === BOOKING_PAGE_SIZE ? all.length + 1 : undefined),
  });
}
