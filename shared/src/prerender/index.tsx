/**
 * Build-time rendering of a remote's pages to static HTML, for Node only (a remote's prerender
 * entry, built and run by tooling/prerender-fragments.mjs; never part of a browser bundle).
 * A page is rendered the way the browser first renders it for a signed-out visitor: the remote's
 * own route objects in a memory router at that path, in the language asked for, with the page's
 * lazy chunks resolved and every query still pending (nothing is fetched at build time). The
 * server includes the result in the shell's HTML (`firstScreenOf` names it), so the page's heading,
 * text and form paint with the document; the route loader keeps it on screen until the page's
 * code renders the same thing (ui/first-screen.tsx).
 */
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nProvider } from '@lingui/react';
import { dehydrate, QueryClientProvider, type Query, type QueryClient } from '@tanstack/react-query';
import type { DOMPurify } from 'dompurify';
import { fetchAuthUser, transport } from '../api';
import { applyRuntimeConfig } from '../config';
import type { Lang } from '../contract';
import { i18n, ensureCatalog, registerCatalog, type CatalogLoader } from '../i18n';
import { sharedCatalogLoader } from '../i18n/shared-catalog';
import { firstScreenOf } from '../paths';
import { createQueryClient } from '../remote';
import { MemoryRouter, useRoutes, type RouteObject } from '../router';
import { useLocale, useSession } from '../stores';
import { fragmentHtml } from './fragment-html';

export { fragmentHtml, minifyCss } from './fragment-html';

/**
 * Sets a store's state for the renders that follow. React renders on the server from a store's
 * server snapshot, which zustand takes from the store's initial state, not its current one: so
 * that is set too (this Node process only ever prerenders).
 */
export function presetStore<T extends object>(store: { setState(partial: Partial<T>): void; getInitialState(): T }, partial: Partial<T>): void {
  store.setState(partial);
  Object.assign(store.getInitialState(), partial);
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders `routes` at `path` in `lang` to static markup, every Suspense boundary resolved. */
export async function renderPage(o: { app: string; loader: CatalogLoader; routes: RouteObject[]; path: string; lang: Lang; setup?: () => void; client?: QueryClient }): Promise<string> {
  o.setup?.();
  registerCatalog('shared', sharedCatalogLoader);
  registerCatalog(o.app, o.loader);
  await ensureCatalog('shared', o.lang);
  await ensureCatalog(o.app, o.lang);
  i18n.activate(o.lang);
  presetStore(useLocale, { locale: o.lang });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={o.client ?? createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[o.path]}>
          <Routes routes={o.routes} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
    // Every boundary inline, however large (React outlines a boundary past 12,800 bytes behind a
    // script that moves it into place: a first screen holds no script, and a desk page with its
    // data is larger than that).
    { onError: (err) => void errors.push(err), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length) throw new Error(`${o.path} (${o.lang}) failed to render: ${String(errors[0])}`);
  let html = '';
  await new Promise<void>((resolve, reject) =>
    prelude.pipe(
      new Writable({
        write(chunk: Buffer, _enc, next) {
          html += chunk.toString('utf8');
          next();
        },
        final(done) {
          done();
          resolve();
        },
      }).on('error', reject),
    ),
  );
  // Suspense boundary markers are only for hydration, which a first screen never gets.
  return html.replace(/<!--\/?\$[!?]?-->/g, '');
}

/**
 * The page fragments of a remote: fragment name (from `firstScreenOf`) → renderer per language,
 * for each of `paths`: page URLs, a parameter in the path or a query standing for every value
 * of it (the page is rendered at the path alone, so a first screen never shows one value's data).
 */
export function pageFragments(o: {
  app: string;
  loader: CatalogLoader;
  routes: RouteObject[];
  paths: string[];
  /** Runs before each render, e.g. to render signed-in pages as a signed-in customer sees them first (with presetStore). */
  setup?: () => void;
}): Record<string, (lang: Lang) => Promise<string>> {
  const out: Record<string, (lang: Lang) => Promise<string>> = {};
  for (const url of o.paths) {
    const path = url.split('?')[0]!;
    const key = firstScreenOf(path);
    if (!key?.startsWith(`${o.app}/fragments/`)) throw new Error(`${path} is not a page of ${o.app} with a first screen`);
    out[key.slice(`${o.app}/fragments/`.length)] = (lang) => renderPage({ ...o, path, lang });
  }
  return out;
}

/** What the server hands a live page's render (the api, all-in-one mode: api/src/lib/live-pages.ts). */
export interface LiveRequest {
  /** The page's path and query, as requested. */
  url: string;
  lang: Lang;
  /** The api as the visitor calls it: relative URLs, answered with the request's cookies. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The app's minified CSS (dist/server/styles.css). */
  css: string;
  /** The request's Cookie header ('' without): a page's own saved preferences (the staff desk's language). */
  cookie?: string;
  /** The request's Accept-Language header ('' without). */
  acceptLanguage?: string;
  /** The request's User-Agent header ('' without): a phone's first screen can start in the phone layout. */
  userAgent?: string;
  /** DOMPurify over the server's DOM (made once, on the first call): a page that shows a post's HTML sanitises it with this. */
  postPurifier?: () => Promise<DOMPurify>;
}

/**
 * A page's render on a request. `shared`: it reads nothing of the visitor but its address and
 * language when there is no session, so the server may serve one render to every such visitor
 * (api/src/lib/live-pages.ts).
 */
export type LivePage = ((req: LiveRequest) => Promise<string | null>) & { shared: boolean };

/** A query the page would start now: created by a render, never fetched, not disabled. */
function waiting(q: Query): boolean {
  const enabled = (q.options as { enabled?: unknown }).enabled;
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => boolean)(q) : enabled !== false;
  return on && q.state.status === 'pending' && q.state.fetchStatus === 'idle' && q.state.dataUpdateCount === 0 && q.state.errorUpdateCount === 0;
}

/** One render at a time: the stores a render reads (session, locale) are this module's. */
let queue: Promise<unknown> = Promise.resolve();
function serial<T>(job: () => Promise<T>): Promise<T> {
  const next = queue.then(job, job);
  queue = next.catch(() => undefined);
  return next;
}

/**
 * Pages this app's server bundle renders on a request with their data, so what a page shows
 * from the api (a booking's rows and chat, an offer's route, blog posts) arrives with the HTML
 * instead of after the page's code and its calls. The render runs the page's own components: a
 * first pass creates the queries the page would start, they are fetched through the visitor's
 * request (`LiveRequest.fetch`), and the page renders again with the answers, up to three passes
 * for queries that start on another's answer. The queries' answers and the signed-in user travel
 * beside the markup (fragmentHtml's `state`): the page's code starts from them, so it renders the
 * same thing and fetches nothing again. The result is null (the server then sends the page's
 * static first screen) when a call fails or `signedIn` pages meet a visitor.
 */
export function livePages(o: {
  app: string;
  loader: CatalogLoader;
  routes: RouteObject[];
  paths: string[];
  /** Pages for signed-in customers only: a visitor gets the static first screen. */
  signedIn?: boolean;
  /** Pages for this role only (the staff desk): anyone else gets the static first screen (none for the desk). */
  role?: 'STAFF';
  /** Runs before the render passes of a request (e.g. the desk's own language, from the request). */
  setup?: (req: LiveRequest) => Promise<void> | void;
}): Record<string, LivePage> {
  const out: Record<string, LivePage> = {};
  // A page for anyone renders the same for every visitor without a session: the server may share one render.
  const shared = !o.signedIn && !o.role;
  for (const url of o.paths) {
    const key = firstScreenOf(url.split('?')[0]!);
    if (!key?.startsWith(`${o.app}/fragments/`)) throw new Error(`${url} is not a page of ${o.app} with a first screen`);
    const name = key.slice(`${o.app}/fragments/`.length);
    out[name] = Object.assign((req: LiveRequest) => serial(() => renderLive(o, name, req)), { shared });
  }
  return out;
}

/** The api's runtime config (the same for every request of a process): read by the first render. */
let configApplied: Promise<unknown> | null = null;

async function renderLive(o: Parameters<typeof livePages>[0], name: string, req: LiveRequest): Promise<string | null> {
  const browserFetch = transport.fetch;
  transport.fetch = req.fetch;
  try {
    configApplied ??= req
      .fetch('/runtime-config.json', { headers: { Accept: 'application/json' } })
      .then((res) => res.json())
      .then(applyRuntimeConfig)
      .catch((err: unknown) => {
        configApplied = null;
        throw err;
      });
    await configApplied;
    const user = await fetchAuthUser().catch(() => null);
    if ((o.signedIn || o.role) && !user) return null;
    if (o.role && user?.role !== o.role) return null;
    await o.setup?.(req);
    presetStore(useSession, { status: user ? 'signed-in' : 'signed-out', user });
    const client = createQueryClient();
    for (let pass = 0; pass < 3; pass++) {
      const markup = await renderPage({ app: o.app, loader: o.loader, routes: o.routes, path: req.url, lang: req.lang, client });
      const queries = client.getQueryCache().getAll();
      if (queries.some((q) => q.state.status === 'error')) return null;
      const todo = queries.filter(waiting);
      if (todo.length === 0) {
        const state = { queries: dehydrate(client), user };
        return fragmentHtml({ app: o.app, name, lang: req.lang, markup, css: req.css, state });
      }
      await Promise.all(todo.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => undefined)));
    }
    return null;
  } finally {
    transport.fetch = browserFetch;
    presetStore(useSession, { status: 'signed-out', user: null });
  }
}
