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
import { unreadText } from '@forwarder/shared/format';
import { paths } from '@forwarder/shared/paths';
import { useSession } from '@forwarder/shared/stores';
import { menuLinkHandlers } from '../menu-link';

/** Query key of the unread total. */
export const staffUnreadKey = ['staff', 'unread'] as const;
/** How often the badge asks again while the tab is visible. */
export const UNREAD_REFRESH_MS = 30_000;

/** True for a signed-in staff member. */
function useIsStaff(): boolean {
  return useSession((s) => s.status === 'signed-in' && s.user?.role === 'STAFF');
}

/** The unread total for the badge (undefined until known); mounted for a staff member only. */
function useStaffUnread(): number | undefined {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: staffUnreadKey,
    queryFn: ({ signal }) => request('/staff/unread', StaffUnreadSchema, { signal }),
    // react-query pauses the interval while the tab is hidden (refetchIntervalInBackground: false).
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: UNREAD_REFRESH_MS,
  });
  useEffect(() => bus.on('desk:unread', ({ count }) => client.setQueryData(staffUnreadKey, { unreadTotal: count })), [client]);
  return query.data?.unreadTotal;
}

/** Props of StaffDeskLink. */
interface StaffDeskLinkProps {
  className?: string;
  badgeClassName?: string;
  onNavigate?: () => void;
}

/**
 * The "Staff desk" link with its unread badge; nothing unless the session is a staff member's.
 * For anyone else the header does no more than read the session: no query, no timer, no bus
 * listener (those live in StaffDeskEntry, mounted for staff only).
 */
export function StaffDeskLink(props: StaffDeskLinkProps) {
  return useIsStaff() ? <StaffDeskEntry {...props} /> : null;
}

function StaffDeskEntry({ className, badgeClassName, onNavigate }: StaffDeskLinkProps) {
  const unread = useStaffUnread();
  return (
    <NavLink to={paths.desk} className={className} data-testid="staff-desk-link" {...menuLinkHandlers(paths.desk, onNavigate)}>
      <LayoutDashboard size={18} aria-hidden="true" />
      <Trans>Staff desk</Trans>
      {unread ? (
        <span className={badgeClassName} data-testid="staff-unread-badge">
          <span aria-hidden="true">{unreadText(unread)}</span>
          <span className="visually-hidden">
            <Plural value={unread} one="# unread message" other="# unread messages" />
          </span>
        </span>
      ) : null}
    </NavLink>
  );
}
