/**
 * Layout route of the desk's pages: the desk's own Lingui instance and provider (English or
 * Korean, src/i18n.ts; the Korean web font loads with Korean), the toolbar with the desk's
 * sections (bookings, spot offers, rates, blog) and the language switch, and the one live stream
 * the desk's pages share.
 *
 * On a page load the frame suspends until the desk's language and the page's chunk are in, so it
 * renders with its page in one go. Until then the shell's loader (the Suspense of the remote's
 * mount) shows the page's live first screen, the one the api rendered with the document, frame
 * included: it stays where it is until the page replaces it, never moved to another loader (a
 * moved first screen is styled and laid out again, whole: a phone's main thread blocked for a
 * tenth of a second each time).
 */
import { Link, Outlet, useLocation } from '@forwarder/shared/router';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@forwarder/shared/paths';
import { DeskStreamProvider } from '../components/desk-stream';
import { LanguageSwitch } from '../components/language-switch';
import { activateDeskLocale, deskI18n, initialDeskLocale } from '../i18n';
import styles from './remote-root.module.css';

let firstLoad: Promise<void> | null = null;

/** The desk's language and the chunk of the page opened first, both in (never rejects: a failure shows where it happens). */
function deskReady(loadPage: () => Promise<unknown>): Promise<void> {
  firstLoad ??= Promise.all([
    activateDeskLocale(initialDeskLocale()).catch((err: unknown) => {
      console.error('[staff] desk catalog failed', err);
      return activateDeskLocale('en').catch(() => undefined);
    }),
    // A chunk that fails is asked for again by the page itself, which shows the section's error.
    loadPage().catch(() => undefined),
  ]).then(() => undefined);
  return firstLoad;
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
  return (
    <div className={styles.desk} lang={i18n.locale} data-testid="staff-desk">
      <div className={styles.toolbar}>
        <Link to={paths.desk} className={styles.brand}>
          <Trans>Staff desk</Trans>
        </Link>
        <DeskNav />
        <LanguageSwitch />
      </div>
      {/* One live stream for every desk page of this tab (the inbox and the workspaces). */}
      <DeskStreamProvider>
        <Outlet />
      </DeskStreamProvider>
    </div>
  );
}

/** The desk's frame around every desk page; `loadPage` fetches the chunk of the page at a path (routes.tsx). */
export function RemoteRoot({ loadPage }: { loadPage: (pathname: string) => Promise<unknown> }) {
  const { pathname } = useLocation();
  // Suspends (a thrown promise: unlike `use`, it is retried when it settles under a test's
  // unawaited act as well as in the page).
  if (!deskI18n.locale) throw deskReady(() => loadPage(pathname));
  return (
    <I18nProvider i18n={deskI18n}>
      <DeskFrame />
    </I18nProvider>
  );
}
