import type { CSSProperties } from 'react';
import { Skeleton } from '@forwarder/shared/ui';
import styles from './section.module.css';

/** Lines of text (or a wrapped action row) at each breakpoint: `base` below 600px, `sm` to 959px, `md` from 960px. */
export interface Lines {
  base: number;
  sm: number;
  md: number;
}

/** Props of SectionHeadingSkeleton: how the English heading lays out, so the placeholder has its height. */
export interface SectionHeadingSkeletonProps {
  /** Title lines; default one everywhere. */
  title?: Lines;
  /** Subtitle lines; default one everywhere. */
  subtitle?: Lines;
  /** 1 where the heading's action link wraps onto its own row; default none. */
  actionRow?: Lines;
}

const ONE: Lines = { base: 1, sm: 1, md: 1 };
const NONE: Lines = { base: 0, sm: 0, md: 0 };

/** Placeholder with the height of a SectionHeading (eyebrow, title, subtitle, optional wrapped action). */
export function SectionHeadingSkeleton({ title = ONE, subtitle = ONE, actionRow = NONE }: SectionHeadingSkeletonProps) {
  const vars = {
    '--t-base': title.base,
    '--t-sm': title.sm,
    '--t-md': title.md,
    '--s-base': subtitle.base,
    '--s-sm': subtitle.sm,
    '--s-md': subtitle.md,
    '--a-base': actionRow.base,
    '--a-sm': actionRow.sm,
    '--a-md': actionRow.md,
  } as CSSProperties;
  return (
    <div className={styles.headingSkeleton} style={vars}>
      <Skeleton width={140} height={21} />
      <Skeleton width="min(560px, 80%)" height="var(--sk-title)" />
      <Skeleton width="min(640px, 100%)" height="var(--sk-subtitle)" />
    </div>
  );
}
