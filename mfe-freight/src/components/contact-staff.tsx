import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, Phone } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import styles from './contact-staff.module.css';

/** The contact-staff banner (spec 2 "Shipping schedule", "Tracking"): mail and phone of the desk. */
export function ContactStaff({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const brand = useRuntimeConfig((s) => s.config.brand);
  return (
    <aside className={`${styles.box} ${compact ? styles.compact : ''}`} aria-label={t`Contact staff`}>
      <p className={styles.text}>
        <Trans>Can't find what you need? Our staff reply within one business day.</Trans>
      </p>
      <div className={styles.links}>
        <a className={styles.link} href={`mailto:${brand.email}`}>
          <Mail aria-hidden="true" size={18} />
          <Trans>Contact staff</Trans>
        </a>
        <a className={styles.link} href={`tel:${brand.phone.replace(/[^+\d]/g, '')}`}>
          <Phone aria-hidden="true" size={18} />
          {brand.phone}
        </a>
      </div>
    </aside>
  );
}
