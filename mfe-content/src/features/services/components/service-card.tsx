import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@forwarder/shared/router';
import { ArrowRight, Check } from 'lucide-react';
import type { ServiceSlide } from '../content';
import styles from './home-services.module.css';

/** One service slide: illustration, name, what it is, two facts and a link to its page. */
export function ServiceCard({ service }: { service: ServiceSlide }) {
  const { i18n } = useLingui();
  return (
    <article className={styles.service}>
      <img className={styles.serviceImage} src={service.image} alt="" width={480} height={320} loading="lazy" decoding="async" />
      <div className={styles.serviceBody}>
        <h3 className={styles.serviceTitle}>{i18n._(service.title)}</h3>
        <p className={styles.serviceText}>{i18n._(service.text)}</p>
        <ul className={styles.points}>
          {service.points.map((point) => (
            <li key={point.id}>
              <Check size={18} aria-hidden="true" />
              {i18n._(point)}
            </li>
          ))}
        </ul>
        <Link to={service.link} className={styles.more}>
          <Trans>Learn more</Trans>
          <span className="visually-hidden">: {i18n._(service.title)}</span>
          <ArrowRight size={18} aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
