import { useQuery } from '@tanstack/react-query';
import { fetchBadge } from '@forwarder/shared/api';

/** Query key of GET /cmn/user/badge, per signed-in email (a new user never sees the last one's count). */
export const badgeQueryKey = (email: string) => ['cmn', 'user', 'badge', email] as const;

/** The signed-in user's booking count; disabled for visitors. */
export function useBadge(email: string | null) {
  return useQuery({
    queryKey: badgeQueryKey(email ?? ''),
    queryFn: fetchBadge,
    enabled: Boolean(email),
  });
}
