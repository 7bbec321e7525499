/** Preload the remote that owns a path when its nav link is hovered or focused. */
import { remoteForPath } from '@forwarder/shared/paths';
import { useSession } from '@forwarder/shared/stores';
import { preload } from './remotes';

/** Call from a link's onMouseEnter / onFocus. */
export function preloadRoute(path: string): void {
  const remote = remoteForPath(path.split('?')[0] ?? path);
  if (!remote) return;
  // The staff desk is fetched for a STAFF session only (app/staff-gate.tsx), never on a hover.
  if (remote === 'staff' && useSession.getState().user?.role !== 'STAFF') return;
  preload(remote, ['./routes']);
}
