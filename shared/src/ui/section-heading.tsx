import type { ReactNode } from 'react';
import styles from './section-heading.module.css';

/** Props of SectionHeading. */
export interface SectionHeadingProps {
  /** Small uppercase line above the title. */
  eyebrow?: ReactNode;
  title: ReactNode;
  /** One or two lines under the title. */
  subtitle?: ReactNode;
  /** Heading level; default 'h2'. */
  as?: 'h1' | 'h2' | 'h3';
  /** Id of the heading, for a section's aria-labelledby. */
  id?: string;
  /** Default 'start'. */
  align?: 'start' | 'center';
  /** 'inverse' for navy backgrounds; default 'default'. */
  tone?: 'default' | 'inverse';
  /** Shown at the end of the row on wide screens (e.g. a view-all link). */
  action?: ReactNode;
  /** Extra class of the wrapper. */
  className?: string;
}

/** The heading block of a page section: eyebrow, title (h2 by default), subtitle and an optional action. */
export function SectionHeading({ eyebrow, title, subtitle, as: Tag = 'h2', id, align = 'start', tone = 'default', action, className }: SectionHeadingProps) {
  return (
    <div className={[styles.heading, styles[align], styles[tone], className ?? ''].filter(Boolean).join(' ')}>
      <div className={styles.text}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Tag id={id} className={styles.title}>
          {title}
        </Tag>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
