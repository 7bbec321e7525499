import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

/** Props of Skeleton: the final size of what is loading, so nothing shifts when it arrives. */
export interface SkeletonProps {
  /** CSS width (px for numbers); default '100%'. */
  width?: number | string;
  /** CSS height (px for numbers); default '1em'. */
  height?: number | string;
  /** Corner radius (px for numbers); default 6px. */
  radius?: number | string;
  /** Extra class (e.g. for responsive sizes). */
  className?: string;
  /** Extra inline style. */
  style?: CSSProperties;
}

/** A shimmering placeholder block of a given size; hidden from screen readers (announce loading elsewhere). */
export function Skeleton({ width = '100%', height = '1em', radius = 6, className, style }: SkeletonProps) {
  return (
    <span
      className={[styles.skeleton, className ?? ''].filter(Boolean).join(' ')}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
      data-testid="skeleton"
    />
  );
}
