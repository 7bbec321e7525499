import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BookingDetail } from '@forwarder/shared/contract';
import { dotDayTime, quoteItemText } from '@forwarder/shared/format';
import { CountryFlag } from '../../../components/country-flag';
import { money } from '../../../components/format';
import { countryName } from '../../../components/country-name';
import { useCargoTypeLabels } from '../../../components/labels';
import styles from './workspace.module.css';

/** Item details that mean "none" (spec 2 "Booking detail"). */
const EMPTY_DETAIL = new Set(['', 'this is detail', 'null']);

/** The booking's facts: number, when, shipping type, route, items, the buyer's request and the quoted freight. */
export function BookingFacts({ booking }: { booking: BookingDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const cargo = useCargoTypeLabels();
  const headingId = useId();
  const rate = booking.currRate;
  const place = (port: string, code: string | null, fallback: string) => [port, countryName(code, locale, fallback)].filter(Boolean).join(', ');
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="booking-facts">
      <h2 id={headingId} className={styles.cardTitle}>
        <Trans>Booking</Trans>
      </h2>
      <dl className={styles.facts}>
        <dt>
          <Trans>Booking number</Trans>
        </dt>
        <dd>{booking.bookingId}</dd>
        <dt>
          <Trans>Requested</Trans>
        </dt>
        <dd>
          <time dateTime={booking.regDtm}>{dotDayTime(booking.regDtm)}</time>
        </dd>
        <dt>
          <Trans>Shipping type</Trans>
        </dt>
        <dd>
          {cargo[booking.cargoType]}
          {booking.flagSpot && <span className={styles.muted}> · {t`Spot offer`}</span>}
        </dd>
        <dt>
          <Trans>Port of loading</Trans>
        </dt>
        <dd className={styles.inline}>
          <CountryFlag code={booking.dptCountry} />
          {place(booking.dptPortNm, booking.dptCountry, booking.dptCountryNm)}
        </dd>
        <dt>
          <Trans>Port of discharge</Trans>
        </dt>
        <dd className={styles.inline}>
          <CountryFlag code={booking.arvCountry} />
          {place(booking.arvPortNm, booking.arvCountry, booking.arvCountryNm)}
        </dd>
        <dt>
          <Trans>Ocean freight</Trans>
        </dt>
        <dd data-testid="facts-freight">
          {booking.freight.total === 0 ? (
            <strong>
              <Trans>Ask price</Trans>
            </strong>
          ) : (
            money(booking.freight.total, 'USD', locale)
          )}
          {booking.curr === 'EUR' && booking.currRate > 0 && (
            <span className={styles.muted}>
              {' '}
              · <Trans>shown to the buyer in EUR (rate {rate})</Trans>
            </span>
          )}
        </dd>
      </dl>
      <h3 className={styles.subTitle}>
        <Trans>Items</Trans>
      </h3>
      {booking.itemList.length === 0 ? (
        <p className={styles.muted}>-</p>
      ) : (
        <ul className={styles.items}>
          {booking.itemList.map((item, i) => {
            // A quotation's item in the desk's language; a spot booking's as stored.
            const quote = item.quote ? quoteItemText(item.quote, i18n) : null;
            const detail = quote ? quote.detail : item.itemDetail;
            return (
              <li key={i} className={styles.item}>
                <span className={styles.itemName}>{(quote ? quote.name : item.itemName) || '-'}</span>
                <span className={styles.itemSize}>{item.cargoSize ?? '-'}</span>
                {!EMPTY_DETAIL.has(detail.trim()) && <span className={styles.itemDetail}>{detail}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <h3 className={styles.subTitle}>
        <Trans>Additional request</Trans>
      </h3>
      <p className={styles.memo}>{booking.memo.content.trim() || '-'}</p>
    </section>
  );
}
