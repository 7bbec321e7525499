/**
 * First-screen fragments of this remote, rendered to static HTML at build time
 * (scripts/prerender-fragments.mjs writes `dist/fragments/<name>.<lang>.html`). The server
 * splices a fragment into the shell's HTML when it sends the page (a server-side include in the
 * gateway, the same in the all-in-one server), so the hero paints with the document, before any
 * JavaScript. The fragment travels with this remote's own release: a redeployed remote serves
 * a fresh fragment, and the shell's HTML never holds a stale copy of it.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from '@forwarder/shared/router';
import type { Lang } from '@forwarder/shared/contract';
import { NOT_FOUND_FIRST_SCREEN, paths, teamUrl } from '@forwarder/shared/paths';
import { setServerPostPurifier } from '@forwarder/shared/post-html';
import { livePages, pageFragments, renderPage, type LiveRequest } from '@forwarder/shared/prerender';
import { NotFound } from '@forwarder/shared/ui';
import { routes } from '../app/routes';
import { APP, loadCatalog } from '../i18n';
import { HeroBanner } from '../features/banner/components/hero-banner';
import { heroMessages } from '../features/banner/hero-messages';
// The fragment must look finished before the shell's CSS arrives: tokens (custom properties,
// base type) are inlined with the hero's own rules.
import '@forwarder/shared/tokens.css';

function renderHomeBanner(locale: Lang): string {
  const i18n = setupI18n({ locale, messages: { [locale]: heroMessages[locale] } });
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <HeroBanner />
      </MemoryRouter>
    </I18nProvider>,
  );
}

/**
 * Fragment name → renderer. The name is the file name the shell's HTML includes: the home hero,
 * and each page's first screen (the page as the browser first renders it, `firstScreenOf` in
 * @forwarder/shared/paths names it).
 */
export const fragments: Record<string, (locale: Lang) => string | Promise<string>> = {
  'home-banner': renderHomeBanner,
  // The not-found page (the shell's, from the shared UI), sent with every path no page answers.
  [NOT_FOUND_FIRST_SCREEN.slice(`${APP}/fragments/`.length)]: (lang) =>
    renderPage({ app: APP, loader: loadCatalog, routes: [{ path: '*', element: <NotFound /> }], path: '/not-found', lang }),
  ...pageFragments({
    app: APP,
    loader: loadCatalog,
    routes,
    paths: [
      paths.reviews,
      paths.blog,
      paths.hotItems,
      teamUrl('shipping'),
      teamUrl('equipment'),
      paths.howToBook,
      paths.shipping,
      paths.containerStuffing,
      paths.aboutUs,
      paths.termsOfUse,
      paths.privacyPolicy,
    ],
  }),
};

/**
 * A blog address naming a post (`?boardId=`) renders with the post's dialog open and its text in
 * the HTML (what a person sees first, and what a crawler reads), sanitised with the api's purifier.
 */
async function postSanitiser(req: LiveRequest): Promise<void> {
  const opensPost = new URLSearchParams(req.url.split('?')[1] ?? '').has('boardId');
  setServerPostPurifier(opensPost && req.postPurifier ? await req.postPurifier() : null);
}

/** Pages the api renders with their data on a request: the blog's posts, the hot items. */
export const live = livePages({ app: APP, loader: loadCatalog, routes, paths: [paths.blog, paths.hotItems], setup: postSanitiser });
