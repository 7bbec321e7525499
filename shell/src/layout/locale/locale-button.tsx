import { useLingui } from '@lingui/react/macro';
import { Globe } from 'lucide-react';
import { useCurrency, useLocale } from '@forwarder/shared/stores';
import styles from './locale-button.module.css';

/** The header's "EN · USD" button that opens the language, country and currency dialog. */
export function LocaleButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useLingui();
  const code = useLocale((s) => s.locale).toUpperCase();
  const curr = useCurrency((s) => s.curr);
  return (
    <button type="button" className={styles.button} aria-haspopup="dialog" aria-label={t`Language, country and currency: ${code} · ${curr}`} onClick={onOpen}>
      <Globe size={18} strokeWidth={1.75} aria-hidden="true" />
      <span className={styles.value}>
        {code} · {curr}
      </span>
    </button>
  );
}
