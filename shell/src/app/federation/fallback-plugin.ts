/**
 * Runtime plugin: when a remote module cannot be loaded, `errorLoadRemote` answers with a
 * fallback module instead of throwing, so the mount point renders the translated
 * "temporarily unavailable" panel (with retry) and nothing else on the page breaks.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Marks the fallback module so a mount point can tell it from the real one. */
export const UNAVAILABLE = '__remoteUnavailable';

export default function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'forwarder-remote-fallback',
    errorLoadRemote(args) {
      console.error(`[federation] ${args.id} failed to load (${args.lifecycle})`, args.error);
      // Only a module load can be answered with a module; for the other lifecycles the runtime
      // expects a manifest or entry, so the error propagates and the mount point catches it.
      if (args.lifecycle === 'onLoad') return { __esModule: true, [UNAVAILABLE]: true, default: null, routes: [] };
      return undefined;
    },
  };
}
