import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Button } from '@forwarder/shared/ui';
import { ContactStaff } from '../../../components/contact-staff';
import { LineLogo } from '../../../components/line-logo';
import { PageBanner } from '../../../components/page-banner';
import { BL_MAX_LENGTH, CARRIER_RULES, sanitizeBl, trackingUrl } from '../model';
import styles from './tracking-page.module.css';

// The logos of the first rows (one row at desktop width, three on a phone) are in the first
// screen: those load at once, the rest when they near the viewport.
const FIRST_SCREEN_LOGOS = 9;

/**
 * Tracking by bill of lading (spec 2 "Tracking"): one input (letters and digits, upper case, at
 * most 16); Enter or the button looks the number up in the carrier rules and opens the carrier's
 * tracking page in a new tab; a miss shows the no-data message with the orange border. Below,
 * the 17 partner carriers of the rules table as logos.
 */
export default function TrackingPage() {
  const { t } = useLingui();
  const inputId = useId();
  const missId = useId();
  const [bl, setBl] = useState('');
  const [miss, setMiss] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const url = trackingUrl(bl);
    if (!url) {
      setMiss(true);
      inputRef.current?.focus();
      return;
    }
    setMiss(false);
    // The carrier's site is another origin: no opener, no referrer.
    window.open(url, '_blank', 'noopener,noreferrer');
  };

  return (
    <>
      <PageBanner title={t`Tracking`} lead={t`Enter your bill of lading (B/L) number to follow your shipment on the carrier's site.`}>
        <form className={styles.form} role="search" onSubmit={search} noValidate>
          <label htmlFor={inputId} className="visually-hidden">
            <Trans>B/L number</Trans>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={`${styles.input} ${miss ? styles.miss : ''}`}
            value={bl}
            maxLength={BL_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t`e.g. MAEU123456789`}
            aria-invalid={miss || undefined}
            aria-describedby={miss ? missId : undefined}
            onChange={(e) => {
              setBl(sanitizeBl(e.target.value));
              setMiss(false);
            }}
          />
          <Button type="submit" variant="cta" size="lg" className={styles.button}>
            <Search aria-hidden="true" size={18} />
            <Trans>Search</Trans>
          </Button>
        </form>
      </PageBanner>
      <div className={styles.body}>
        {miss && (
          <div id={missId} className={styles.noData} role="alert">
            <p className={styles.noDataTitle}>
              <Trans>We couldn't find the B/L number you provided.</Trans>
            </p>
            <p className={styles.noDataText}>
              <Trans>Please check the number, or contact our staff and we will track it for you.</Trans>
            </p>
          </div>
        )}
        <section className={styles.carriers} aria-labelledby={`${inputId}-carriers`}>
          <h2 id={`${inputId}-carriers`} className={styles.h2}>
            <Trans>Partner carriers</Trans>
          </h2>
          <ul className={styles.carrierList}>
            {CARRIER_RULES.map((r, i) => (
              <li key={r.carrier} className={styles.carrier}>
                <LineLogo file={r.logo} name={r.carrier} eager={i < FIRST_SCREEN_LOGOS} />
              </li>
            ))}
          </ul>
        </section>
        <ContactStaff compact />
      </div>
    </>
  );
}
