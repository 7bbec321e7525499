import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { getRuntimeConfig } from '@forwarder/shared/config';
import { SCHEDULE_PAGE_SIZE, ScheduleListAnswerSchema } from '@forwarder/shared/contract';
import { nextPage } from '../model';

/** The filters of one schedule search. */
export interface ScheduleFilter {
  toCountryCode: string;
  vesselTypes: readonly string[];
  lines: readonly string[];
}

/** Query key of the schedule pages. */
export const schedulePagesQueryKey = (f: ScheduleFilter) => ['v2', 'schedule', 'list', f.toCountryCode, f.vesselTypes.join(','), f.lines.join(',')] as const;

/** GET {schedule}/shipping/v3/schedule: one page (from 1) of 30 sailings and the total. */
export const getSchedulePage = (f: ScheduleFilter, page: number) =>
  request(`${getRuntimeConfig().services.schedule}/shipping/v3/schedule`, ScheduleListAnswerSchema, {
    query: { toCountryCode: f.toCountryCode, vesselTypeCodeList: f.vesselTypes.join(','), shippingLineCodeList: f.lines.join(','), size: SCHEDULE_PAGE_SIZE, page },
  }).then((a) => a.data.data);

/** The schedule as an infinite list: the next page while page <= ceil(total / 30). */
export function useSchedulePages(f: ScheduleFilter, enabled = true) {
  return useInfiniteQuery({
    queryKey: schedulePagesQueryKey(f),
    queryFn: ({ pageParam }) => getSchedulePage(f, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => nextPage(pages.length, last.totalCount),
    enabled,
  });
}
