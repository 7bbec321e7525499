import { create } from 'zustand';
import { fetchCurr, fetchExchangeRate, putCurr } from '../api';
import type { Curr } from '../contract';
import { bus } from '../bus';
import { readStorage, storageKeys, writeStorage } from './storage';

/** Currency state (spec 1 section 3): `ttl` is the epoch ms until which `rate` is fresh. */
export interface CurrencyState {
  curr: Curr;
  rate: number | null;
  ttl: number;
  date: string | null;
  /** Set after a failed rate fetch: EUR stays blocked for this page. */
  error: boolean;
}

function initial(): CurrencyState {
  try {
    const saved = JSON.parse(readStorage(storageKeys.currency) ?? 'null') as Partial<CurrencyState> | null;
    if (saved && (saved.curr === 'USD' || saved.curr === 'EUR')) {
      return { curr: saved.curr, rate: saved.rate ?? null, ttl: saved.ttl ?? 0, date: saved.date ?? null, error: false };
    }
  } catch {
    /* corrupted value: start from USD */
  }
  return { curr: 'USD', rate: null, ttl: 0, date: null, error: false };
}

/** The currency store; persisted under `currency`. */
export const useCurrency = create<CurrencyState>(initial);

useCurrency.subscribe((s) => {
  const { curr, rate, ttl, date } = s;
  writeStorage(storageKeys.currency, JSON.stringify({ curr, rate, ttl, date }));
});

/** Answer of setCurrency: `blocked` means the catalogued alert must be shown. */
export type SetCurrencyResult = 'ok' | 'blocked';

let rateInflight: Promise<boolean> | null = null;

/** Fetch the USD to EUR rate; keep it until now + ttl x 1000. False on failure. */
export function refreshRate(now = Date.now()): Promise<boolean> {
  rateInflight ??= (async () => {
    try {
      const { data } = await fetchExchangeRate();
      useCurrency.setState({ rate: data.rate, ttl: now + data.ttl * 1000, date: data.updateDate });
      return true;
    } catch (err) {
      console.error('[currency] rate fetch failed', err);
      return false;
    } finally {
      rateInflight = null;
    }
  })();
  return rateInflight;
}

function fail(): SetCurrencyResult {
  useCurrency.setState({ curr: 'USD', error: true });
  bus.emit('currency:changed', { curr: 'USD' });
  return 'blocked';
}

/**
 * Switch currency (spec 1 section 4). EUR needs a fresh rate: a failed fetch returns to USD,
 * raises the error flag and blocks EUR from then on.
 */
export async function setCurrency(curr: Curr, now = Date.now()): Promise<SetCurrencyResult> {
  const s = useCurrency.getState();
  if (curr === 'EUR') {
    if (s.error) return 'blocked';
    if (!s.rate || s.ttl <= now) {
      if (!(await refreshRate(now))) return fail();
    }
  }
  useCurrency.setState({ curr });
  bus.emit('currency:changed', { curr });
  putCurr(curr).catch((err) => console.warn('[currency] PUT /cmn/curr failed', err));
  return 'ok';
}

/**
 * At start, a signed-in buyer's saved currency (GET /cmn/curr) wins over the one this browser
 * kept (spec 1 sections 3 and 7): the buyer sees the currency they chose on any device. Nothing is
 * written back (the answer is the server's own value). EUR still needs its rate: a failed fetch
 * falls back to USD and answers `blocked`, like a choice in the dialog. A currency chosen while the
 * call was under way is the newer choice and stays; a failed call keeps the local currency.
 */
export async function applySavedCurrency(now = Date.now()): Promise<SetCurrencyResult> {
  const before = useCurrency.getState().curr;
  let saved: Curr;
  try {
    saved = (await fetchCurr()).curr;
  } catch (err) {
    console.warn('[currency] GET /cmn/curr failed; keeping the local currency', err);
    return 'ok';
  }
  const s = useCurrency.getState();
  if (s.curr !== before || saved === s.curr) return 'ok';
  if (saved === 'EUR') {
    if (s.error) return 'blocked';
    if (!s.rate || s.ttl <= now) {
      if (!(await refreshRate(now))) return fail();
    }
  }
  useCurrency.setState({ curr: saved });
  bus.emit('currency:changed', { curr: saved });
  return 'ok';
}

/** While EUR is shown, refetch the rate once its ttl has passed; a failure falls back to USD. */
export async function ensureFreshRate(now = Date.now()): Promise<SetCurrencyResult> {
  const s = useCurrency.getState();
  if (s.curr !== 'EUR' || (s.rate && s.ttl > now)) return 'ok';
  return (await refreshRate(now)) ? 'ok' : fail();
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Keep a shown EUR rate fresh: refetch when its ttl passes (and again after each refetch).
 * `onBlocked` runs when a refetch fails and the page has fallen back to USD.
 */
export function keepRateFresh(onBlocked: () => void): () => void {
  const schedule = () => {
    if (refreshTimer) clearTimeout(refreshTimer);
    refreshTimer = null;
    const s = useCurrency.getState();
    if (s.curr !== 'EUR') return;
    // Timers are capped so a long ttl still fires (setTimeout overflows past ~24.8 days).
    const wait = Math.min(Math.max(s.ttl - Date.now(), 0), 2 ** 31 - 1);
    refreshTimer = setTimeout(() => {
      void ensureFreshRate().then((r) => {
        if (r === 'blocked') onBlocked();
        schedule();
      });
    }, wait);
  };
  const unsubscribe = useCurrency.subscribe((s, prev) => {
    if (s.curr !== prev.curr || s.ttl !== prev.ttl) schedule();
  });
  schedule();
  return () => {
    unsubscribe();
    if (refreshTimer) clearTimeout(refreshTimer);
  };
}
