/**
 * Open tabs follow the remotes' releases (deploy/README.md "Releasing a remote"). A release or a
 * rollback changes a remote's manifest URL in `/runtime-config.json` (`/mf/<remote>/<id>/…`).
 * The tab looks again on each navigation and when it becomes visible (the file answers 304 while
 * nothing changed):
 *
 * - a remote this tab has not run yet is simply registered again at its new address;
 * - a remote it has run (its code is in the page) makes the tab reload at the next navigation,
 *   into the page the visitor was going to: never in the middle of what they are doing;
 * - a remote's chunk or catalogue that fails to load because a release removed it makes the
 *   page reload once, before its section shows the error panel.
 *
 * Nothing here imports a shared module: remotes.ts (the entry chunk) uses it.
 */
import type { RemoteName } from '@forwarder/shared/paths';

type Manifests = Record<RemoteName, string>;

/** How the page loads again (replaced in tests: jsdom cannot reload). */
export const page = {
  reload: () => window.location.reload(),
  assign: (url: string) => window.location.assign(url),
};

let manifests: Manifests | null = null;
let reRegister: (name: RemoteName, entry: string) => void = () => undefined;
const used = new Set<RemoteName>();
/** Remotes this tab runs whose live release is no longer the one it runs. */
const moved = new Set<RemoteName>();
let lastCheck = 0;
let inflight: Promise<boolean> | null = null;

/** The manifest URL of each remote in a raw runtime configuration (the one-origin default when missing). */
export function manifestsOf(raw: unknown, names: readonly RemoteName[]): Manifests {
  const given = (raw as { remotes?: Record<string, unknown> } | null)?.remotes ?? {};
  return Object.fromEntries(names.map((name) => [name, typeof given[name] === 'string' ? (given[name] as string) : `/mf/${name}/mf-manifest.json`])) as Manifests;
}

/** Start following releases from the manifests the tab registered at boot. */
export function followReleases(initial: Manifests, register: (name: RemoteName, entry: string) => void): void {
  manifests = { ...initial };
  reRegister = register;
  lastCheck = Date.now();
}

/** The manifest URL a remote is registered with now. */
export const manifestOf = (name: RemoteName): string | undefined => manifests?.[name];

/** Record that the tab runs `remote`'s code. */
export function markUsed(remote: RemoteName): void {
  used.add(remote);
}

/** True when a remote this tab runs has a new live release: the next navigation reloads. */
export const releasePending = (): boolean => moved.size > 0;

/** True when `remote` (run by this tab) has a new live release. */
export const releaseMoved = (remote: RemoteName): boolean => moved.has(remote);

/**
 * Fetch the runtime configuration again (at most once per `minGapMs`) and take in what moved;
 * resolves with `releasePending()`.
 */
export function checkForRelease(minGapMs: number): Promise<boolean> {
  if (!manifests) return Promise.resolve(false);
  if (inflight) return inflight;
  if (Date.now() - lastCheck < minGapMs) return Promise.resolve(releasePending());
  lastCheck = Date.now();
  inflight = fetch('/runtime-config.json', { credentials: 'same-origin', cache: 'no-cache' })
    .then((res) => (res.ok ? res.json() : null))
    .then((raw: unknown) => {
      if (!raw || !manifests) return releasePending();
      const now = manifestsOf(raw, Object.keys(manifests) as RemoteName[]);
      for (const name of Object.keys(now) as RemoteName[]) {
        if (now[name] === manifests[name]) {
          moved.delete(name);
          continue;
        }
        if (used.has(name)) {
          // Its code is in the page: only a reload swaps it (the boot address stays for what runs now).
          moved.add(name);
        } else {
          manifests[name] = now[name];
          reRegister(name, now[name]);
        }
      }
      return releasePending();
    })
    .catch(() => releasePending())
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

const RELOADED = 'fw-release-reload';

/**
 * Reload the page once for what the server now serves (a chunk or catalogue of a removed
 * release failed): true when the reload is under way. Never twice for the same configuration,
 * so a section that fails for another reason shows its panel instead of reloading in a loop.
 */
export async function reloadForRelease(remote: RemoteName): Promise<boolean> {
  await checkForRelease(0);
  if (!releaseMoved(remote)) return false;
  const key = JSON.stringify(manifests);
  try {
    if (sessionStorage.getItem(RELOADED) === key) return false;
    sessionStorage.setItem(RELOADED, key);
  } catch {
    return false;
  }
  page.reload();
  return true;
}

/**
 * Navigations and visibility: check again when the tab comes back to the front and every ten
 * minutes while it is visible; a link followed while a release is pending loads as a new page.
 */
export function watchReleases(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void checkForRelease(10_000);
  });
  window.setInterval(() => {
    if (document.visibilityState === 'visible') void checkForRelease(60_000);
  }, 600_000);
  document.addEventListener(
    'click',
    (event) => {
      if (!releasePending() || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
      event.preventDefault();
      page.assign(link.href);
    },
    true,
  );
}

/**
 * Called when the route changed (in-app navigation): reload into it when a release is pending.
 * Every navigation asks (a 304 while nothing changed): one skipped for being soon after the last
 * check would leave the tab on an old release for a whole page.
 */
export async function onNavigation(): Promise<void> {
  if (releasePending() || (await checkForRelease(0))) page.reload();
}
