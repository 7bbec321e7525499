import { SectionHeading, Skeleton } from '@forwarder/shared/ui';
import cardStyles from './spot-card.module.css';
import styles from './spot-deals.module.css';

/** A card-sized placeholder: the same box as a spot card, so loading causes no layout shift. */
export function SpotCardSkeleton() {
  return (
    <div className={cardStyles.card} aria-hidden="true">
      <Skeleton width={120} height={28} radius={14} />
      <Skeleton width="100%" height={44} />
      <Skeleton width="100%" height={44} />
      <Skeleton width="100%" height={32} />
      <Skeleton width={160} height={20} />
      <div className={styles.skeletonCta}>
        <Skeleton width="100%" height={44} />
      </div>
    </div>
  );
}

/** `count` card placeholders in the list's grid. */
export function SpotGridSkeleton({ count }: { count: number }) {
  return (
    <div className={styles.grid} data-testid="spot-deals-loading">
      {Array.from({ length: count }, (_, i) => (
        <SpotCardSkeleton key={i} />
      ))}
    </div>
  );
}

/**
 * The whole section before this remote's texts have loaded (the widget's CatalogGate fallback):
 * heading placeholders of the heading's size and a desktop or mobile batch of card placeholders.
 */
export function SpotDealsSkeleton({ count }: { count: number }) {
  return (
    <section className={styles.section} aria-busy="true">
      <div className={styles.inner}>
        {/* The real heading block with placeholder lines, so the fallback has the heading's exact height. */}
        <div aria-hidden="true">
          <SectionHeading
            eyebrow={<Skeleton width={160} height="1.5em" />}
            title={<Skeleton width="min(360px, 80%)" height="1.2em" />}
            subtitle={<Skeleton width="min(520px, 90vw)" height="1.5em" />}
            action={<Skeleton width={120} height={44} />}
          />
        </div>
        <SpotGridSkeleton count={count} />
      </div>
    </section>
  );
}
