/**
 * All-in-one static serving (ARCHITECTURE.md "One origin"): the shell at `/` with SPA fallback
 * (status 404 for a path that is no page of the suite, 410 for a closed offer), each remote's build under
 * `/mf/<remote>/`, the api's own media under `/media/`. Builds carry `.br`/`.gz` copies, sent
 * as they are. Hashed files under `assets/` are cached for a year;
 * everything else (index.html, remoteEntry.js, mf-manifest.json, main.js, css at a dist root)
 * is `no-cache`. Without `shell/dist/index.html` (or with SERVE_STATIC=0) the api runs alone.
 */
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { globalPlugin } from '../lib/plugin.ts';
import { createIncludingPage, firstScreenLanguage, firstScreenOf } from '../lib/page-includes.ts';
import { createLivePages, fetchAsVisitor, keptCopies, liveHeadersOf } from '../lib/live-pages.ts';
import { pageHead, resolvePage, type ResolvedPage } from '../lib/page-head.ts';
import { RELEASE_ID_PATTERN, REWRITTEN } from '../lib/releases.ts';
import { mkdirSync } from 'node:fs';
import { paths } from '../lib/shared.ts';

/** The remotes and their build folders, relative to STATIC_ROOT. */
export const REMOTE_DISTS = {
  member: 'mfe-member/dist',
  booking: 'mfe-booking/dist',
  freight: 'mfe-freight/dist',
  content: 'mfe-content/dist',
  // The staff desk: served like the others; only a STAFF session's page ever asks for it.
  staff: 'mfe-staff/dist',
} as const;

/** Paths that never fall back to the shell: the api, the services, the builds, files. */
const NO_FALLBACK = /^\/(cmn|svc|ext|v2|dev|staff|mf|media)(\/|$)|^\/runtime-config\.json$|\.[a-z0-9]{1,8}$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/**
 * Cache-Control of a page: a live render made with a session (the visitor's bookings, name and
 * phone) is `no-store`, like the api's personal answers; any other page is the shell's HTML
 * with public first screens, revalidated on each use.
 */
export function pageCacheControl(live: boolean, withSession: boolean): string {
  if (live && withSession) return 'no-store';
  return live ? 'private, no-cache' : NO_CACHE;
}

/** Cache-Control for a file sent from `root`. */
export function cacheControlFor(root: string, filePath: string): string {
  const rel = relative(root, filePath.replace(/\.(br|gz)$/, ''));
  return rel.split(sep).includes('assets') ? IMMUTABLE : NO_CACHE;
}

const headersFor = (root: string) => (res: SetHeadersResponse, filePath: string) => {
  res.setHeader('cache-control', cacheControlFor(root, filePath));
  res.setHeader('vary', 'accept-encoding');
};

/**
 * Cache-Control for a remote's file. Asked for by its release's own URL (`/mf/<remote>/<id>/…`),
 * every file of the folder is immutable (a release never changes). Asked for by the unversioned
 * URL (answered from the live release, which moves), the build's rule applies: `assets/` for a
 * year, the rest revalidated.
 */
const remoteHeadersFor = (dist: string, releasesOfRemote: string) => (res: SetHeadersResponse, filePath: string) => {
  const req = (res as SetHeadersResponse & { req?: { [REWRITTEN]?: boolean } }).req;
  const inReleases = relative(releasesOfRemote, filePath);
  let value: string;
  if (inReleases.startsWith('..')) value = cacheControlFor(dist, filePath);
  else if (req?.[REWRITTEN]) value = cacheControlFor(join(releasesOfRemote, inReleases.split(sep)[0]!), filePath);
  else value = IMMUTABLE;
  res.setHeader('cache-control', value);
  res.setHeader('vary', 'accept-encoding');
};

/** A remote's file a browser may have: not its server bundle (live pages), in a build or a release. */
const SERVER_BUNDLE = new RegExp(`^/?(${RELEASE_ID_PATTERN}/)?server(/|$)`);
export const publicRemoteFile = (pathName: string) => !SERVER_BUNDLE.test(pathName);

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.decorate('spaFallback', null);

  // The api's own files (blog illustrations): always served, also in api-only mode.
  await app.register(fastifyStatic, {
    root: config.static.mediaRoot,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
  });

  const shellDist = join(config.static.root, 'shell/dist');
  if (!config.static.enabled || !existsSync(join(shellDist, 'index.html'))) {
    app.log.info(config.static.enabled ? `no ${shellDist}/index.html: api-only mode` : 'SERVE_STATIC=0: api-only mode');
    return;
  }

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    // reply.sendFile (the SPA fallback) then uses this registration's options.
    decorateReply: true,
    preCompressed: true,
    cacheControl: false,
    // `/` is the route below: its HTML carries the server-side includes.
    index: false,
    setHeaders: headersFor(shellDist),
  });
  const served: string[] = ['shell'];
  for (const [name, dir] of Object.entries(REMOTE_DISTS)) {
    const root = join(config.static.root, dir);
    const releases = join(app.releases.root, name);
    if (!existsSync(root) && !app.releases.kept(name).length) continue;
    mkdirSync(releases, { recursive: true });
    await app.register(fastifyStatic, {
      // `/mf/<name>/<release id>/…` from the releases (the unversioned URL was pointed at the live
      // one by lib/releases.ts), else the workspace build.
      root: existsSync(root) ? [releases, root] : [releases],
      prefix: `/mf/${name}/`,
      // dist/server is the remote's server bundle (live pages), not for browsers.
      allowedPath: publicRemoteFile,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      index: false,
      setHeaders: remoteHeadersFor(root, releases),
    });
    served.push(name);
  }
  app.log.info({ root: config.static.root, served }, 'all-in-one mode: serving the built suite');

  // Every page: the shell's HTML with the requested page's prerendered first screen spliced in,
  // in the visitor's language (what the gateway's nginx does with SSI).
  const shellPage = createIncludingPage(join(shellDist, 'index.html'));
  // Pages a remote renders with their data on each request (live-pages.ts), in place of the static first screen.
  const livePage = createLivePages(app.log, config.livePages);
  // What a page is for a visitor without a session (its status; the offer or post its head
  // names) is the same for every such visitor: read once per short interval, like the shared renders.
  const resolvedForVisitors = keptCopies<ResolvedPage>(500);
  // Staff changed an offer or a post (routes/staff: a `catalog` signal, from every api process):
  // the shared copies of public pages go at once.
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    unsubscribe = app.bookingEvents.subscribe('*', (signal) => {
      if (signal.type !== 'catalog') return;
      livePage.invalidate();
      resolvedForVisitors.clear();
    });
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    livePage.stop();
  });
  const sendShellPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? '/';
    const query = new URLSearchParams(req.url.split('?')[1] ?? '');
    const lang = firstScreenLanguage(req.cookies.lang, query.get('lang'));
    // A path no page answers is the not-found page (404, with that page's first screen), an offer
    // that is gone 410 (page-head.ts, the app's HTML without a first screen), so search engines
    // and uptime monitors see it.
    const withSession = req.cookies[config.session.cookieName] !== undefined;
    const resolvedKey = `${path}?${query.get('boardId') ?? ''}`;
    const keptResolved = withSession ? undefined : resolvedForVisitors.get(resolvedKey);
    let resolved: ResolvedPage;
    if (keptResolved && keptResolved.age < config.livePages.freshMs) resolved = keptResolved.value;
    else {
      resolved = await resolvePage(app, config, req, path, query);
      if (!withSession) resolvedForVisitors.set(resolvedKey, resolved);
    }
    const status = resolved.status;
    const firstScreen = firstScreenOf(path, status);
    // The releases this request sees (the live ones, or a preview it asks for).
    const cookie = req.headers.cookie;
    const remotes = { folderOf: (r: string) => app.releases.folderOf(r, cookie), manifestUrl: (r: string) => app.releases.manifestUrl(r, cookie) };
    const live =
      firstScreen && req.method === 'GET'
        ? await livePage(firstScreen, { lang, url: req.url, fetch: fetchAsVisitor(app, req), folderOf: remotes.folderOf, headers: liveHeadersOf(req), visitor: !withSession, waitedMs: reply.elapsedTime })
        : null;
    // Its title, description, addresses, Open Graph and JSON-LD (or noindex), in its language.
    const head = pageHead(resolved, { origin: config.publicUrl, lang, pathname: path, brand: config.runtimeConfig.brand });
    const page = shellPage({ lang, firstScreen, live: live?.html, liveShared: live?.shared, remotes, head });
    // Which release drew the first screen (operators, the release smoke test).
    const firstScreenRemote = firstScreen.split('/')[0]!;
    const release = firstScreen ? app.releases.releaseFor(firstScreenRemote, cookie) : null;
    if (release) reply.header('x-release', `${firstScreenRemote}/${release}`);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const [body, encoding] = /\bbr\b/.test(accepts) ? [page.br, 'br'] : /\bgzip\b/.test(accepts) ? [page.gzip, 'gzip'] : [page.html, null];
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      // A page rendered with a visitor's data is theirs alone.
      .header('cache-control', pageCacheControl(Boolean(live), withSession))
      .header('vary', 'accept-encoding, cookie')
      .send(body);
  };
  app.get('/', async (req, reply) => sendShellPage(req, reply));

  app.spaFallback = async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (NO_FALLBACK.test(path)) return false;
    if (!String(req.headers.accept ?? '').includes('text/html')) return false;
    // A page every page load leaves at once (pageLoadRedirect in @forwarder/shared/paths).
    const target = paths.pageLoadRedirect(path, req.cookies);
    if (target) {
      await reply.header('cache-control', NO_CACHE).header('vary', 'cookie').redirect(target, 302);
      return true;
    }
    // A path no page of the suite answers (isKnownPage in @forwarder/shared/paths) or an offer
    // that is gone is the app's not-found page, with its status (resolvePage).
    await sendShellPage(req, reply);
    return true;
  };
};

/** Serves the built suite and the api's media. */
export const staticPlugin = globalPlugin(plugin, 'static');
