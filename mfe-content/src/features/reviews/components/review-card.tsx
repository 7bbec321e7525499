import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, Quote } from 'lucide-react';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { formatDate } from '@forwarder/shared/format';
import type { BuyerReview } from '../model';
import { StarRating } from './star-rating';
import styles from './home-reviews.module.css';

/** Props of ReviewCard. */
export interface ReviewCardProps {
  review: BuyerReview;
  /** Lines of review text shown: 5 on the home page (default), 7 on the reviews page. */
  clamp?: 5 | 7;
  /** A control under the text (the reviews page's photo or video button). */
  action?: ReactNode;
}

/** One buyer review: rating, the buyer's words clamped to five (or seven) lines, country and date. */
export function ReviewCard({ review, clamp = 5, action }: ReviewCardProps) {
  const { i18n } = useLingui();
  // The country in the page's language (the shared table), the English name only for an unknown code.
  const country = countryNameIn(review.buyerCountry, i18n.locale, review.buyerCountryNm);
  return (
    <article className={`${styles.card} ${clamp === 7 ? styles.clamp7 : ''}`}>
      <div className={styles.cardTop}>
        <StarRating rating={review.rating} />
        <Quote className={styles.quoteMark} size={28} aria-hidden="true" />
      </div>
      <blockquote className={styles.quote} lang="en">
        <p className={styles.text}>{review.content}</p>
      </blockquote>
      {action}
      <footer className={styles.meta}>
        <span className={styles.country}>
          <MapPin size={16} aria-hidden="true" />
          <span>
            <Trans>Buyer from {country}</Trans>
          </span>
        </span>
        <time className={styles.date} dateTime={review.regDtm}>
          {formatDate(review.regDtm)}
        </time>
      </footer>
    </article>
  );
}
