import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { getRuntimeConfig } from '@forwarder/shared/config';
import { ScheduleCountAnswerSchema } from '@forwarder/shared/contract';

/** Query key of the schedule counts. */
export const scheduleCountQueryKey = (toCountryCode: string, vesselTypes: readonly string[]) => ['v2', 'schedule', 'count', toCountryCode, vesselTypes.join(',')] as const;

/** GET {schedule}/shipping/schedule/count: vessel-type and line tabs with counts. */
export const getScheduleCount = (toCountryCode: string, vesselTypes: readonly string[]) =>
  request(`${getRuntimeConfig().services.schedule}/shipping/schedule/count`, ScheduleCountAnswerSchema, {
    query: { toCountryCode, vesselTypeCodeList: vesselTypes.join(',') },
  }).then((a) => a.data.data);

/** The tabs' counts for a destination ('' for all) and vessel types. */
export function useScheduleCount(toCountryCode: string, vesselTypes: readonly string[], enabled = true) {
  return useQuery({ queryKey: scheduleCountQueryKey(toCountryCode, vesselTypes), queryFn: () => getScheduleCount(toCountryCode, vesselTypes), enabled });
}
