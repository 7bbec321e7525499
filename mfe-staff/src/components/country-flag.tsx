import { iso2OfCode } from '@forwarder/shared/country-codes-en';
import styles from './country-flag.module.css';

declare const __webpack_public_path__: string;

/** `flags/<iso2>.svg` beside this remote (copied by webpack.config.cjs). */
function flagUrl(iso2: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${base}flags/${iso2}.svg`;
}

/** ISO alpha-2 (lower case) of an api country code, or null. */
export function iso2Of(code: string | null | undefined): string | null {
  const iso2 = code ? iso2OfCode(code)?.toLowerCase() : undefined;
  return iso2 && /^[a-z]{2}$/.test(iso2) ? iso2 : null;
}

/** The flag of an api country code; decorative (the country's name is written beside it or in its label). */
export function CountryFlag({ code }: { code: string | null | undefined }) {
  const iso2 = iso2Of(code);
  if (!iso2) return null;
  // The box is reserved so the name beside it does not move while the file arrives.
  return (
    <span className={styles.flag}>
      <img src={flagUrl(iso2)} width={20} height={15} alt="" loading="lazy" decoding="async" />
    </span>
  );
}
