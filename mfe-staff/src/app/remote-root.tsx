/**
 * Layout route of the desk's pages: the desk's own Lingui instance and provider (English or
 * Korean, src/i18n.ts; the Korean web font loads with Korean), the toolbar with the desk's
 * sections (bookings, spot offers) and the language switch, and the one live stream the desk's pages share. Pages render once the chosen
 * language's catalog is in.
 *
 * A page load the api rendered live for staff (src/prerender/fragments.tsx) came with the whole
 * frame, toolbar included: while the page's chunk arrives, that first screen stands in for the
 * frame (DeskPageFallback hides the toolbar meanwhile), so nothing paints twice or moves.
 */
import { createContext, useContext, useEffect, useLayoutEffect, useState } from 'react';
import { Link, Outlet, useLocation } from '@forwarder/shared/router';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@forwarder/shared/paths';
import { useLocale } from '@forwarder/shared/stores';
import { FirstScreen, firstScreenElement, PageLoader } from '@forwarder/shared/ui';
import { DeskLoader } from '../components/states';
import { DeskStreamProvider } from '../components/desk-stream';
import { LanguageSwitch } from '../components/language-switch';
import { activateDeskLocale, deskI18n, initialDeskLocale } from '../i18n';
import styles from './remote-root.module.css';

/** Set while the document's first screen stands in for the whole frame. */
const CoverContext = createContext<(covered: boolean) => void>(() => undefined);

/**
 * A desk page's Suspense fallback: the first screen the page load came with (the live render of
 * this path, frame included), else the desk's spinner.
 */
export function DeskPageFallback() {
  const cover = useContext(CoverContext);
  const siteLang = useLocale((s) => s.locale);
  const [first] = useState(() => (typeof window === 'undefined' ? null : firstScreenElement(window.location.pathname, siteLang)));
  useLayoutEffect(() => {
    if (!first) return undefined;
    cover(true);
    return () => cover(false);
  }, [first, cover]);
  return first ? <FirstScreen element={first} /> : <DeskLoader />;
}

/** The desk's sections: the inbox (bookings), the spot offers, the quotation rates and the blog; the current one is `aria-current`. */
function DeskNav() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  const under = (p: string) => pathname === p || pathname.startsWith(`${p}/`);
  const section = under(paths.deskOffers) ? 'offers' : under(paths.deskRates) ? 'rates' : under(paths.deskPosts) ? 'posts' : 'bookings';
  const current = (name: string) => (section === name ? 'page' : undefined);
  return (
    <nav className={styles.nav} aria-label={t`Desk sections`}>
      <Link to={paths.desk} className={styles.navLink} aria-current={current('bookings')}>
        <Trans>Bookings</Trans>
      </Link>
      <Link to={paths.deskOffers} className={styles.navLink} aria-current={current('offers')}>
        <Trans>Spot offers</Trans>
      </Link>
      <Link to={paths.deskRates} className={styles.navLink} aria-current={current('rates')}>
        <Trans>Rates</Trans>
      </Link>
      <Link to={paths.deskPosts} className={styles.navLink} aria-current={current('posts')}>
        <Trans>Blog</Trans>
      </Link>
    </nav>
  );
}

function DeskFrame() {
  const { i18n } = useLingui();
  const [covered, setCovered] = useState(false);
  return (
    // While covered, the frame makes no box of its own: the first screen's frame is the one on screen.
    <div className={covered ? styles.covered : styles.desk} lang={i18n.locale} data-testid={covered ? undefined : 'staff-desk'}>
      {!covered && (
        <div className={styles.toolbar}>
          <Link to={paths.desk} className={styles.brand}>
            <Trans>Staff desk</Trans>
          </Link>
          <DeskNav />
          <LanguageSwitch />
        </div>
      )}
      {/* One live stream for every desk page of this tab (the inbox and the workspaces). */}
      <CoverContext.Provider value={setCovered}>
        <DeskStreamProvider>
          <Outlet />
        </DeskStreamProvider>
      </CoverContext.Provider>
    </div>
  );
}

/** The desk's frame around every desk page. */
export function RemoteRoot() {
  const [ready, setReady] = useState(() => Boolean(deskI18n.locale));
  useEffect(() => {
    if (ready) return;
    let alive = true;
    activateDeskLocale(initialDeskLocale())
      .catch((err: unknown) => {
        console.error('[staff] desk catalog failed', err);
        return activateDeskLocale('en');
      })
      .finally(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, [ready]);
  // Until the desk's language is in, the suite's loader (in the buyer-side language) holds the space.
  if (!ready) return <PageLoader />;
  return (
    <I18nProvider i18n={deskI18n}>
      <DeskFrame />
    </I18nProvider>
  );
}
