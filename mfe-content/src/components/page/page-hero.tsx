import type { ReactNode } from 'react';
import styles from './page.module.css';

/** Props of PageHero. */
export interface PageHeroProps {
  /** Small line above the title. */
  eyebrow?: ReactNode;
  /** The page's h1. */
  title: ReactNode;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Illustration beside the text on wide screens (decorative: alt is empty). */
  image?: { src: string; width: number; height: number };
  /** Buttons or links under the lead. */
  actions?: ReactNode;
  /** Id of the h1, for aria-labelledby. */
  id?: string;
}

/**
 * The navy band every content page opens with: eyebrow, h1, lead and an optional illustration.
 * The illustration is the page's first image, so it loads eagerly with a fixed size (no shift).
 */
export function PageHero({ eyebrow, title, lead, image, actions, id }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className={`${styles.inner} ${styles.heroInner}`}>
        <div className={styles.heroText}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={id} className={styles.heroTitle}>
            {title}
          </h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {image && <img className={styles.heroImage} src={image.src} alt="" width={image.width} height={image.height} fetchPriority="high" />}
      </div>
    </header>
  );
}
