/**
 * Layout route of the desk's pages: the desk's own Lingui instance and provider (English or
 * Korean, src/i18n.ts), its Korean web font (only the desk loads it), the toolbar with the
 * language switch, and the one live stream the desk's pages share. Pages render once the chosen
 * language's catalog is in.
 */
import { useEffect, useState } from 'react';
import { Link, Outlet } from '@forwarder/shared/router';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@forwarder/shared/paths';
import { PageLoader } from '@forwarder/shared/ui';
import { DeskStreamProvider } from '../components/desk-stream';
import { LanguageSwitch } from '../components/language-switch';
import { activateDeskLocale, deskI18n, initialDeskLocale } from '../i18n';
import './korean-font.css';
import styles from './remote-root.module.css';

function DeskFrame() {
  const { i18n } = useLingui();
  return (
    <div className={styles.desk} lang={i18n.locale} data-testid="staff-desk">
      <div className={styles.toolbar}>
        <Link to={paths.desk} className={styles.brand}>
          <Trans>Staff desk</Trans>
        </Link>
        <LanguageSwitch />
      </div>
      {/* One live stream for every desk page of this tab (the inbox and the workspaces). */}
      <DeskStreamProvider>
        <Outlet />
      </DeskStreamProvider>
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
