/**
 * Runtime remote loading. Remotes are registered from `/runtime-config.json` by manifest URL
 * (never at build time), so a new remote version is a new release folder and a pointer switch
 * (releases.ts: how an open tab follows it).
 * Nothing here blocks the first paint: callers await `remotesReady` only where they mount a remote.
 */
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@forwarder/shared/paths';
import { HOME_WIDGETS } from '../home/home-widgets';
import { UNAVAILABLE } from './federation/fallback-plugin';
import { prerenderedElement } from './prerendered';
import { followReleases, manifestOf, manifestsOf, markUsed } from './releases';

/**
 * Every remote, registered by manifest URL at boot. Registering fetches nothing (with the
 * `loaded-first` share strategy, a remote's manifest and entry load on its first use), so the
 * staff desk costs a customer's or a visitor's page nothing: only StaffGate mounts it, and
 * preload.ts never warms it for anyone else.
 */
const REMOTE_NAMES: readonly RemoteName[] = ['member', 'booking', 'freight', 'content', 'staff'];
let resolveReady: () => void = () => undefined;

/** Resolves once the remotes are registered. */
export const remotesReady = new Promise<void>((resolve) => {
  resolveReady = resolve;
});

/**
 * Register every remote from the raw runtime configuration (called once, by the entry, as soon as
 * the file arrives). A missing or malformed entry falls back to the one-origin convention
 * `/mf/<name>/mf-manifest.json`; the full file is validated later by @forwarder/shared/config.
 */
export function registerFromRawConfig(raw: unknown): void {
  const manifests = manifestsOf(raw, REMOTE_NAMES);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifests[name] })));
  // A later release of a remote this tab has not run yet is registered at its new address.
  followReleases(manifests, (name, entry) => registerRemotes([{ name, entry }], { force: true }));
  resolveReady();
}

/**
 * Fetch the first screen's remotes (entries and chunks) in parallel, not one after another; a
 * widget the page already holds prerendered in `lang` needs no code.
 */
export function preloadHomeWidgets(lang: string): void {
  const byRemote = new Map<RemoteName, string[]>();
  for (const w of HOME_WIDGETS) {
    if (!w.firstScreen || ('fragment' in w && prerenderedElement(`${w.remote}/${w.fragment}`, lang))) continue;
    byRemote.set(w.remote, [...(byRemote.get(w.remote) ?? []), w.expose]);
  }
  for (const [remote, exposes] of byRemote) preload(remote, exposes);
}

/** Raised when a remote (or one of its modules) cannot be loaded. */
export class RemoteUnavailableError extends Error {
  constructor(readonly remote: RemoteName, readonly expose: string, cause?: unknown) {
    super(`Remote ${remote} (${expose}) is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** Load `expose` (e.g. './SpotDealsWidget') of `remote`; throws RemoteUnavailableError on any failure. */
export async function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  await remotesReady;
  markUsed(remote);
  let mod: unknown;
  try {
    mod = await loadRemote(`${remote}/${expose.replace(/^\.\//, '')}`);
  } catch (err) {
    throw new RemoteUnavailableError(remote, expose, err);
  }
  if (!mod || (mod as Record<string, unknown>)[UNAVAILABLE]) throw new RemoteUnavailableError(remote, expose);
  return mod as T;
}

/** Forget a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remote: RemoteName): void {
  const entry = manifestOf(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

const preloaded = new Set<string>();

/** Start fetching a remote's entry and the chunks of `exposes` in parallel, without executing them. */
export function preload(remote: RemoteName, exposes: string[]): void {
  const key = `${remote}:${exposes.join(',')}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  void remotesReady
    .then(() => preloadRemote([{ nameOrAlias: remote, exposes, resourceCategory: 'sync' }]))
    .catch((err) => {
      preloaded.delete(key);
      console.warn(`[federation] preload of ${remote} failed`, err);
    });
}
