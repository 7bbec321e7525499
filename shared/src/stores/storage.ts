/** Local storage keys of the spec (spec 1 section 3) and a storage that never throws (private mode, quota). */
export const storageKeys = {
  email: 'email',
  lang: 'lang',
  emailSubscription: 'email_subscription',
  noticeHideUntil: 'notice_hide_until',
  visitorCountry: 'ip-country',
  currency: 'currency',
  /** The country chosen in the dialog (display only; never the detected `ip-country`). */
  displayCountry: 'display-country',
} as const;

/** Read a key; null when missing or storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Write a key (null removes it); failures are ignored. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    /* storage unavailable: the value lives for this page only */
  }
}
