/**
 * The header's "Staff desk" entry (STAFF sessions only; nothing for customers and visitors) with
 * a badge of the unread customer messages over every booking: GET /staff/unread, asked again
 * every 30 s while the tab is visible, and set at once when the desk announces a new total on the
 * bus (`desk:unread`).
 */
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NavLink } from '@forwarder/shared/router';
import { Plural, Trans } from '@lingui/react/macro';
import { LayoutDashboard } from 'lucide-react';
import { request } from '@forwarder/shared/api';
import { bus } from '@forwarder/shared/bus';
import { StaffUnreadSchema } from '@forwarder/shared/contract';
import { paths } from '@forwarder/shared/paths';
import { useSession } from '@forwarder/shared/stores';
import { menuLinkHandlers } from '../menu-link';

/** Query key of the unread total. */
export const staffUnreadKey = ['staff', 'unread'] as const;
/** How often the badge asks again while the tab is visible. */
export const UNREAD_REFRESH_MS = 30_000;

/** True for a signed-in staff member. */
export function useIsStaff(): boolean {
  return useSession((s) => s.status === 'signed-in' && s.user?.role === 'STAFF');
}

/** The unread total for the badge (undefined until known, and for anyone but staff). */
export function useStaffUnread(enabled: boolean): number | undefined {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: staffUnreadKey,
    queryFn: ({ signal }) => request('/staff/unread', StaffUnreadSchema, { signal }),
    enabled,
    // react-query pauses the interval while the tab is hidden (refetchIntervalInBackground: false).
    refetchInterval: enabled ? UNREAD_REFRESH_MS : false,
    staleTime: UNREAD_REFRESH_MS,
  });
  useEffect(() => {
    if (!enabled) return;
    return bus.on('desk:unread', ({ count }) => client.setQueryData(staffUnreadKey, { unreadTotal: count }));
  }, [enabled, client]);
  return enabled ? query.data?.unreadTotal : undefined;
}

/** The "Staff desk" link with its unread badge; renders nothing unless the session is a staff member's. */
export function StaffDeskLink({ className, badgeClassName, onNavigate }: { className?: string; badgeClassName?: string; onNavigate?: () => void }) {
  const isStaff = useIsStaff();
  const unread = useStaffUnread(isStaff);
  if (!isStaff) return null;
  return (
    <NavLink to={paths.desk} className={className} data-testid="staff-desk-link" {...menuLinkHandlers(paths.desk, onNavigate)}>
      <LayoutDashboard size={18} aria-hidden="true" />
      <Trans>Staff desk</Trans>
      {unread ? (
        <span className={badgeClassName} data-testid="staff-unread-badge">
          <span aria-hidden="true">{unread > 999 ? '999+' : unread}</span>
          <span className="visually-hidden">
            <Plural value={unread} one="# unread message" other="# unread messages" />
          </span>
        </span>
      ) : null}
    </NavLink>
  );
}
