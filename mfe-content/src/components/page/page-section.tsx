import type { ReactNode } from 'react';
import { SectionHeading } from '@forwarder/shared/ui';
import styles from './page.module.css';

/** Props of PageSection. */
export interface PageSectionProps {
  /** Id of the section's h2 (also its anchor). */
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Alternate (sky) background. */
  alt?: boolean;
  children: ReactNode;
}

/** A full-bleed band of a content page with a 1200 px column and an h2 heading. */
export function PageSection({ id, eyebrow, title, subtitle, alt = false, children }: PageSectionProps) {
  return (
    <section className={`${styles.section} ${alt ? styles.alt : ''}`} aria-labelledby={id}>
      <div className={styles.inner}>
        <SectionHeading id={id} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        {children}
      </div>
    </section>
  );
}
