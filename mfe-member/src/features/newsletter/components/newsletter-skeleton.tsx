import { Skeleton } from '@forwarder/shared/ui';
import styles from './newsletter-section.module.css';

/** Placeholder of the newsletter band's final size while the catalog loads (no text: it is not translated yet). */
export function NewsletterSkeleton() {
  return (
    <div className={styles.band} aria-hidden="true" data-testid="newsletter-skeleton">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <Skeleton className={styles.onNavy} width={168} height={112} radius={12} />
          <Skeleton className={styles.onNavy} width={110} height={16} />
          <Skeleton className={styles.onNavy} width="90%" height={40} />
          <Skeleton className={styles.onNavy} width="75%" height={40} />
          <Skeleton className={styles.onNavy} width="100%" height={48} />
        </div>
        <div className={styles.card}>
          <div className={styles.skeletonFields}>
            <Skeleton height={69} />
            <Skeleton height={69} />
            <Skeleton height={44} radius={8} />
          </div>
          <Skeleton width="70%" height={16} style={{ marginTop: 16 }} />
        </div>
      </div>
    </div>
  );
}
