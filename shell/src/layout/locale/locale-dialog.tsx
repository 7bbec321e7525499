import { useId, useMemo, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import type { Curr, Lang } from '@forwarder/shared/contract';
import { countryOptions } from '@forwarder/shared/data';
import { activateLocale, i18n } from '@forwarder/shared/i18n';
import {
  openModal,
  persistLanguage,
  setCurrency,
  setDisplayCountry,
  useCurrency,
  useDisplayCountry,
  useLocale,
  useVisitorCountry,
} from '@forwarder/shared/stores';
import { Button, Modal, Select } from '@forwarder/shared/ui';
import { LANGUAGES } from './languages';
import { currencyBlockedMessage } from './currency-messages';
import styles from './locale-dialog.module.css';

/** Country names in the interface language where the browser knows them (Intl), sorted for it. */
function useCountryOptions(locale: Lang) {
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      names = null;
    }
    const collator = new Intl.Collator(locale);
    return countryOptions()
      .map((o) => ({ value: o.value, label: (names && o.iso2 && names.of(o.iso2)) || o.label }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [locale]);
}

/** Show the catalogued currency alert in whatever locale is active now. */
const alertCurrencyBlocked = () => openModal({ kind: 'alert', tone: 'warning', message: i18n._(currencyBlockedMessage) });

interface LocaleDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Language, country and currency (spec 1 sections 2 and 4). Nothing changes until Apply: the
 * language is saved and activated, the country is saved as the display country (a preference:
 * the detected country, which the Korea rules follow, never changes here), the currency goes through setCurrency (whose 'blocked' answer shows the catalogued alert).
 */
export function LocaleDialog({ open, onClose }: LocaleDialogProps) {
  // Mounting the form only while open makes it start from the stores' current values every time.
  return open ? <LocaleForm onClose={onClose} /> : null;
}

function LocaleForm({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const formId = useId();
  const currentLocale = useLocale((s) => s.locale);
  const currentCurr = useCurrency((s) => s.curr);
  const eurBlocked = useCurrency((s) => s.error);
  const detectedCountry = useVisitorCountry((s) => s.code);
  // Until the visitor chooses one, the dialog shows the detected country.
  const shownCountry = useDisplayCountry((s) => s.code) ?? detectedCountry;
  const options = useCountryOptions(currentLocale);

  const [lang, setLang] = useState<Lang>(currentLocale);
  const [country, setCountry] = useState<string | null>(shownCountry);
  const [curr, setCurr] = useState<Curr>(currentCurr);
  const [busy, setBusy] = useState(false);
  const blockedNoteId = useId();

  const chooseCurrency = (next: Curr) => {
    if (next === 'EUR' && eurBlocked) {
      alertCurrencyBlocked();
      return;
    }
    setCurr(next);
  };

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    let currencyBlocked = false;
    try {
      if (country && country !== shownCountry) setDisplayCountry(country);
      if (curr !== currentCurr) currencyBlocked = (await setCurrency(curr)) === 'blocked';
      if (lang !== currentLocale) await activateLocale(await persistLanguage(lang));
    } finally {
      setBusy(false);
    }
    onClose();
    if (currencyBlocked) alertCurrencyBlocked();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t`Language, country and currency`}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            <Trans>Apply</Trans>
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={(e) => void apply(e)}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Language</Trans>
          </legend>
          <div className={styles.choices}>
            {LANGUAGES.map((l) => (
              <label key={l.code} className={styles.choice}>
                <input type="radio" name="lang" value={l.code} checked={lang === l.code} onChange={() => setLang(l.code)} className={styles.radio} />
                <span lang={l.code} className={styles.choiceMain}>
                  {l.name}
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <Select
          label={t`Country`}
          options={options}
          value={country}
          onChange={setCountry}
          placeholder={t`Select your country`}
          hint={t`Offers, prices and sign-up follow the country detected for your connection.`}
        />

        <fieldset className={styles.group}>
          <legend className={styles.legend}>
            <Trans>Currency</Trans>
          </legend>
          {/* A blocked EUR stays selectable so that choosing it can explain, with the alert, why it stays USD. */}
          <div className={styles.choices} data-columns="2">
            <label className={styles.choice}>
              <input type="radio" name="curr" value="USD" checked={curr === 'USD'} onChange={() => chooseCurrency('USD')} className={styles.radio} />
              <span className={styles.choiceMain}>USD</span>
              <span className={styles.choiceSub}>
                <Trans>US dollar</Trans>
              </span>
            </label>
            <label className={styles.choice} data-blocked={eurBlocked || undefined}>
              <input
                type="radio"
                name="curr"
                value="EUR"
                checked={curr === 'EUR'}
                onChange={() => chooseCurrency('EUR')}
                aria-describedby={eurBlocked ? blockedNoteId : undefined}
                className={styles.radio}
              />
              <span className={styles.choiceMain}>
                EUR
                {eurBlocked && <Lock size={14} aria-hidden="true" className={styles.lock} />}
              </span>
              <span className={styles.choiceSub} id={eurBlocked ? blockedNoteId : undefined}>
                {eurBlocked ? t`Unavailable at the moment` : t`Euro`}
              </span>
            </label>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
