import { useId } from 'react';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingDetail } from '@forwarder/shared/contract';
import { useCargoTypeLabels } from '../../booking-common/components/cargo-type-label';
import { quoteItemText } from '@forwarder/shared/format';
import { CARGO_SIZE_LABEL, vehicleCategoryText } from '@forwarder/shared/offer-labels';
import { Price } from '@forwarder/shared/ui';
import styles from './booking-detail.module.css';

/** Item detail values that mean "none" (spec 2 "Booking detail"). */
const EMPTY_DETAIL = new Set(['', 'this is detail', 'null']);

/** The booking's information (spec 2 "Booking detail": info shown). */
export function BookingInfo({ booking, headingLevel = 2 }: { booking: BookingDetail; headingLevel?: 2 | 3 }) {
  const { i18n } = useLingui();
  const cargo = useCargoTypeLabels();
  const headingId = useId();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const place = (port: string, code: string | null, fallback: string) => [port, countryNameIn(code, i18n.locale, fallback)].filter(Boolean).join(', ');
  const mobile = [booking.regUser.mobileCountry ? `+${booking.regUser.mobileCountry}` : '', booking.regUser.mobileNumber ?? ''].filter(Boolean).join(' ');
  return (
    <section className={styles.info} aria-labelledby={headingId}>
      <H id={headingId} className={styles.panelTitle}>
        <Trans>Booking information</Trans>
      </H>
      <dl className={styles.facts}>
        <dt>
          <Trans>Booking number</Trans>
        </dt>
        <dd data-testid="info-booking-id">{booking.bookingId}</dd>
        <dt>
          <Trans>Shipping type</Trans>
        </dt>
        <dd>{cargo[booking.cargoType]}</dd>
        <dt>
          <Trans>Port of loading</Trans>
        </dt>
        <dd>{place(booking.dptPortNm, booking.dptCountry, booking.dptCountryNm)}</dd>
        <dt>
          <Trans>Port of discharge</Trans>
        </dt>
        <dd>{place(booking.arvPortNm, booking.arvCountry, booking.arvCountryNm)}</dd>
        <dt>
          <Trans>Ocean freight</Trans>
        </dt>
        {/* In the display currency and masked like the offers' prices (issue 28: it was always USD). */}
        <dd data-testid="info-freight">{booking.freight.total === 0 ? <strong>ASK PRICE</strong> : <Price usd={booking.freight.total} align="start" />}</dd>
      </dl>
      <H className={styles.subTitle}>
        <Trans>Items</Trans>
      </H>
      <ul className={styles.items}>
        {booking.itemList.map((item, i) => {
          // A quotation's item in this page's language (issue 28); a spot booking's vehicle category too, like its offer's card.
          const quote = item.quote ? quoteItemText(item.quote, i18n) : null;
          const detail = quote ? quote.detail : item.itemDetail;
          return (
            <li key={i} className={styles.item}>
              <span className={styles.itemName}>{quote ? quote.name : vehicleCategoryText(item.itemName, i18n)}</span>
              <span data-testid="item-detail">{EMPTY_DETAIL.has(detail.trim()) ? '-' : detail}</span>
              <span className={styles.muted}>{item.cargoSize ? CARGO_SIZE_LABEL[item.cargoSize] : '-'}</span>
            </li>
          );
        })}
      </ul>
      <H className={styles.subTitle}>
        <Trans>Additional request</Trans>
      </H>
      <p className={styles.memo}>{booking.memo.content.trim() || '-'}</p>
      <H className={styles.subTitle}>
        <Trans>Requester</Trans>
      </H>
      <dl className={styles.facts}>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd>{booking.regUser.name}</dd>
        <dt>
          <Trans>Country</Trans>
        </dt>
        <dd>{countryNameIn(booking.regUser.country, i18n.locale, booking.regUser.countryNm) || '-'}</dd>
        <dt>
          <Trans>Mobile</Trans>
        </dt>
        <dd>{mobile || '-'}</dd>
      </dl>
    </section>
  );
}
