import { useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import styles from './star-rating.module.css';

const STARS = [0, 1, 2, 3, 4];

// One formatter per language: creating Intl formatters is slow, and a page shows many ratings.
const formatters = new Map<string, Intl.NumberFormat>();
function ratingFormat(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    formatters.set(locale, f);
  }
  return f;
}

/** Five stars filled to `rating` (half steps), announced as e.g. '4.5 out of 5'. */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const { t, i18n } = useLingui();
  const clamped = Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
  const value = ratingFormat(i18n.locale || 'en').format(clamped);
  const row = (filled: boolean) =>
    STARS.map((i) => <Star key={i} size={size} strokeWidth={1.5} className={filled ? styles.full : styles.empty} aria-hidden="true" />);
  return (
    <span className={styles.rating} role="img" aria-label={t`${value} out of 5`}>
      <span className={styles.row}>{row(false)}</span>
      {/* The filled row is clipped to the rating, which gives half stars without a second icon. */}
      <span className={`${styles.row} ${styles.fill}`} style={{ width: `${(clamped / 5) * 100}%` }}>
        {row(true)}
      </span>
    </span>
  );
}
