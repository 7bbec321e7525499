/**
 * Server-side includes for the shell's HTML in all-in-one mode, the same ones the gateway's nginx
 * resolves with `ssi on` (deploy/nginx/gateway.conf.template): each
 * `<!--# include virtual="/mf/<remote>/fragments/<file>" -->` is replaced with that remote's
 * built file, `$fw_lang` in the path being the visitor's language (the `lang` cookie; en when
 * absent). A remote's fragment is read from its own dist at request time, so a rebuilt remote is
 * seen at once and the shell's HTML never holds a stale copy. Only files under a known remote's
 * `fragments/` folder can be included; a missing one leaves the place empty (the page still works:
 * React renders the section).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type Lang = 'en' | 'es' | 'ru';
const LANGS: readonly Lang[] = ['en', 'es', 'ru'];

const INCLUDE = /<!--#\s*include\s+virtual="([^"]+)"\s*-->/g;
const FRAGMENT_URL = /^\/mf\/([a-z]+)\/fragments\/([a-z0-9-]+\.(?:en|es|ru)\.html)$/;

/** A rendered page with its compressed copies. */
export interface RenderedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export type { Lang };

/** The language the first screen is rendered in: the `lang` cookie when valid, else en. */
export function languageFromCookie(cookieHeader: string | undefined): Lang {
  const m = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookieHeader ?? '');
  const lang = m?.[1] as Lang | undefined;
  return lang && LANGS.includes(lang) ? lang : 'en';
}

const mtime = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

/**
 * `page(lang)` renders `htmlFile` with its includes resolved from `remoteDists` (remote name →
 * dist folder). Results are kept per language until one of the files involved changes.
 */
export function createIncludingPage(htmlFile: string, remoteDists: Record<string, string>) {
  const cache = new Map<Lang, { stamp: string; page: RenderedPage }>();

  const fileFor = (url: string): string | null => {
    const m = FRAGMENT_URL.exec(url);
    const dist = m && remoteDists[m[1]!];
    return dist ? join(dist, 'fragments', m[2]!) : null;
  };

  return function page(lang: Lang): RenderedPage {
    const template = readFileSync(htmlFile, 'utf8');
    const files = [...template.matchAll(INCLUDE)].map((m) => fileFor(m[1]!.replaceAll('$fw_lang', lang)));
    const stamp = [htmlFile, ...files].map((f) => (f ? `${f}@${mtime(f)}` : '-')).join('|');
    const hit = cache.get(lang);
    if (hit && hit.stamp === stamp) return hit.page;

    let i = 0;
    const text = template.replace(INCLUDE, () => {
      const file = files[i++];
      if (!file || mtime(file) < 0) return '';
      return readFileSync(file, 'utf8');
    });
    const html = Buffer.from(text);
    const page = {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
    cache.set(lang, { stamp, page });
    return page;
  };
}
