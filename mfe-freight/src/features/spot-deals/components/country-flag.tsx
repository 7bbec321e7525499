import { useEffect, useState } from 'react';
import { countryByCode } from '@forwarder/shared/data';
import styles from './country-flag.module.css';

/*
 * Flags load one file each (DESIGN.md): the template import makes webpack emit every flag as its
 * own small chunk plus SVG asset, and a card fetches only the one it shows. Promises are cached
 * so cards for the same country share one request.
 */
const cache = new Map<string, Promise<string | null>>();
/** Flags already fetched: a card mounted later (View more, back navigation) shows its flag at once. */
const resolved = new Map<string, string | null>();

function loadFlagUrl(iso2: string): Promise<string | null> {
  let url = cache.get(iso2);
  if (!url) {
    url = import(/* webpackChunkName: "flag-[request]" */ `flag-icons/flags/4x3/${iso2}.svg`)
      .then((mod: { default: string }) => {
        resolved.set(iso2, mod.default);
        return mod.default;
      })
      .catch((err: unknown) => {
        console.warn(`[spot-deals] no flag for ${iso2}`, err);
        return null;
      });
    cache.set(iso2, url);
  }
  return url;
}

/** ISO 3166 alpha-2 (lower case) of an api country code, or null when unknown. */
function iso2Of(code: string): string | null {
  const iso2 = countryByCode(code)?.iso2.toLowerCase();
  return iso2 && /^[a-z]{2}$/.test(iso2) ? iso2 : null;
}

/** The flag of an api country code; decorative (the name is written beside it), nothing when unknown. */
export function CountryFlag({ code }: { code: string }) {
  const iso2 = iso2Of(code);
  const [loaded, setLoaded] = useState<{ iso2: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!iso2 || resolved.has(iso2)) return;
    let alive = true;
    void loadFlagUrl(iso2).then((url) => {
      if (alive) setLoaded({ iso2, url });
    });
    return () => {
      alive = false;
    };
  }, [iso2]);
  if (!iso2) return null;
  const url = resolved.get(iso2) ?? (loaded?.iso2 === iso2 ? loaded.url : null);
  // The box is reserved before the file arrives so the country name does not move.
  return (
    <span className={styles.flag} data-flag={iso2}>
      {url && <img src={url} width={20} height={15} alt="" loading="lazy" decoding="async" />}
    </span>
  );
}
