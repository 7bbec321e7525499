import { Skeleton } from '@forwarder/shared/ui';
import styles from './section.module.css';

/** Placeholder with the height of a SectionHeading (eyebrow, one-line title, subtitle). */
export function SectionHeadingSkeleton() {
  return (
    <div className={styles.headingSkeleton}>
      <Skeleton width={140} height={21} />
      <Skeleton width="min(420px, 80%)" height="var(--sk-title)" />
      <Skeleton width="min(560px, 100%)" height="var(--sk-subtitle)" />
    </div>
  );
}
