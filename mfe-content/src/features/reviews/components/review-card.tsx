import { Trans } from '@lingui/react/macro';
import { MapPin, Quote } from 'lucide-react';
import { formatDate } from '@forwarder/shared/format';
import type { BuyerReview } from '../model';
import { StarRating } from './star-rating';
import styles from './home-reviews.module.css';

/** One buyer review: rating, the buyer's words clamped to five lines, country and date. */
export function ReviewCard({ review }: { review: BuyerReview }) {
  const country = review.buyerCountryNm;
  return (
    <article className={styles.card}>
      <div className={styles.cardTop}>
        <StarRating rating={review.rating} />
        <Quote className={styles.quoteMark} size={28} aria-hidden="true" />
      </div>
      <blockquote className={styles.quote} lang="en">
        <p className={styles.text}>{review.content}</p>
      </blockquote>
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
