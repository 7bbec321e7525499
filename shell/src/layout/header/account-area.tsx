import { Link, NavLink } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, IdCard, LogOut, UserRound } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { useSession } from '@forwarder/shared/stores';
import { menuLinkHandlers, preloadHandlers } from '../menu-link';
import { Dropdown, dropdownItemClass } from './dropdown';
import { StaffDeskLink } from './staff-desk-link';
import { useSignUp } from './use-sign-up';
import { useSignOut } from './use-sign-out';
import styles from './account-area.module.css';

/** The signed-in user's hover/keyboard menu: My bookings, My information, Sign out. */
function UserMenu({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <Dropdown
      align="end"
      ariaLabel={t`Account menu for ${name}`}
      triggerClassName={styles.userTrigger}
      label={
        <>
          <UserRound size={20} strokeWidth={1.75} aria-hidden="true" />
          <span className={styles.name}>{name}</span>
        </>
      }
    >
      <UserMenuItems />
    </Dropdown>
  );
}

function UserMenuItems() {
  const onSignOut = useSignOut();
  return (
    <>
      <li>
        <NavLink to={paths.myBookingList} className={dropdownItemClass} {...menuLinkHandlers(paths.myBookingList)}>
          <ClipboardList size={18} aria-hidden="true" />
          <Trans>My bookings</Trans>
        </NavLink>
      </li>
      <li>
        <NavLink to={paths.myInformationConfirm} className={dropdownItemClass} {...menuLinkHandlers(paths.myInformationConfirm)}>
          <IdCard size={18} aria-hidden="true" />
          <Trans>My information</Trans>
        </NavLink>
      </li>
      <li className={styles.separator} aria-hidden="true" />
      <li>
        <button type="button" className={dropdownItemClass} onClick={() => void onSignOut()}>
          <LogOut size={18} aria-hidden="true" />
          <Trans>Sign out</Trans>
        </button>
      </li>
    </>
  );
}

/**
 * The session part of the header: Sign in and Sign up when signed out; My Booking, the user's name and
 * their menu when signed in (and the Staff desk entry for a staff member); while the session is still unknown, an empty box of the same
 * size so nothing moves when it resolves.
 */
export function AccountArea() {
  const status = useSession((s) => s.status);
  const name = useSession((s) => s.user?.name ?? '');
  const signUp = useSignUp();

  if (status === 'unknown') return <span className={styles.placeholder} aria-hidden="true" data-testid="account-placeholder" />;

  if (status === 'signed-out') {
    return (
      <>
        <Link to={paths.signIn} className={styles.outline} {...menuLinkHandlers(paths.signIn)}>
          <Trans>Sign in</Trans>
        </Link>
        <button type="button" className={styles.solid} onClick={signUp} {...preloadHandlers(paths.signUp)}>
          <Trans>Sign up</Trans>
        </button>
      </>
    );
  }

  return (
    <>
      <StaffDeskLink className={styles.staff} badgeClassName={styles.staffBadge} />
      <Link to={paths.myBookingList} className={styles.solid} {...menuLinkHandlers(paths.myBookingList)}>
        <Trans>My Booking</Trans>
      </Link>
      <div className={styles.user}>
        <UserMenu name={name} />
      </div>
    </>
  );
}
