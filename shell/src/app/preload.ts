/** Preload the remote that owns a path when its nav link is hovered or focused. */
import { remoteForPath } from '@forwarder/shared/paths';
import { preload } from './remotes';

/** Call from a link's onMouseEnter / onFocus. */
export function preloadRoute(path: string): void {
  const remote = remoteForPath(path.split('?')[0] ?? path);
  if (remote) preload(remote, ['./routes']);
}
