import type { ReactNode } from 'react';
import styles from './page-banner.module.css';

/** The navy title band of a freight page: an h1, an optional lead, and optional content (a search form). */
export function PageBanner({ title, lead, children, titleId }: { title: ReactNode; lead?: ReactNode; children?: ReactNode; titleId?: string }) {
  return (
    <div className={styles.banner}>
      <div className={styles.inner}>
        <h1 className={styles.title} id={titleId}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </div>
  );
}
