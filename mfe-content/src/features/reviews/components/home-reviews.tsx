import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@forwarder/shared/router';
import { ArrowRight } from 'lucide-react';
import { SectionHeading, Skeleton } from '@forwarder/shared/ui';
import { paths } from '@forwarder/shared/paths';
import { SectionHeadingSkeleton } from '../../../components/section-heading-skeleton';
import section from '../../../components/section.module.css';
import { reviews } from '../data';
import { ReviewCard } from './review-card';
import styles from './home-reviews.module.css';

/** The home page shows the first six reviews of the static list (spec 1 section 9). */
export const HOME_REVIEW_COUNT = 6;

/** Buyer reviews on the home page: the first six, text clamped to five lines, and a link to all reviews. */
export function HomeReviews() {
  const { t } = useLingui();
  const shown = reviews.slice(0, HOME_REVIEW_COUNT);
  return (
    <section className={section.section} aria-labelledby="home-reviews-title">
      <div className={section.inner}>
        <SectionHeading
          id="home-reviews-title"
          eyebrow={<Trans>Buyer reviews</Trans>}
          title={<Trans>What our buyers say</Trans>}
          subtitle={<Trans>Real words from importers and dealers who shipped with us.</Trans>}
          action={
            <Link to={paths.reviews} className={styles.allLink}>
              <Trans>See all reviews</Trans>
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          }
        />
        <ul className={styles.grid} aria-label={t`Buyer reviews`}>
          {shown.map((review) => (
            <li key={review.id} className={styles.item}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Placeholder of the same size while the catalog loads. */
export function HomeReviewsSkeleton() {
  return (
    <section className={section.section} aria-busy="true">
      <div className={section.inner}>
        <SectionHeadingSkeleton subtitle={{ base: 2, sm: 1, md: 1 }} actionRow={{ base: 1, sm: 0, md: 0 }} />
        <div className={styles.grid} aria-hidden="true">
          {Array.from({ length: HOME_REVIEW_COUNT }, (_, i) => (
            <div key={i} className={`${styles.card} ${styles.cardSkeleton}`}>
              <Skeleton width={100} height={28} />
              <Skeleton height="var(--review-text-height)" />
              <Skeleton width="60%" height={38} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
