/**
 * Server-side includes for the shell's HTML in all-in-one mode, the same ones the gateway's nginx
 * resolves with `ssi on` (deploy/nginx/gateway.conf.template): each
 * `<!--# include virtual="/mf/<remote>/fragments/<file>" -->` is replaced with that remote's
 * built file, `$fw_lang` in the path being the visitor's language (the `lang` cookie; en when
 * absent or not a language of the suite) and `$fw_first_screen` the requested page's first
 * screen (`firstScreenOf` in @forwarder/shared/paths, `<remote>/fragments/<name>`; empty for a
 * page without one, which then includes nothing). A remote's fragment is read from its live
 * release (lib/releases.ts), or its workspace build before its first release, when it changes, so
 * a release or a rebuild is seen at once and the shell's HTML never holds a stale copy.
 * Only files under a known remote's `fragments/` folder can be included; a missing one leaves the
 * place empty (the page still works: React renders the section).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { contract, paths, type Lang } from './shared.ts';

const INCLUDE = /<!--#\s*include\s+virtual="([^"]+)"(?:\s+stub="[a-z]+")?\s*-->/g;
/** SSI block definitions (the empty `stub` of an include) output nothing. */
const BLOCK = /<!--#\s*block\s+name="[a-z]+"\s*-->[\s\S]*?<!--#\s*endblock\s*-->/g;
const FRAGMENT_URL = /^\/mf\/([a-z]+)\/fragments\/([A-Za-z0-9-]+\.(?:en|es|ru)\.html)$/;

/** A rendered page with its compressed copies. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The language a page is sent in: the address's (`?lang=es`, each public page's address per
 * language) when valid, else the `lang` cookie's, else en. The gateway's `$fw_lang` map has the
 * same rule.
 */
export function firstScreenLanguage(cookie: unknown, asked?: unknown): Lang {
  if (v.is(contract.LangSchema, asked)) return asked;
  return v.is(contract.LangSchema, cookie) ? cookie : 'en';
}

/** The first screen of the page at `pathname` answered with `status` (`<remote>/fragments/<name>`), or '' for none. */
export function firstScreenOf(pathname: string, status = 200): string {
  return paths.firstScreenOf(pathname, status) ?? '';
}

/** A file's modification time, or -1 when it is missing. */
export const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

/** Rendered pages kept (the most recently made; a page's address is part of its <head>). */
const PAGES_KEPT = 500;

/** The include of the page's first screen itself (the other one is its `-head` part). */
const FIRST_SCREEN_INCLUDE = '/mf/$fw_first_screen.$fw_lang.html';

/** Where a request's remote files come from (lib/releases.ts, bound to the request). */
export interface RemoteFolders {
  /** The folder of the release (or workspace build) of `remote` the request sees. */
  folderOf(remote: string): string | undefined;
  /** That release's manifest URL, or null when the remote has no release (its URL stays as built). */
  manifestUrl(remote: string): string | null;
}

/** The shell's preloads of a remote's manifest (`/mf/<remote>/mf-manifest.json`). */
const MANIFEST_PRELOAD = /\/mf\/([a-z]+)\/mf-manifest\.json/g;

/**
 * `page({ lang, firstScreen, remotes })` renders `htmlFile` with its includes resolved from the
 * folders `remotes` names (each remote's live release, or its workspace build), and the shell's
 * manifest preloads pointed at those releases. A request only looks at the files' times: the
 * template is read again when it changes, and a page is rendered again when the template, a
 * release or one of its fragments changes. With `live` (the page rendered with its data for this
 * request, live-pages.ts) in place of the static first screen, the page is not kept.
 */
export function createIncludingPage(htmlFile: string) {
  let template: { mtime: number; text: string; urls: string[]; preloaded: string[] } | null = null;
  // One entry per language, first screen and page address: the oldest go past PAGES_KEPT.
  const pages = new Map<string, { stamp: string; page: RenderedPage }>();

  const fileFor = (url: string, remotes: RemoteFolders): string | null => {
    const m = FRAGMENT_URL.exec(url);
    const dist = m && remotes.folderOf(m[1]!);
    return dist ? join(dist, 'fragments', m[2]!) : null;
  };

  /**
   * `head`: the page's head block (lib/page-head.ts: title, description, addresses, Open Graph,
   * JSON-LD), in place of the shell's head include (`/.fw-head/…`, with its fallback block).
   *
   * `live`: the page's first screen rendered with its data (live-pages.ts), in place of the static
   * one. `liveShared`: that render is the same for every visitor (a public page's shared copy):
   * the page is kept like a static one; otherwise it is made for one request, and only the
   * encoding the request asks for is compressed.
   */
  return function page({ lang, firstScreen = '', live, liveShared = false, remotes, head = '' }: { lang: Lang; firstScreen?: string; live?: string; liveShared?: boolean; remotes: RemoteFolders; head?: string }): RenderedPage {
    const templateTime = mtime(htmlFile);
    if (template?.mtime !== templateTime) {
      const text = readFileSync(htmlFile, 'utf8').replace(BLOCK, '');
      template = {
        mtime: templateTime,
        text,
        urls: [...text.matchAll(INCLUDE)].map((m) => m[1]!),
        preloaded: [...new Set([...text.matchAll(MANIFEST_PRELOAD)].map((m) => m[1]!))],
      };
    }
    const files = template.urls.map((url) => fileFor(url.replaceAll('$fw_first_screen', firstScreen).replaceAll('$fw_lang', lang), remotes));
    const times = files.map((f) => (f ? mtime(f) : -1));
    const manifests = new Map(template.preloaded.map((r) => [r, remotes.manifestUrl(r)]));
    const stamp = `${templateTime}|${files.join('|')}|${times.join('|')}|${[...manifests.values()].join('|')}`;
    // A page made for one request is not kept (nor looked up). A shared live render is one string
    // object per kept copy: its hash is computed once.
    const kept = live === undefined || liveShared;
    const key = !kept ? '' : live === undefined ? `${lang}|${firstScreen}|${head}` : `${lang}|${firstScreen}|${head}|${live}`;
    const hit = kept ? pages.get(key) : undefined;
    if (hit && hit.stamp === stamp) return hit.page;

    let i = 0;
    const urls = template.urls;
    const html = Buffer.from(
      template.text
        .replace(INCLUDE, () => {
          const n = i++;
          if (live !== undefined && urls[n] === FIRST_SCREEN_INCLUDE) return live;
          if (urls[n]!.startsWith(paths.PAGE_HEAD_INCLUDE)) return head;
          // A missing fragment leaves its place empty.
          return times[n]! >= 0 ? readFileSync(files[n]!, 'utf8') : '';
        })
        .replace(MANIFEST_PRELOAD, (url, remote: string) => manifests.get(remote) ?? url)
        // The document says its language (the gateway's sub_filter does the same).
        .replace('<html lang=en', `<html lang=${lang}`),
    );
    if (!kept) return oneRequestPage(html);
    const rendered = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: live === undefined ? 9 : 5 } }),
      gzip: gzipSync(html, { level: live === undefined ? 9 : 6 }),
    };
    pages.delete(key);
    pages.set(key, { stamp, page: rendered });
    if (pages.size > PAGES_KEPT) pages.delete(pages.keys().next().value!);
    return rendered;
  };
}

/** A page made for one request: quick compression rather than the smallest, and only of the encoding asked for. */
function oneRequestPage(html: Buffer): RenderedPage {
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    html,
    get br() {
      return (br ??= brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    },
    get gzip() {
      return (gzip ??= gzipSync(html, { level: 6 }));
    },
  };
}
