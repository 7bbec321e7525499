import type { ReactNode } from 'react';
import { Navigate } from '@forwarder/shared/router';
import { useSession } from '@forwarder/shared/stores';

/**
 * Signed-in pages (spec 2 section 6): visitors go to /. While the session check is still
 * running `fallback` (the page's skeleton) shows, so a signed-in customer is never bounced.
 */
export function RequireCustomer({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const status = useSession((s) => s.status);
  if (status === 'unknown') return <>{fallback}</>;
  if (status === 'signed-out') return <Navigate to="/" replace />;
  return <>{children}</>;
}
