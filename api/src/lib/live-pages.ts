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
/** A live page; `shared`: the same for every visitor (no session) of its address and language (livePages in @forwarder/shared/prerender). */
type LivePage = ((req: LiveRequest) => Promise<string | null>) & { shared?: boolean };

interface Bundle {
  stamp: number;
  dir: string;
  /** Set by its first render's end: a bundle's first render (cold modules, the server DOM) says nothing of the usual time. */
  warm: boolean;
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
 * Copies shared by every visitor, by key, with their age: the least recently set go past `max`
 * (addresses with queries are many); `clear()` when what they were made from changed.
 */
export function keptCopies<T>(max: number) {
  const copies = new Map<string, { value: T; at: number }>();
  return {
    /** The copy and its age in ms, or undefined. */
    get(key: string): { value: T; age: number } | undefined {
      const c = copies.get(key);
      return c && { value: c.value, age: Date.now() - c.at };
    },
    set(key: string, value: T) {
      copies.delete(key);
      copies.set(key, { value, at: Date.now() });
      if (copies.size > max) copies.delete(copies.keys().next().value!);
    },
    clear: () => copies.clear(),
  };
}

/** How the renderer holds its load (all figures in milliseconds). */
export interface LivePagesOptions {
  /** Past this, a request gets the static first screen; its render still finishes (and is kept when shared). */
  timeoutMs?: number;
  /**
   * How late a render may start: renders run one at a time, so a new one is started only while
   * the time its request has already waited in the process plus (renders waiting or running) x
   * (their usual time) stays within this; past it, the static first screen at once (the page then
   * fills it, as on a time-out). A process busy with more requests than it can render drains them
   * with static first screens instead of falling further behind.
   */
  queueBudgetMs?: number;
  /**
   * The same for a render made for one visitor (a signed-in page, or any page with a session).
   * Such a render serves one request, so a crowd of them (hundreds of buyers on their booking
   * pages) is the load that outruns the process: its api calls and its database (PGlite runs in
   * this thread) hold the event loop, so every request waits longer before it even reaches the
   * renderer. Past this budget, their static first screen at once (about a hundredth of a
   * render's cost), which the page fills.
   */
  oneVisitorQueueMs?: number;
  /**
   * ...and while the event loop runs later than this, none is started at all: a render for one
   * visitor makes a dozen round trips through the loop (its api calls, its database queries), so
   * in a process already late by tens of milliseconds it would take seconds, and hold up every
   * other request meanwhile. (A timer every 50 ms notes how late it fired: the median of its last
   * five, or how overdue it is now.)
   */
  busyLoopMs?: number;
  /** A shared render (a public page, for visitors) is served as it is for this long... */
  freshMs?: number;
  /** ...and then, while one request renders it again in the background, up to this age. */
  staleMs?: number;
  /** Shared renders kept (addresses with queries are many): the least recently used go first. */
  maxShared?: number;
}

/** What `render` gives: the page's markup, and whether it is the same for every visitor (a shared copy). */
export interface LiveRender {
  html: string;
  shared: boolean;
}

/**
 * `render(firstScreen, { lang, url, fetch, folderOf, headers, visitor, waitedMs })`: the live first screen of
 * the page whose static one is `firstScreen` (`<remote>/fragments/<name>`), or null when its
 * remote renders none for it, the render failed or took too long, or the renderer is full.
 *
 * A public page (an offer, the blog, hot items: a live page the bundle marks `shared`) asked for
 * by a visitor without a session is the same for every visitor of its address, language and
 * release: it is rendered once, kept `freshMs`, then served stale for up to `staleMs` while one
 * request renders it again; requests that arrive during its render wait for that one render.
 * `invalidate()` drops every kept copy (staff changed an offer or a post).
 */
export function createLivePages(log: { warn(obj: object, msg: string): void }, options: LivePagesOptions = {}) {
  const { timeoutMs = 3000, queueBudgetMs = timeoutMs, oneVisitorQueueMs = 150, busyLoopMs = 20, freshMs = 5_000, staleMs = 60_000, maxShared = 500 } = options;
  // By folder: each release's server bundle is its own (a preview and the live release side by side).
  const bundles = new Map<string, Bundle | null>();
  /** Renders started and not yet settled (the bundle runs them one at a time), and their usual time. */
  let pending = 0;
  // How late the event loop runs (busyLoopMs).
  const TICK_MS = 50;
  let lastTick = performance.now();
  const lateness = [0, 0, 0, 0, 0];
  // The median of the last five ticks' lateness (one late tick is a hiccup: a compression, a
  // garbage collection, a moment without a core), worked out once per tick.
  let medianLateMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    lateness.shift();
    lateness.push(Math.max(0, now - lastTick - TICK_MS));
    medianLateMs = [...lateness].sort((a, b) => a - b)[2]!;
    lastTick = now;
  }, TICK_MS);
  ticker.unref();
  // ...or how overdue the timer is now.
  const loopLateMs = () => Math.max(medianLateMs, performance.now() - lastTick - TICK_MS);
  let usualMs = 50;
  let lastEnd = 0;
  /** Shared renders by release folder, page, language and address; a new generation after invalidate(). */
  const kept = keptCopies<string | null>(maxShared);
  const running = new Map<string, Promise<string | null>>();
  let generation = 0;

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
        bundle = { stamp, dir, warm: false, live: mod.live ?? {}, css: readFileSync(join(dir, 'styles.css'), 'utf8') };
      } catch (err) {
        log.warn({ err, remote }, 'live pages: the remote server bundle did not load');
        bundle = { stamp, dir, warm: false, live: {}, css: '' };
      }
    }
    bundles.set(dir, bundle);
    return bundle;
  };

  /** Starts a render when the renderer has room (null: it has none); a shared one is kept when it ends. */
  const start = (bundle: Bundle, run: () => Promise<string | null>, waitedMs: number, key?: string): Promise<string | null> | null => {
    const queued = waitedMs + pending * usualMs;
    if (key === undefined ? queued > oneVisitorQueueMs || loopLateMs() > busyLoopMs : queued > queueBudgetMs) return null;
    pending++;
    const began = Date.now();
    const gen = generation;
    const job = run()
      .catch((err: unknown) => {
        log.warn({ err }, 'live page render failed; the static first screen is sent');
        return null;
      })
      .finally(() => {
        pending--;
        // Its own time: renders run one after another, so one that waited started when the one before it ended.
        const now = Date.now();
        if (bundle.warm) usualMs = usualMs * 0.8 + Math.max(1, now - Math.max(began, lastEnd)) * 0.2;
        bundle.warm = true;
        lastEnd = now;
      });
    if (key !== undefined) {
      running.set(key, job);
      void job.then((html) => {
        // After invalidate(), the key may be a newer render's.
        if (running.get(key) === job) running.delete(key);
        if (gen === generation) kept.set(key, html);
      });
    }
    return job;
  };

  const inTime = async (job: Promise<string | null>): Promise<string | null> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), timeoutMs);
    });
    try {
      return await Promise.race([job, late]);
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * `folderOf(remote)`: the folder of the release the request sees (lib/releases.ts). `visitor`:
   * the request has no session. `waitedMs`: how long the request has already waited in this
   * process (a busy process is late before its renderer has a queue).
   */
  async function render(firstScreen: string, o: { lang: Lang; url: string; fetch: LiveRequest['fetch']; folderOf: (remote: string) => string | undefined; headers?: Pick<LiveRequest, 'cookie' | 'acceptLanguage' | 'userAgent'>; visitor?: boolean; waitedMs?: number }): Promise<LiveRender | null> {
    const { lang, url, fetch, folderOf, headers = { cookie: '', acceptLanguage: '', userAgent: '' }, visitor = false, waitedMs = 0 } = o;
    const m = FIRST_SCREEN.exec(firstScreen);
    const bundle = m ? bundleOf(folderOf(m[1]!), m[1]!) : null;
    const page = bundle && Object.hasOwn(bundle.live, m![2]!) ? bundle.live[m![2]!] : undefined;
    if (!page) return null;
    const run = () => page({ url, lang, fetch, css: bundle!.css, ...headers, postPurifier });
    const shared = visitor && page.shared === true;
    if (!shared) {
      const job = start(bundle!, run, waitedMs);
      const html = job && (await inTime(job));
      return html === null ? null : { html, shared: false };
    }
    const key = `${bundle!.dir}\n${m![2]}\n${lang}\n${url}`;
    const copy = kept.get(key);
    const age = copy?.age ?? Infinity;
    // The background render of a stale copy: only when the process is not behind.
    if (copy && age >= freshMs && age < staleMs && !running.has(key)) start(bundle!, run, waitedMs, key);
    let html: string | null;
    if (copy && age < staleMs) html = copy.value;
    else {
      const job = running.get(key) ?? start(bundle!, run, waitedMs, key);
      html = job && (await inTime(job));
    }
    return html === null ? null : { html, shared: true };
  }

  return Object.assign(render, {
    /** Stops the event-loop timer (the server closes). */
    stop() {
      clearInterval(ticker);
    },
    /** Drops every shared copy (staff changed the catalogue); renders under way are not kept. */
    invalidate() {
      generation++;
      kept.clear();
      running.clear();
    },
  });
}
