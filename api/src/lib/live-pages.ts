/**
 * Pages rendered with their data on a request (all-in-one mode). A remote's build leaves its
 * server bundle in `dist/server/` (tooling/prerender-fragments.mjs): the same page components as
 * its browser build, and `live`, the pages it renders with their data (`livePages` in
 * @forwarder/shared/prerender). For such a page the shell's HTML carries that render instead of
 * the page's static first screen: what the page shows from the api (a booking's rows and chat,
 * an offer's route, blog posts, hot items) paints with the document. The render calls the api
 * in this process, as the visitor (their cookies), with GET only; any failure, a visitor on a
 * signed-in page, or more than `timeoutMs` leaves the static first screen in place.
 *
 * The bundle is read from the remote's live release (lib/releases.ts) and read again when it is
 * rebuilt, like the static fragments (page-includes.ts).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { DOMPurify } from 'dompurify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mtime } from './page-includes.ts';
import { postPurifier } from './post-content.ts';
import type { Lang } from './shared.ts';

/** What a remote's live page gets (LiveRequest in @forwarder/shared/prerender). */
interface LiveRequest {
  url: string;
  lang: Lang;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  css: string;
  cookie: string;
  acceptLanguage: string;
  userAgent: string;
  postPurifier: () => Promise<DOMPurify>;
}

/** The request headers a live page may read (its own saved preferences, the browser's languages, a phone). */
export function liveHeadersOf(req: FastifyRequest): Pick<LiveRequest, 'cookie' | 'acceptLanguage' | 'userAgent'> {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(', ') : (v ?? '')).slice(0, 4096);
  return { cookie: one(req.headers.cookie), acceptLanguage: one(req.headers['accept-language']), userAgent: one(req.headers['user-agent']) };
}
type LivePage = (req: LiveRequest) => Promise<string | null>;

interface Bundle {
  stamp: number;
  live: Record<string, LivePage>;
  css: string;
}

const requireCjs = createRequire(import.meta.url);
const FIRST_SCREEN = /^([a-z]+)\/fragments\/([A-Za-z0-9-]+)$/;

/** Statuses whose answers have no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/** `fetch` for a live render: relative GETs, answered by this api with the visitor's cookies. */
export function fetchAsVisitor(app: FastifyInstance, req: FastifyRequest) {
  return async (url: string, init: RequestInit = {}): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || !url.startsWith('/') || url.startsWith('//')) throw new Error(`a live page only reads from the api (${method} ${url})`);
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { accept: 'application/json', ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}), 'user-agent': req.headers['user-agent'] ?? 'live-page' },
    });
    const type = res.headers['content-type'];
    return new Response(NO_BODY.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: type ? { 'content-type': String(type) } : {} });
  };
}

/**
 * `render(firstScreen, lang, url, fetch)`: the live first screen of the page whose static one is
 * `firstScreen` (`<remote>/fragments/<name>`), or null when its remote renders none for it.
 */
export function createLivePages(log: { warn(obj: object, msg: string): void }, timeoutMs = 3000) {
  // By folder: each release's server bundle is its own (a preview and the live release side by side).
  const bundles = new Map<string, Bundle | null>();

  const bundleOf = (dist: string | undefined, remote: string): Bundle | null => {
    if (!dist) return null;
    const dir = join(dist, 'server');
    const file = join(dir, 'prerender.cjs');
    const stamp = mtime(file);
    const hit = bundles.get(dir);
    if (hit !== undefined && (hit?.stamp ?? -1) === stamp) return hit;
    let bundle: Bundle | null = null;
    if (stamp >= 0) {
      // A rebuilt remote: its previous modules leave require's cache.
      for (const key of Object.keys(requireCjs.cache)) if (key.startsWith(dir)) delete requireCjs.cache[key];
      try {
        const mod = requireCjs(file) as { live?: Record<string, LivePage> };
        bundle = { stamp, live: mod.live ?? {}, css: readFileSync(join(dir, 'styles.css'), 'utf8') };
      } catch (err) {
        log.warn({ err, remote }, 'live pages: the remote server bundle did not load');
        bundle = { stamp, live: {}, css: '' };
      }
    }
    bundles.set(dir, bundle);
    return bundle;
  };

  /** `folderOf(remote)`: the folder of the release the request sees (lib/releases.ts). */
  return async function render(firstScreen: string, lang: Lang, url: string, fetch: LiveRequest['fetch'], folderOf: (remote: string) => string | undefined, headers: Pick<LiveRequest, 'cookie' | 'acceptLanguage' | 'userAgent'> = { cookie: '', acceptLanguage: '', userAgent: '' }): Promise<string | null> {
    const m = FIRST_SCREEN.exec(firstScreen);
    const bundle = m ? bundleOf(folderOf(m[1]!), m[1]!) : null;
    const page = bundle && Object.hasOwn(bundle.live, m![2]!) ? bundle.live[m![2]!] : undefined;
    if (!page) return null;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), timeoutMs);
    });
    try {
      return await Promise.race([page({ url, lang, fetch, css: bundle!.css, ...headers, postPurifier }), late]);
    } catch (err) {
      log.warn({ err, firstScreen, url }, 'live page render failed; the static first screen is sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
