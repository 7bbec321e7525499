/**
 * Runtime remote loading. Remotes are registered from `/runtime-config.json` by manifest URL
 * (never at build time), so a new remote version is a new folder plus one line of config.
 * Nothing here blocks the first paint: callers await `remotesReady` only where they mount a remote.
 */
import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@forwarder/shared/paths';
import { HOME_WIDGETS } from '../home/home-widgets';
import { UNAVAILABLE } from './federation/fallback-plugin';
import { prerenderedElement } from './prerendered';

/**
 * Every remote, registered by manifest URL at boot. Registering fetches nothing (with the
 * `loaded-first` share strategy, a remote's manifest and entry load on its first use), so the
 * staff desk costs a customer's or a visitor's page nothing: only StaffGate mounts it, and
 * preload.ts never warms it for anyone else.
 */
const REMOTE_NAMES: readonly RemoteName[] = ['member', 'booking', 'freight', 'content', 'staff'];
let manifests: Record<RemoteName, string> | null = null;
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
  const given = (raw as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
  manifests = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, typeof given[name] === 'string' ? (given[name] as string) : `/mf/${name}/mf-manifest.json`]),
  ) as Record<RemoteName, string>;
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: manifests![name] })));
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
  if (!manifests) return;
  registerRemotes([{ name: remote, entry: manifests[remote] }], { force: true });
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
