import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, CircleCheck, Info } from 'lucide-react';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { formatDate } from '@forwarder/shared/format';
import { paths } from '@forwarder/shared/paths';
import { Link, useParams } from '@forwarder/shared/router';
import { ErrorPanel, Price, Skeleton } from '@forwarder/shared/ui';
import { useBookingByEmail } from '../api/get-booking-by-email';
import { CARGO_SIZE_LABEL, confirmationEmailKey, emailFromUrlSegment } from '../model';
import { CATEGORY_LABEL } from '../../quotation/model';
import styles from './confirmation-page.module.css';

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null);

function remembered(bookingId: number | null): string | null {
  if (bookingId === null) return null;
  try {
    return sessionStorage.getItem(confirmationEmailKey(bookingId));
  } catch {
    return null;
  }
}

/**
 * Booking confirmation (spec 2 "Ocean freight confirmation"): the booking just created, read
 * back by id and the requester's email (from the URL: %40 for the at-sign, dashes for dots),
 * and a link back to the offers. Only the browser that made the booking (or its account's
 * session) can read it; a booking made for an existing account's email says it waits for the
 * owner's confirmation.
 */
export default function ConfirmationPage() {
  const { t, i18n } = useLingui();
  const params = useParams();
  const bookingId = parseId(params.bookingId);
  const email = emailFromUrlSegment(params.email ?? '', remembered(bookingId));
  const booking = useBookingByEmail(bookingId, email);
  const b = booking.data;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="confirmation-title" aria-busy={booking.isLoading || undefined}>
        <div className={styles.head}>
          <CircleCheck aria-hidden="true" size={40} className={styles.icon} />
          <h1 id="confirmation-title" className={styles.title}>
            <Trans>Your booking request has been received</Trans>
          </h1>
          <p className={styles.lead}>
            <Trans>Our staff will review it and send the invoice by email within one business day.</Trans>
          </p>
        </div>
        {booking.isError || bookingId === null ? (
          <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} />
        ) : !b ? (
          <div className={styles.facts} aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={44} />
            ))}
          </div>
        ) : (
          <>
            {b.pendingOwner && (
              <p className={styles.pending} role="note">
                <Info aria-hidden="true" size={20} className={styles.pendingIcon} />
                <span>
                  <Trans>This email address belongs to an account. The booking appears in its bookings once the account's owner confirms it from the email we have just sent.</Trans>
                </span>
              </p>
            )}
            <dl className={styles.facts}>
              <div>
                <dt>
                  <Trans>Booking number</Trans>
                </dt>
                <dd className={styles.num}>{b.bookingId}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Requested on</Trans>
                </dt>
                <dd className={styles.num}>{formatDate(b.regDtm)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Port of loading</Trans>
                </dt>
                <dd>
                  {b.dptPortNm}, {countryNameIn(b.dptCountry, i18n.locale, b.dptCountryNm)}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Port of discharge</Trans>
                </dt>
                <dd>
                  {b.arvPortNm}, {countryNameIn(b.arvCountry, i18n.locale, b.arvCountryNm)}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Item</Trans>
                </dt>
                <dd>
                  {b.itemList
                    .map((i) => [i.quote && i.quote.category !== 'NONE' ? i18n._(CATEGORY_LABEL[i.quote.category]) : '', i.itemName, i.cargoSize ? CARGO_SIZE_LABEL[i.cargoSize] : ''].filter(Boolean).join(' · '))
                    .join(', ')}
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Ocean freight</Trans>
                </dt>
                <dd>{b.freight.total === 0 ? <Trans>ASK PRICE</Trans> : <Price usd={b.freight.total} align="start" />}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Requester</Trans>
                </dt>
                <dd>{b.requesterEmail}</dd>
              </div>
              {b.memo.content && (
                <div>
                  <dt>
                    <Trans>Additional request</Trans>
                  </dt>
                  <dd className={styles.memo}>{b.memo.content}</dd>
                </div>
              )}
            </dl>
          </>
        )}
        <Link to={paths.oceanFreight} className={styles.back}>
          <ArrowLeft aria-hidden="true" size={18} />
          <Trans>Back to spot ocean freight</Trans>
        </Link>
      </section>
    </div>
  );
}
