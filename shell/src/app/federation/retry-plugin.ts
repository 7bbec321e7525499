/**
 * Runtime plugin: one quick retry (after 400 ms) of a failed manifest fetch, remote entry script
 * or exposed-module chunk, before the section's fallback shows. A few lines instead of
 * @module-federation/retry-plugin, which brought a second copy of the federation SDK into
 * main.js and parsed every manifest twice.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

const RETRY_DELAY_MS = 400;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, RETRY_DELAY_MS));

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'forwarder-retry',
    async fetch(url, init) {
      try {
        const res = await fetch(url, init);
        if (res.ok) return res;
      } catch {
        /* network failure: one more try below */
      }
      await pause();
      return fetch(url, init);
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      // Forget the failed load so the entry script is requested again.
      delete globalLoading[uniqueKey];
      const retried = pause().then(() => getRemoteEntry({ origin, remoteInfo, remoteEntryExports }));
      // The hook's type nests a promise in a promise, which promises flatten anyway.
      return retried as unknown as ReturnType<LoadEntryError>;
    },
    async getModuleFactory({ remoteEntryExports, expose }) {
      try {
        return await remoteEntryExports.get(expose);
      } catch {
        await pause();
        return remoteEntryExports.get(expose);
      }
    },
  };
}
