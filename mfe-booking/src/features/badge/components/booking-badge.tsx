import { Link } from '@forwarder/shared/router';
import { Trans } from '@lingui/react/macro';
import { paths } from '@forwarder/shared/paths';
import { useSession } from '@forwarder/shared/stores';
import { useBadge } from '../api/get-badge';
import styles from './booking-badge.module.css';

/** Booking-progress badge of the home page: signed-in users only, shows bookingCnt and links to My Booking. */
export function BookingBadge() {
  const email = useSession((s) => (s.status === 'signed-in' ? (s.user?.email ?? null) : null));
  const badge = useBadge(email);
  if (!email || !badge.data) return null;
  const count = badge.data.bookingCnt;
  return (
    <div className={styles.wrap}>
      <Link to={paths.myBookingList} className={styles.badge} data-testid="booking-badge">
        <span className={styles.label}>
          <Trans>Your booking requests in progress</Trans>
        </span>
        <span className={styles.count} aria-label={`${count}`}>
          {count}
        </span>
        <span className={styles.cta}>
          <Trans>Open My Booking</Trans> →
        </span>
      </Link>
    </div>
  );
}
