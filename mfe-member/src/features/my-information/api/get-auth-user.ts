import { useQuery } from '@tanstack/react-query';
import { fetchAuthUser } from '@forwarder/shared/api';

/** Query key of GET /cmn/auth/user on the profile page. */
export const authUserKey = ['cmn', 'auth', 'user'] as const;

/** The signed-in user's profile, fresh from the api each time the page opens. */
export function useAuthUser() {
  return useQuery({ queryKey: authUserKey, queryFn: fetchAuthUser, staleTime: 0, gcTime: 0 });
}
