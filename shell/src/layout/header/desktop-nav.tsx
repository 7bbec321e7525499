import { NavLink, useLocation } from '@forwarder/shared/router';
import { useLingui } from '@lingui/react/macro';
import { mainNav, type NavLinkItem } from '../nav-items';
import { menuLinkHandlers } from '../menu-link';
import { Dropdown, dropdownItemClass } from './dropdown';
import styles from './desktop-nav.module.css';

const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** The header's main menu for wide screens; the slide-out sheet replaces it on narrow ones. */
export function DesktopNav() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <nav className={styles.nav} aria-label={t`Main menu`}>
      <ul className={styles.list}>
        {mainNav.map((item) =>
          item.kind === 'link' ? (
            <li key={item.id} className={styles.entry}>
              <NavLink to={item.to} className={styles.link} {...menuLinkHandlers(item.to)}>
                {i18n._(item.label)}
              </NavLink>
            </li>
          ) : (
            <li key={item.id} className={styles.entry}>
              <Dropdown label={i18n._(item.label)} active={item.items.some((l: NavLinkItem) => isWithin(pathname, l.to))}>
                {item.items.map((l) => (
                  <li key={l.id}>
                    <NavLink to={l.to} className={dropdownItemClass} {...menuLinkHandlers(l.to)}>
                      {i18n._(l.label)}
                    </NavLink>
                  </li>
                ))}
              </Dropdown>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
