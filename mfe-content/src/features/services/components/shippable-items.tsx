import { Trans, useLingui } from '@lingui/react/macro';
import trucksUrl from '../../../media/trucks.svg';
import { shippableItems } from '../content';
import styles from './home-services.module.css';

/** What we ship: the seven kinds of cargo, each with a small icon. */
export function ShippableItems() {
  const { i18n } = useLingui();
  return (
    <div className={styles.block}>
      <div className={styles.blockHead}>
        <h3 id="home-shippable-items" className={styles.blockTitle}>
          <Trans>What we ship</Trans>
        </h3>
      </div>
      <div className={styles.shipLayout}>
        <img className={styles.shipImage} src={trucksUrl} alt="" width={480} height={320} loading="lazy" decoding="async" />
        <ul className={styles.items} aria-labelledby="home-shippable-items">
          {shippableItems.map((item) => (
            <li key={item.id} className={styles.item}>
              <img src={item.icon} alt="" width={48} height={48} loading="lazy" decoding="async" />
              <span>{i18n._(item.label)}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
