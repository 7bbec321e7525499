import { create } from 'zustand';
import { fetchConnectionInfo } from '../api';
import { readStorage, storageKeys, writeStorage } from './storage';

/** South Korea's api code. */
export const KOREA = 'C1570';
/** Visitors from these countries see the notice popup. */
export const NOTICE_COUNTRIES: readonly string[] = ['C1660', 'C1760', 'C0620', 'C0840', 'C1810', 'C0780'];

/** Visitor country: the api code, or null with `error` when the lookup failed. */
export interface VisitorCountryState {
  status: 'pending' | 'done';
  code: string | null;
  error: boolean;
}

/** A cached code is valid only when it is C plus four characters. */
export const isValidCountryCode = (v: unknown): v is string => typeof v === 'string' && v.length === 5 && v.startsWith('C');

/** The visitor-country store (spec 1 section 4); the code is cached under `ip-country`. */
export const useVisitorCountry = create<VisitorCountryState>(() => {
  const cached = readStorage(storageKeys.visitorCountry);
  return isValidCountryCode(cached) ? { status: 'done', code: cached, error: false } : { status: 'pending', code: null, error: false };
});

let inflight: Promise<void> | null = null;

/** Detect once: reuse a valid cached code, else ask the connection-info service. Failures show nothing. */
export function detectVisitorCountry(): Promise<void> {
  const cached = readStorage(storageKeys.visitorCountry);
  if (isValidCountryCode(cached)) {
    useVisitorCountry.setState({ status: 'done', code: cached, error: false });
    return Promise.resolve();
  }
  if (cached !== null) console.warn('[visitor-country] corrupted cached value, looking up again:', cached);
  inflight ??= (async () => {
    try {
      const info = await fetchConnectionInfo();
      const code = info.data.data.auctionwiniCountryCode;
      if (!isValidCountryCode(code)) throw new Error(`connection-info answered an invalid code: ${String(code)}`);
      writeStorage(storageKeys.visitorCountry, code);
      useVisitorCountry.setState({ status: 'done', code, error: false });
    } catch (err) {
      console.error('[visitor-country] lookup failed', err);
      useVisitorCountry.setState({ status: 'done', code: null, error: true });
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** The Korean-user block applies when the country is missing, is Korea, or the lookup errored. */
export function isKoreanBlocked(s: VisitorCountryState): boolean {
  return s.status === 'done' && (s.error || s.code === null || s.code === KOREA);
}

/** True when the visitor is known to be in Korea (footer registration details). */
export const isKorea = (s: VisitorCountryState) => s.code === KOREA;

/** True when the visitor's country is one of the notice countries. */
export const isNoticeCountry = (s: VisitorCountryState) => s.code !== null && NOTICE_COUNTRIES.includes(s.code);
