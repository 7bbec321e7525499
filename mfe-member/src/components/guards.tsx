import { useState, type ReactNode } from 'react';
import { Navigate } from '@forwarder/shared/router';
import { paths } from '@forwarder/shared/paths';
import { useSession } from '@forwarder/shared/stores';
import { PageLoader } from '@forwarder/shared/ui';

/** Pages for signed-in users only (my information): visitors go to / (spec 1 route table). */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  if (status === 'unknown') return <PageLoader />;
  if (status === 'signed-out') return <Navigate to={paths.home} replace />;
  return children;
}

/**
 * Pages for visitors only (sign-in, sign-up): a signed-in user is sent to /. A sign-in made on
 * this very page (signed out when it opened) is left alone: that page moves on to its own target.
 */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const [openedSignedOut] = useState(status === 'signed-out');
  if (status === 'signed-in' && !openedSignedOut) return <Navigate to={paths.home} replace />;
  return children;
}
