import { Trans, useLingui } from '@lingui/react/macro';
import { Languages, MessageCircle, Phone } from 'lucide-react';
import { telUrl, type SalesConsultant } from '../team';
import styles from './home-about.module.css';

/** Language codes named in the visitor's language and joined as a list ("English, Spanish and Korean"). */
function languageList(codes: readonly string[], locale: string): string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return new Intl.ListFormat([locale], { style: 'long', type: 'conjunction' }).format(codes.map((c) => names.of(c) ?? c));
  } catch {
    return codes.join(', ');
  }
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** A sales consultant: name, job, languages, a phone link and a WhatsApp link. */
export function ConsultantCard({ person }: { person: SalesConsultant }) {
  const { t, i18n } = useLingui();
  const name = person.name;
  const phone = person.phoneNumber;
  const languages = languageList(person.languages, i18n.locale || 'en');
  return (
    <article className={styles.person} aria-labelledby={`consultant-${person.id}`}>
      <div className={styles.personHead}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(name)}
        </span>
        <div>
          <h3 id={`consultant-${person.id}`} className={styles.personName}>
            {name}
          </h3>
          <p className={styles.personJob}>{i18n._(person.job)}</p>
        </div>
      </div>
      <p className={styles.personLanguages}>
        <Languages size={18} aria-hidden="true" />
        <span>
          <Trans>Speaks {languages}</Trans>
        </span>
      </p>
      <div className={styles.personLinks}>
        <a className={styles.contactLink} href={telUrl(person.phoneNumber)} aria-label={t`Call ${name} at ${phone}`}>
          <Phone size={18} aria-hidden="true" />
          <span className={styles.phone}>{phone}</span>
        </a>
        <a
          className={styles.contactLink}
          href={person.whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`Chat with ${name} on WhatsApp (opens in a new tab)`}
        >
          <MessageCircle size={18} aria-hidden="true" />
          <span>WhatsApp</span>
        </a>
      </div>
    </article>
  );
}
