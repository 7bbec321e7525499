import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@forwarder/shared/router';
import { ArrowRight } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { bookingSteps } from '../content';
import styles from './home-services.module.css';

/** The five-step how-to-book summary with a link to the full guide. */
export function HowToBook() {
  const { i18n } = useLingui();
  return (
    <div className={styles.block}>
      <div className={styles.blockHead}>
        <h3 id="home-how-to-book" className={styles.blockTitle}>
          <Trans>How to book in five steps</Trans>
        </h3>
        <Link to={paths.howToBook} className={styles.more}>
          <Trans>See how booking works</Trans>
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
      <ol className={styles.steps} aria-labelledby="home-how-to-book">
        {bookingSteps.map((step, i) => {
          const Icon = step.icon;
          return (
            <li key={step.title.id} className={styles.step}>
              <span className={styles.stepBadge} aria-hidden="true">
                {i + 1}
              </span>
              <Icon className={styles.stepIcon} size={24} aria-hidden="true" />
              <h4 className={styles.stepTitle}>{i18n._(step.title)}</h4>
              <p className={styles.stepText}>{i18n._(step.text)}</p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
