import { Trans, useLingui } from '@lingui/react/macro';
import { Languages, MessageCircle, Phone } from 'lucide-react';
import { telUrl } from '../team';
import { PROFILE_SIZE, type Staff } from '../staff';
import styles from './team-page.module.css';

/** Language codes named in the visitor's language and joined as a list. */
function languageList(codes: readonly string[], locale: string): string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'language' });
    return new Intl.ListFormat([locale], { style: 'long', type: 'conjunction' }).format(codes.map((c) => names.of(c) ?? c));
  } catch {
    return codes.join(', ');
  }
}

/** A staff card: profile picture, name, job, languages, phone link and messaging (WhatsApp) link. */
export function StaffCard({ person, lazy = true }: { person: Staff; lazy?: boolean }) {
  const { t, i18n } = useLingui();
  const name = person.name;
  const phone = person.phoneNumber;
  const languages = languageList(person.languages, i18n.locale || 'en');
  return (
    <article className={styles.card} aria-labelledby={`staff-${person.id}`}>
      <img
        className={styles.photo}
        src={person.profileImgUrl}
        alt=""
        width={PROFILE_SIZE.width}
        height={PROFILE_SIZE.height}
        loading={lazy ? 'lazy' : undefined}
        decoding="async"
      />
      <div className={styles.cardBody}>
        <h3 id={`staff-${person.id}`} className={styles.name}>
          {name}
        </h3>
        <p className={styles.job}>{i18n._(person.job)}</p>
        <p className={styles.languages}>
          <Languages size={18} aria-hidden="true" />
          <span>
            <Trans>Speaks {languages}</Trans>
          </span>
        </p>
        <div className={styles.links}>
          <a className={styles.link} href={telUrl(person.phoneNumber)} aria-label={t`Call ${name} at ${phone}`}>
            <Phone size={18} aria-hidden="true" />
            <span className={styles.phone}>{phone}</span>
          </a>
          <a
            className={styles.link}
            href={person.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t`Chat with ${name} on WhatsApp (opens in a new tab)`}
          >
            <MessageCircle size={18} aria-hidden="true" />
            <span>WhatsApp</span>
          </a>
        </div>
      </div>
    </article>
  );
}
