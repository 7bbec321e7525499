import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DESK_LOCALES, setDeskLocale, type DeskLocale } from '../i18n';
// The Korean label's three letters in Noto Sans KR on every desk page (the full faces load only in Korean).
import './korean-label-font.css';
import styles from './language-switch.module.css';

/** Each language named in itself, so a reader of the other one still finds theirs. */
const NAMES: Record<DeskLocale, string> = { en: 'English', ko: '한국어' };

/** English / 한국어: the desk's language (a pressed toggle pair), remembered in this browser. */
export function LanguageSwitch() {
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const current = i18n.locale as DeskLocale;
  const choose = (locale: DeskLocale) => {
    if (locale === current || busy) return;
    setBusy(true);
    void setDeskLocale(locale).finally(() => setBusy(false));
  };
  return (
    <div className={styles.switch} role="group" aria-label={t`Desk language`}>
      {DESK_LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          className={styles.option}
          aria-pressed={locale === current}
          onClick={() => choose(locale)}
        >
          {NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
