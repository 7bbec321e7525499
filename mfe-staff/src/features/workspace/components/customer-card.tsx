import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleAlert, UserRoundSearch } from 'lucide-react';
import type { StaffBooking } from '@forwarder/shared/contract';
import { CountryFlag } from '../../../components/country-flag';
import { languageName } from '../../../components/format';
import { countryName } from '../../../components/country-name';
import styles from './workspace.module.css';

/**
 * Who booked: name, email, country, phone, the language mails and the P.I are sent in, whether
 * the account's email is confirmed, and a booking still waiting for its owner's confirmation.
 */
export function CustomerCard({ customer, pendingOwner }: { customer: StaffBooking['customer']; pendingOwner: boolean }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const phone = [customer.mobileCountry ? `+${customer.mobileCountry}` : '', customer.mobileNumber ?? ''].filter(Boolean).join(' ');
  const tel = phone.replace(/[^\d+]/g, '');
  const country = countryName(customer.country, i18n.locale);
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="customer-card">
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Trans>Customer</Trans>
        </h2>
        {customer.emailConfirmed ? (
          <span className={`${styles.pill} ${styles.pillOk}`}>
            <BadgeCheck size={14} aria-hidden="true" />
            <Trans>Account confirmed</Trans>
          </span>
        ) : (
          <span className={`${styles.pill} ${styles.pillOff}`}>
            <CircleAlert size={14} aria-hidden="true" />
            <Trans>Account not confirmed</Trans>
          </span>
        )}
      </div>
      {pendingOwner && (
        <p className={styles.notice}>
          <UserRoundSearch size={16} aria-hidden="true" /> <Trans>Booked without signing in: it waits for the account owner to confirm it from their mail.</Trans>
        </p>
      )}
      <dl className={styles.facts}>
        <dt>
          <Trans>Name</Trans>
        </dt>
        <dd data-testid="customer-name">{customer.name}</dd>
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>
          <a className={styles.link} href={`mailto:${customer.email}`}>
            {customer.email}
          </a>
        </dd>
        <dt>
          <Trans>Country</Trans>
        </dt>
        <dd className={styles.inline}>
          <CountryFlag code={customer.country} />
          {country || '-'}
        </dd>
        <dt>
          <Trans>Phone</Trans>
        </dt>
        <dd>
          {phone ? (
            <a className={styles.link} href={`tel:${tel}`}>
              {phone}
            </a>
          ) : (
            '-'
          )}
        </dd>
        <dt>
          <Trans>Language</Trans>
        </dt>
        <dd>
          {languageName(customer.lang, i18n.locale)} <span className={styles.muted}>(<Trans>mails and P.I</Trans>)</span>
        </dd>
      </dl>
    </section>
  );
}
