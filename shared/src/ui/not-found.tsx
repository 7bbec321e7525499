import { Link } from '../router';
import { Trans } from '@lingui/react/macro';
import styles from './not-found.module.css';

/** The not-found page of every unknown path: 'Oops! Page Not Found.' and a 'Main' button to /. */
export function NotFound() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      {/* Decoration (the heading says it): drawn by CSS so it is not text a contrast rule applies to. */}
      <p className={styles.code} aria-hidden="true" />
      <h1 id="not-found-title" className={styles.title}>
        <Trans>Oops! Page Not Found.</Trans>
      </h1>
      <Link to="/" className={styles.main}>
        <Trans>Main</Trans>
      </Link>
    </section>
  );
}
