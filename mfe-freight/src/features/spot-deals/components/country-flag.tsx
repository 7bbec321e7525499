import { iso2OfCode } from '@forwarder/shared/country-codes';
import styles from './country-flag.module.css';

declare const __webpack_public_path__: string;

/**
 * Flags are files copied beside this remote (`flags/<iso2>.svg`, see webpack.config.cjs), so a
 * card fetches only the one it shows and the build carries no per-flag code.
 */
function flagUrl(iso2: string): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return `${base}flags/${iso2}.svg`;
}

/** ISO 3166 alpha-2 (lower case) of an api country code, or null when unknown. */
function iso2Of(code: string): string | null {
  const iso2 = iso2OfCode(code)?.toLowerCase();
  return iso2 && /^[a-z]{2}$/.test(iso2) ? iso2 : null;
}

/** The flag of an api country code; decorative (the name is written beside it), nothing when unknown. */
export function CountryFlag({ code }: { code: string }) {
  const iso2 = iso2Of(code);
  if (!iso2) return null;
  // The box is reserved so the country name does not move while the file arrives.
  return (
    <span className={styles.flag} data-flag={iso2}>
      <img src={flagUrl(iso2)} width={20} height={15} alt="" loading="lazy" decoding="async" />
    </span>
  );
}
