import { useLingui } from '@lingui/react/macro';
import { formatPrice, PRICE_MASK } from '../format';
import { isKorea, isPriceMaskedUser, useCurrency, useSession, useVisitorCountry } from '../stores';
import styles from './price.module.css';

/** Props of Price. */
export interface PriceProps {
  /** The amount in USD; null shows the mask. */
  usd: number | null;
  /** Extra class of the wrapper. */
  className?: string;
  /**
   * 'end' (default): the amount right-aligned in a fixed width, so a column of prices lines up;
   * 'start': only as wide as its text, for a value in a definition list or running text.
   */
  align?: 'start' | 'end';
}

/**
 * A price in the display currency (EUR = USD x rate rounded up) with tabular figures and the
 * currency code: `1,250 USD` (the page language's separators: `1250 USD` in es, `1 250 USD` in ru). Masked `*,***` (same width) for the test account, Korean
 * visitors and null prices (spec 1 section 9).
 */
export function Price({ usd, className, align = 'end' }: PriceProps) {
  const { t, i18n } = useLingui();
  const curr = useCurrency((s) => s.curr);
  const rate = useCurrency((s) => s.rate);
  const maskedUser = useSession(isPriceMaskedUser);
  const korean = useVisitorCountry(isKorea);
  const masked = maskedUser || korean || usd === null;
  const amount = formatPrice(usd, { curr, rate, masked, locale: i18n.locale });
  return (
    <span className={[styles.price, align === 'start' ? styles.start : '', className ?? ''].filter(Boolean).join(' ')} data-testid="price" data-masked={masked || undefined}>
      {masked ? (
        <>
          <span className={styles.amount} aria-hidden="true">
            {PRICE_MASK}
          </span>
          <span className="visually-hidden">{t`Price hidden`}</span>
        </>
      ) : (
        <span className={styles.amount}>{amount}</span>
      )}{' '}
      <abbr className={styles.code}>{curr}</abbr>
    </span>
  );
}
