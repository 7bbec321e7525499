/**
 * The shell's layout and route table: home and not-found are the shell's; every other path is
 * owned by a remote (ARCHITECTURE.md "Routes", table in @forwarder/shared/paths) and rendered
 * from that remote's exposed `./routes`.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { Route, Routes, useLocation } from '@forwarder/shared/router';
import { Trans } from '@lingui/react/macro';
import { isKnownPage, isPrivatePage, pageHeadLinks, paths, postHeadLinks, remoteForPath } from '@forwarder/shared/paths';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { useLocale } from '@forwarder/shared/stores';
import { NotFound } from '@forwarder/shared/ui';
import { Footer, GlobalOverlays, Header } from '../layout';
import { HomePage } from '../home/home-page';
import { RemoteRoutes } from './remote-mount';
import { StaffGate } from './staff-gate';
import { onNavigation, watchReleases } from './releases';
import styles from './app.module.css';

/** The routed main area: the remote owning the path (the staff desk behind its guard), else home or not-found. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  // The staff desk mounts (and so loads) for a STAFF session only.
  if (remote === 'staff') return <RemoteRoutes key={remote} remote={remote} gate={StaffGate} />;
  if (remote) return <RemoteRoutes key={remote} remote={remote} />;
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

/**
 * Follows the remotes' releases (releases.ts): after an in-app navigation to another page, a tab
 * running a remote that has a new live release loads that page again, from the new release.
 */
function useFollowReleases() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => watchReleases(), []);
  useEffect(() => {
    if (pathname === previous.current) return;
    previous.current = pathname;
    void onNavigation();
  }, [pathname]);
}

/** Pages whose document title their remote sets from its data (an offer's) or its own rule (the desk); so does an open blog post (`?boardId=`). */
const TITLED_BY_REMOTE = /^\/contents\/oceanFreight-detail\/|^\/desk(\/|$)/;

/**
 * The document's title, description and addresses follow the page and the language (what the
 * server wrote for the first page, api/src/lib/page-head.ts: the page's title and description
 * from @forwarder/shared/seo, pageHeadLinks' canonical address and alternates, or noindex), on
 * the origin the server named.
 */
function usePageHeadLinks() {
  const { pathname, search } = useLocation();
  const locale = useLocale((s) => s.locale);
  // The page and language the server wrote the head for; cleared at the first change.
  const sent = useRef(typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}|${document.documentElement.lang}`);
  useEffect(() => {
    // The server's own copy stands while the page and language are the ones it sent (the runtime
    // configuration or the saved language arriving at boot change nothing of it).
    if (sent.current === `${pathname}${search}|${locale}`) return;
    sent.current = '';
    const host = useRuntimeConfig.getState().config.brand.host;
    const known = isKnownPage(pathname);
    // An open blog post: its title comes from the blog page, its addresses are its own.
    const postId = pathname === paths.blog ? Number(new URLSearchParams(search).get('boardId')) || null : null;
    // The pages' texts are a chunk of their own, fetched at the first in-app navigation (the first
    // page's head came with the document).
    let current = true;
    void import('@forwarder/shared/seo').then(({ pageMeta }) => {
      if (!current || TITLED_BY_REMOTE.test(pathname) || postId !== null) return;
      const meta = pageMeta(pathname, locale, host, { private: isPrivatePage(pathname), missing: known ? undefined : 'not-found' });
      document.title = meta.title;
      let description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta.description) {
        description?.remove();
        return;
      }
      if (!description) {
        description = document.createElement('meta');
        description.name = 'description';
        document.head.append(description);
      }
      description.content = meta.description;
    });
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    const origin = canonical ? new URL(canonical.href).origin : window.location.origin;
    document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"][hreflang], meta[name="robots"]').forEach((e) => e.remove());
    // The not-found page names no address, only noindex (as the server sends it).
    const html = !known ? '<meta name="robots" content="noindex">' : postId !== null ? postHeadLinks(origin, locale, postId) : pageHeadLinks(origin, locale, pathname);
    if (html) document.head.insertAdjacentHTML('beforeend', html);
    return () => {
      current = false;
    };
  }, [pathname, search, locale]);
}

/**
 * True from the second render on. The footer and the overlays (popups, dialogs, scroll-to-top,
 * none of them shown at first paint) join then, in a low-priority render of their own: leaving
 * them out of the first commit keeps that task short.
 */
function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}

/** The whole page: header, the routed main area, footer and the global overlays. */
export function App() {
  const afterFirstCommit = useAfterFirstCommit();
  useFollowReleases();
  usePageHeadLinks();
  return (
    <div className={styles.app}>
      <a href="#main" className={styles.skip}>
        <Trans>Skip to content</Trans>
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      {afterFirstCommit && <Footer />}
      {afterFirstCommit && <GlobalOverlays />}
    </div>
  );
}
