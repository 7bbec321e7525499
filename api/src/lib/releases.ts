/**
 * Versioned remote releases (all-in-one mode; deploy/README.md "Releasing a remote").
 *
 * A release of a remote is a folder that never changes, `RELEASES_DIR/<remote>/<id>/` (the whole
 * build: chunks, manifest, first-screen fragments, server bundle, plus `release.json`), served at
 * `/mf/<remote>/<id>/` with a year of cache. Which release is live is one pointer file,
 * `RELEASES_DIR/<remote>.current` (the id), written by `npm run release` / `npm run rollback`
 * (scripts/release.mjs; each change is a line of `<remote>.log`). This module only reads: it
 * looks at the pointer at most every `ttlMs`, so a switch reaches new page loads within that time,
 * without a restart. For the live remote:
 *
 * - `/runtime-config.json` names the release's manifest (`/mf/<remote>/<id>/mf-manifest.json`),
 *   so the browser loads that release's code;
 * - pages include that release's first screens and render its live pages (its server bundle);
 * - the unversioned `/mf/<remote>/...` (asset, flag and logo URLs written by the server bundle,
 *   the shell's preloads) is answered from that release's folder.
 *
 * A remote with no release yet is served from its workspace build (`<remote dir>/dist`), as before.
 *
 * A browser holding the cookie `fw_release_preview=<remote>:<id>` sees that (kept) release in
 * place of the live one, for all three: the release command's browser smoke test tries a
 * candidate that way before the switch, and an engineer can do the same by hand.
 */
import { readdirSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';

/** A release id as a pattern: `<yyyyMMdd>-<HHmmss>-<6 hex of the build>`. */
export const RELEASE_ID_PATTERN = '\\d{8}-\\d{6}-[0-9a-f]{6}';
/** A release id. */
export const RELEASE_ID = new RegExp(`^${RELEASE_ID_PATTERN}$`);
/** The cookie naming a release to preview. */
export const PREVIEW_COOKIE = 'fw_release_preview';

/** Marks a raw request whose unversioned `/mf/` URL was pointed at a release (static.ts: its cache headers). */
export const REWRITTEN = Symbol('release-rewritten');

const REMOTE_URL = /^\/mf\/([a-z]+)\/(.*)$/;

export interface Releases {
  /** The folder the releases live in. */
  readonly root: string;
  /** The live release of `remote`, or null when it is served from its workspace build. */
  current(remote: string): string | null;
  /** The release a request sees: its preview when it asks for a kept one, else the live one. */
  releaseFor(remote: string, cookieHeader?: string): string | null;
  /** The folder a request's pages and files of `remote` come from, or undefined when there is none. */
  folderOf(remote: string, cookieHeader?: string): string | undefined;
  /** The manifest URL of the release a request sees, or null (the configured default then applies). */
  manifestUrl(remote: string, cookieHeader?: string): string | null;
  /** The release ids kept on disk, oldest first. */
  kept(remote: string): string[];
  /** `url` with an unversioned `/mf/<remote>/…` pointed at the release the request sees. */
  rewrite(req: IncomingMessage): string;
}

function previewOf(cookieHeader: string | undefined, remote: string): string | null {
  if (!cookieHeader || !cookieHeader.includes(PREVIEW_COOKIE)) return null;
  for (const part of cookieHeader.split(';')) {
    const [k, val] = part.trim().split('=');
    if (k !== PREVIEW_COOKIE || !val) continue;
    for (const entry of decodeURIComponent(val).split(',')) {
      const [r, id] = entry.split(':');
      if (r === remote && id && RELEASE_ID.test(id)) return id;
    }
  }
  return null;
}

/**
 * The release store under `root`; `dists` maps each remote to its workspace build folder (used
 * while a remote has no release). `ttlMs` bounds how stale a pointer read may be.
 */
export function createReleases(root: string, dists: Record<string, string>, ttlMs = 250): Releases {
  // What is read from the disk (the live link, a release folder, the list of releases) is read
  // again at most every `ttlMs`: pages, files and runtime-config.json ask on every request.
  const readings = new Map<string, { at: number; value: unknown }>();
  const fresh = <T>(key: string, read: () => T): T => {
    const now = Date.now();
    const hit = readings.get(key);
    if (hit && now - hit.at < ttlMs) return hit.value as T;
    const value = read();
    readings.set(key, { at: now, value });
    return value;
  };

  const isDir = (dir: string) => {
    try {
      return statSync(dir).isDirectory();
    } catch {
      return false;
    }
  };
  const folder = (remote: string, id: string) => join(root, remote, id);
  const keptFolder = (remote: string, id: string) => fresh(`dir:${remote}/${id}`, () => isDir(folder(remote, id)));

  const current = (remote: string): string | null => {
    if (!Object.hasOwn(dists, remote)) return null;
    return fresh(`live:${remote}`, () => {
      try {
        const target = readlinkSync(join(root, remote, 'live'));
        // A pointer at a folder that is not there (a typo, a pruned release) is ignored: the page
        // keeps working from the workspace build rather than from nothing.
        return RELEASE_ID.test(target) && isDir(folder(remote, target)) ? target : null;
      } catch {
        return null;
      }
    });
  };

  const releaseFor = (remote: string, cookieHeader?: string): string | null => {
    const preview = previewOf(cookieHeader, remote);
    if (preview && keptFolder(remote, preview)) return preview;
    return current(remote);
  };

  return {
    root,
    current,
    releaseFor,
    folderOf(remote, cookieHeader) {
      const id = releaseFor(remote, cookieHeader);
      if (id) return folder(remote, id);
      return Object.hasOwn(dists, remote) ? dists[remote] : undefined;
    },
    manifestUrl(remote, cookieHeader) {
      const id = releaseFor(remote, cookieHeader);
      return id ? `/mf/${remote}/${id}/mf-manifest.json` : null;
    },
    kept(remote) {
      return fresh(`kept:${remote}`, () => {
        try {
          return readdirSync(join(root, remote)).filter((n) => RELEASE_ID.test(n)).sort();
        } catch {
          return [];
        }
      });
    },
    rewrite(req) {
      const url = req.url ?? '/';
      const m = REMOTE_URL.exec(url);
      if (!m || !Object.hasOwn(dists, m[1]!)) return url;
      const first = m[2]!.split(/[/?]/, 1)[0]!;
      if (RELEASE_ID.test(first)) return url;
      const id = releaseFor(m[1]!, req.headers.cookie);
      if (!id) return url;
      (req as IncomingMessage & { [REWRITTEN]?: boolean })[REWRITTEN] = true;
      return `/mf/${m[1]}/${id}/${m[2]}`;
    },
  };
}
