/**
 * The staff desk's guard (`/desk/*`, STAFF sessions only). Only when the session is a staff
 * member's does the shell mount the `staff` remote, so a customer's or a visitor's page never
 * fetches a byte of it (its manifest is registered by URL at boot, which fetches nothing). While
 * the session is unknown the page loader holds the space; a visitor goes to sign-in and comes
 * back to the same desk URL after (`?next=`, desk paths of this origin only); a customer goes to
 * `/`. The api answers 401/403 to `/staff/*` whatever the page does.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@forwarder/shared/router';
import { paths, signInReturningTo } from '@forwarder/shared/paths';
import { useSession } from '@forwarder/shared/stores';
import { PageLoader } from '@forwarder/shared/ui';

/** Renders `children` (the staff remote's routes) for a STAFF session only. */
export function StaffGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.user?.role);
  const { pathname, search, hash } = useLocation();
  // A session the server's render adopted may still lack its user until restoreSession answers.
  if (status === 'unknown' || (status === 'signed-in' && !role)) return <PageLoader />;
  if (status === 'signed-out') return <Navigate to={signInReturningTo(`${pathname}${search}${hash}`)} replace />;
  if (role !== 'STAFF') return <Navigate to={paths.home} replace />;
  return children;
}
