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
import { QueryClientProvider } from '@tanstack/react-query';
import type { Lang } from '../contract';
import { i18n, ensureCatalog, registerCatalog, type CatalogLoader } from '../i18n';
import { sharedCatalogLoader } from '../i18n/shared-catalog';
import { firstScreenOf } from '../paths';
import { createQueryClient } from '../remote';
import { MemoryRouter, useRoutes, type RouteObject } from '../router';
import { useLocale } from '../stores';

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
export async function renderPage(o: { app: string; loader: CatalogLoader; routes: RouteObject[]; path: string; lang: Lang; setup?: () => void }): Promise<string> {
  o.setup?.();
  registerCatalog('shared', sharedCatalogLoader);
  registerCatalog(o.app, o.loader);
  await ensureCatalog('shared', o.lang);
  await ensureCatalog(o.app, o.lang);
  i18n.activate(o.lang);
  presetStore(useLocale, { locale: o.lang });
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[o.path]}>
          <Routes routes={o.routes} />
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
    { onError: (err) => void errors.push(err) },
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
