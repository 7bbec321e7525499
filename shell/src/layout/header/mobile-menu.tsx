import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink, useLocation } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, Globe, IdCard, LogOut, UserRound, X } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { useCurrency, useLocale, useSession } from '@forwarder/shared/stores';
import { mainNav, type NavGroupItem } from '../nav-items';
import { menuLinkHandlers, preloadHandlers } from '../menu-link';
import { useBodyScrollLock, useFocusTrap } from '../use-focus-trap';
import { languageName } from '../locale/languages';
import { useSignUp } from './use-sign-up';
import { useSignOut } from './use-sign-out';
import { StaffDeskLink } from './staff-desk-link';
import styles from './mobile-menu.module.css';

/** Wider than this the desktop bar is shown, so an open sheet closes itself. */
const DESKTOP_QUERY = '(min-width: 1024px)';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** Opens the language/country/currency dialog (the sheet closes first). */
  onOpenLocale: () => void;
}

/** The slide-out menu of narrow screens: a modal sheet from the right with every entry. */
export function MobileMenu({ open, ...rest }: MobileMenuProps) {
  if (!open) return null;
  return createPortal(<Sheet {...rest} />, document.body);
}

function Group({ group, onNavigate }: { group: NavGroupItem; onNavigate: () => void }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const listId = useId();
  // The group holding the current page starts expanded, so the user sees where they are.
  const [expanded, setExpanded] = useState(() => group.items.some((l) => pathname.startsWith(l.to)));
  return (
    <li>
      <button type="button" className={styles.row} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
        {i18n._(group.label)}
        <ChevronDown className={styles.chevron} size={20} aria-hidden="true" />
      </button>
      <ul id={listId} className={styles.sub} hidden={!expanded}>
        {group.items.map((l) => (
          <li key={l.id}>
            <NavLink to={l.to} className={styles.subRow} {...menuLinkHandlers(l.to, onNavigate)}>
              {i18n._(l.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

function Account({ onClose }: { onClose: () => void }) {
  const status = useSession((s) => s.status);
  const name = useSession((s) => s.user?.name ?? '');
  const signUp = useSignUp(onClose);
  const signOut = useSignOut(onClose);

  if (status === 'signed-out') {
    return (
      <>
        <button type="button" className={styles.primary} onClick={signUp} {...preloadHandlers(paths.signUp)}>
          <Trans>Sign up</Trans>
        </button>
        <NavLink to={paths.signIn} className={styles.secondary} {...menuLinkHandlers(paths.signIn, onClose)}>
          <Trans>Sign in</Trans>
        </NavLink>
      </>
    );
  }
  if (status !== 'signed-in') return null;
  return (
    <>
      <p className={styles.user}>
        <UserRound size={20} strokeWidth={1.75} aria-hidden="true" />
        <span className={styles.userName}>{name}</span>
      </p>
      <StaffDeskLink className={styles.staff} badgeClassName={styles.staffBadge} onNavigate={onClose} />
      <NavLink to={paths.myBookingList} end className={styles.primary} {...menuLinkHandlers(paths.myBookingList, onClose)}>
        <Trans>My Booking</Trans>
      </NavLink>
      <ul className={styles.list}>
        <li>
          <NavLink to={paths.myInformationConfirm} className={styles.row} {...menuLinkHandlers(paths.myInformationConfirm, onClose)}>
            <span className={styles.rowLabel}>
              <IdCard size={18} aria-hidden="true" />
              <Trans>My information</Trans>
            </span>
          </NavLink>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={() => void signOut()}>
            <span className={styles.rowLabel}>
              <LogOut size={18} aria-hidden="true" />
              <Trans>Sign out</Trans>
            </span>
          </button>
        </li>
      </ul>
    </>
  );
}

function Sheet({ onClose, onOpenLocale }: Omit<MobileMenuProps, 'open'>) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const locale = useLocale((s) => s.locale);
  const curr = useCurrency((s) => s.curr);
  useFocusTrap(ref);
  useBodyScrollLock();

  useEffect(() => {
    const mq = globalThis.matchMedia?.(DESKTOP_QUERY);
    if (!mq) return;
    const onChange = () => mq.matches && onClose();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, [onClose]);

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div ref={ref} className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.top}>
          <h2 id={titleId} className={styles.title}>
            <Trans>Menu</Trans>
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close menu`}>
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        <div className={styles.body}>
          <nav aria-label={t`Main menu`}>
            <ul className={styles.list}>
              {mainNav.map((item) =>
                item.kind === 'link' ? (
                  <li key={item.id}>
                    <NavLink to={item.to} className={styles.row} {...menuLinkHandlers(item.to, onClose)}>
                      {i18n._(item.label)}
                    </NavLink>
                  </li>
                ) : (
                  <Group key={item.id} group={item} onNavigate={onClose} />
                ),
              )}
            </ul>
          </nav>
          <div className={styles.account}>
            <Account onClose={onClose} />
          </div>
          <button
            type="button"
            className={styles.locale}
            aria-haspopup="dialog"
            onClick={() => {
              onClose();
              onOpenLocale();
            }}
          >
            <Globe size={20} strokeWidth={1.75} aria-hidden="true" />
            <span className={styles.localeText}>
              <span className={styles.localeLabel}>
                <Trans>Language, country and currency</Trans>
              </span>
              <span className={styles.localeValue}>
                {languageName(locale)} · {curr}
              </span>
            </span>
          </button>
        </div>
      </div>
    </div>
  );
}
