import { lazy, Suspense, useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import { LocaleButton } from '../locale/locale-button';
import { AccountArea } from './account-area';
import { DesktopNav } from './desktop-nav';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import styles from './header.module.css';

// The dialog (and the country table it needs) loads on first open, not with the page.
const LocaleDialog = lazy(() => import('../locale/locale-dialog').then((m) => ({ default: m.LocaleDialog })));

/**
 * The sticky navy header (spec 1 section 2 "Header"). From 1024px: a top row with the wordmark,
 * the language/currency button and the session controls, and a menu row under it (one row cannot
 * hold six menu entries, a signed-in name and the locale button, least of all in Russian).
 * Below 1024px the menu collapses into the slide-out sheet; at 599px and below the session
 * controls move into the sheet too.
 */
export function Header() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const [localeOpen, setLocaleOpen] = useState(false);
  const [localeUsed, setLocaleUsed] = useState(false);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openLocale = useCallback(() => {
    setLocaleUsed(true);
    setLocaleOpen(true);
  }, []);
  const closeLocale = useCallback(() => setLocaleOpen(false), []);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Logo />
        <div className={styles.actions}>
          <LocaleButton onOpen={openLocale} />
          <AccountArea />
          <button
            type="button"
            className={styles.menuButton}
            aria-label={t`Open menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu size={24} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className={styles.navRow}>
        <div className={styles.navInner}>
          <DesktopNav />
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={closeMenu} onOpenLocale={openLocale} />
      {localeUsed && (
        <Suspense fallback={null}>
          <LocaleDialog open={localeOpen} onClose={closeLocale} />
        </Suspense>
      )}
    </header>
  );
}
