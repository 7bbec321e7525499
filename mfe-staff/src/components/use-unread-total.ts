import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { StaffUnreadSchema } from '@forwarder/shared/contract';
import { useDeskEvents, usePollWhileDown } from './desk-stream';

/**
 * The unread total of every booking, for a desk page that lists no bookings (the offers): asked
 * once, then again on every change the desk's stream reports (and every 20 s while it is down), so
 * the page title and the header badge (useDeskTitle) tell staff a customer wrote, wherever they are.
 */
export function useUnreadTotal(): number | undefined {
  const query = useQuery({ queryKey: ['staff', 'unread'], queryFn: ({ signal }) => request('/staff/unread', StaffUnreadSchema, { signal }), staleTime: 0 });
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);
  const status = useDeskEvents(refresh);
  usePollWhileDown(status, refresh);
  return query.data?.unreadTotal;
}
