import { useEffect, useRef, type ReactNode } from 'react';
import styles from './member-card.module.css';

/** Props of MemberCard. */
export interface MemberCardProps {
  /** The page heading (h1). */
  title: ReactNode;
  /** A line under the heading. */
  lead?: ReactNode;
  /** 720px instead of 480px (the long forms). */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of every member page: a centred card with the page's h1. The heading takes focus
 * when the page opens, so a screen reader announces the new page after a client-side move.
 */
export function MemberCard({ title, lead, wide = false, children }: MemberCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className={styles.page}>
      <section className={[styles.card, wide ? styles.wide : ''].filter(Boolean).join(' ')} aria-labelledby="member-title">
        <h1 id="member-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </section>
    </div>
  );
}

export { styles as memberStyles };
