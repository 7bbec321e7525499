import { Link } from '@forwarder/shared/router';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { bookingDetailUrl } from '@forwarder/shared/paths';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingListItem } from '@forwarder/shared/contract';
import { dotDay, unreadText } from '@forwarder/shared/format';
import { CountryFlag } from '../../booking-common/components/country-flag';
import { StepLabel } from '../../booking-common/components/step-label';
import styles from './booking-list.module.css';

/** One booking of the list: number, date, step, arrival country, latest chat entry, unread badge. */
export function BookingRow({ booking }: { booking: BookingListItem }) {
  const { t, i18n } = useLingui();
  const last = booking.inquiryList[0];
  const unread = booking.inquiryUnreadCnt;
  return (
    <li className={styles.row}>
      <Link to={bookingDetailUrl(booking.bookingId)} className={styles.rowLink} data-testid="booking-row">
        <span className={styles.rowHead}>
          <span className={styles.bookingId}>
            <Trans>No. {booking.bookingId}</Trans>
          </span>
          <span className={styles.date}>{dotDay(booking.regDtm)}</span>
          <span className={styles.step} data-step={booking.bookingStep}>
            <StepLabel step={booking.bookingStep} />
          </span>
        </span>
        <span className={styles.country}>
          <CountryFlag code={booking.arvCountry} />
          {countryNameIn(booking.arvCountry, i18n.locale, booking.arvCountryNm)}
        </span>
        <span className={styles.chat}>
          {last ? (
            <>
              <span className={styles.chatText}>{last.content}</span>
              <span className={styles.chatDate}>{dotDay(last.regDtm)}</span>
            </>
          ) : (
            <span className={styles.chatNone}>
              <Trans>No chat messages yet.</Trans>
            </span>
          )}
        </span>
        {unread > 0 && (
          <span className={styles.unread} aria-label={t`${unreadText(unread)} unread messages`} data-testid="unread-badge">
            {unreadText(unread)}
          </span>
        )}
      </Link>
    </li>
  );
}
