import { memo, useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarDays, Car, Clock } from 'lucide-react';
import type { SpotFreight } from '@forwarder/shared/contract';
import { formatCountdown, formatDate } from '@forwarder/shared/format';
import { spotDetailUrl } from '@forwarder/shared/paths';
import { Button, ButtonLink, Price } from '@forwarder/shared/ui';
import { CARGO_SIZE_LABEL, CARGO_TYPE_LABEL, endsToday, offerEndsAt, vehicleCategoryText } from '../model';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { CountryFlag } from './country-flag';
import { useNow } from '../hooks/use-now';
import styles from './spot-card.module.css';

/**
 * The countdown row: the only part of a card that follows the shared 1-second clock, so a tick
 * re-renders this line and not the whole card. The row keeps its height on sold-out cards so
 * every card in the grid is the same size.
 */
function Countdown({ endsAt, active }: { endsAt: number | null; active: boolean }) {
  const { t } = useLingui();
  const now = useNow();
  const lastDay = endsAt !== null && endsToday(endsAt, now);
  const remaining = endsAt !== null ? formatCountdown(endsAt - now, (days) => t({ message: `${days}d`, comment: 'Days left in a countdown, e.g. 2d 03:04:05' })) : '';
  return (
    <p className={`${styles.countdown} ${lastDay ? styles.lastDay : ''}`}>
      {active && endsAt !== null && (
        <>
          <Clock aria-hidden="true" size={16} />
          <span role="timer" aria-live="off" className={styles.num}>
            {lastDay ? t`Last day: ends in ${remaining}` : t`Ends in ${remaining}`}
          </span>
        </>
      )}
    </p>
  );
}

/** A count stays with its unit when the cargo wraps: "(4" / "units)" would read badly. */
const keepCountWithUnit = (text: string) => text.replace(/(\d) (?=\p{L})/gu, '$1\u00a0');

/**
 * One spot offer (spec 1 section 4 "Spot freight card"). An active card is one big link to the
 * offer detail (the Book now link stretches over the card); a sold-out card has the SOLD OUT
 * ribbon, a 'completed' button that does nothing, and no countdown.
 */
export const SpotCard = memo(function SpotCard({ offer }: { offer: SpotFreight }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const active = offer.isActive;
  const endsAt = offerEndsAt(offer);
  // Country names in the page's language from the shared table; port names stay the port's own.
  const dptCountryNm = countryNameIn(offer.dptCountry, i18n.locale, offer.dptCountryNm);
  const arvCountryNm = countryNameIn(offer.arvCountry, i18n.locale, offer.arvCountryNm);
  const from = `${offer.dptPortNm}, ${dptCountryNm}`;
  const to = `${offer.arvPortNm}, ${arvCountryNm}`;

  return (
    <article className={`${styles.card} ${active ? styles.active : styles.soldOut}`} aria-labelledby={titleId}>
      {!active && (
        <span className={styles.ribbon}>
          <Trans>SOLD OUT</Trans>
        </span>
      )}
      <div className={styles.tags}>
        <span className={styles.tag}>{i18n._(CARGO_TYPE_LABEL[offer.cargoType])}</span>
        {offer.cargoSize && <span className={`${styles.tag} ${styles.size}`}>{CARGO_SIZE_LABEL[offer.cargoSize]}</span>}
      </div>

      <h3 id={titleId} className={styles.route} aria-label={t`${from} to ${to}`}>
        <span className={styles.end}>
          <span className={styles.port}>{offer.dptPortNm}</span>
          <span className={styles.country}>{dptCountryNm}</span>
        </span>
        <span className={styles.arrow} aria-hidden="true">
          →
        </span>
        <span className={`${styles.end} ${styles.arrival}`}>
          <span className={styles.port}>{offer.arvPortNm}</span>
          <span className={styles.country}>
            <CountryFlag code={offer.arvCountry} />
            {arvCountryNm}
          </span>
        </span>
      </h3>

      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <Car aria-hidden="true" size={16} />
            <Trans>Vehicle</Trans>
          </dt>
          <dd className={styles.cargo}>{keepCountWithUnit(vehicleCategoryText(offer.vehicleCategory, i18n))}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <CalendarDays aria-hidden="true" size={16} />
            <Trans>Departure (est.)</Trans>
          </dt>
          <dd className={styles.num}>{formatDate(offer.dptEstimateDate)}</dd>
        </div>
        <div className={`${styles.fact} ${styles.priceRow}`}>
          <dt>
            <Trans>Ocean freight</Trans>
          </dt>
          <dd>
            <Price usd={offer.costDisplay} className={styles.price} />
          </dd>
        </div>
      </dl>

      <Countdown endsAt={endsAt} active={active} />

      {active ? (
        <ButtonLink
          to={spotDetailUrl(offer.freRateLegacyId, offer.arvCountryNm)}
          variant="primary"
          block
          className={styles.cta}
          aria-describedby={titleId}
        >
          <Trans>Book now</Trans>
        </ButtonLink>
      ) : (
        // Sold out: stays in the tab order so screen-reader users hear why, but does nothing.
        <Button variant="secondary" block className={styles.cta} aria-disabled="true" aria-describedby={titleId}>
          <Trans>completed</Trans>
        </Button>
      )}
    </article>
  );
});
