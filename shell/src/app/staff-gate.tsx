/**
 * The staff desk's guard (`/desk/*`, STAFF sessions only). Only when the session is a staff
 * member's does the shell mount the `staff` remote, so a customer's or a visitor's page never
 * fetches a byte of it (its manifest is registered by URL at boot, which fetches nothing). While
 * the session is unknown it suspends, so the page loader of the remote's mount (RemoteRoutes)
 * holds the space, and goes on holding it while the desk loads; a visitor goes to sign-in and comes
 * back to the same desk URL after (`?next=`, desk paths of this origin only); a customer goes to
 * `/`. The api answers 401/403 to `/staff/*` whatever the page does.
 */
import { use, type ReactNode } from 'react';
import { Navigate, useLocation } from '@forwarder/shared/router';
import { paths, signInReturningTo } from '@forwarder/shared/paths';
import { useSession } from '@forwarder/shared/stores';

type SessionState = ReturnType<typeof useSession.getState>;

/** A session the server's render adopted may still lack its user until restoreSession answers. */
const unsettled = (s: SessionState) => s.status === 'unknown' || (s.status === 'signed-in' && !s.user?.role);

let settling: Promise<void> | null = null;

/** Resolves once the session is known (who, and in which role). */
function sessionSettled(): Promise<void> {
  settling ??= new Promise<void>((resolve) => {
    const stop = useSession.subscribe((s) => {
      if (unsettled(s)) return;
      stop();
      settling = null;
      resolve();
    });
  });
  return settling;
}

/** Renders `children` (the staff remote's routes) for a STAFF session only. */
export function StaffGate({ children }: { children: ReactNode }) {
  const status = useSession((s) => s.status);
  const role = useSession((s) => s.user?.role);
  const settled = useSession((s) => !unsettled(s));
  const { pathname, search, hash } = useLocation();
  if (!settled) use(sessionSettled());
  if (status === 'signed-out') return <Navigate to={signInReturningTo(`${pathname}${search}${hash}`)} replace />;
  if (role !== 'STAFF') return <Navigate to={paths.home} replace />;
  return children;
}
