import { create } from 'zustand';
import { putLanguage } from '../api';
import { LangSchema, type Lang } from '../contract';
import { readStorage, storageKeys, writeStorage } from './storage';
import * as v from 'valibot';

/** Locale state: the language saved under `lang`, English as fallback. */
export interface LocaleState {
  locale: Lang;
}

/** The locale the page starts with. */
export function initialLocale(): Lang {
  const saved = readStorage(storageKeys.lang);
  return v.is(LangSchema, saved) ? saved : 'en';
}

/**
 * Mirrors the language into the `lang` cookie. The server reads it only to send the first screen
 * (the prerendered hero) in this language; the saved language itself stays in localStorage.
 */
export function writeLanguageCookie(lang: Lang): void {
  if (typeof document === 'undefined') return;
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** The locale store. Only the shell changes it (through `changeLanguage`). */
export const useLocale = create<LocaleState>(() => ({ locale: initialLocale() }));
writeLanguageCookie(useLocale.getState().locale);
useLocale.subscribe((s, prev) => {
  if (s.locale !== prev.locale) writeLanguageCookie(s.locale);
});

/**
 * Save the language and tell the api; on failure the stored language falls back to en.
 * Returns the locale that is now in force.
 */
export async function persistLanguage(lang: Lang): Promise<Lang> {
  writeStorage(storageKeys.lang, lang);
  useLocale.setState({ locale: lang });
  try {
    await putLanguage(lang);
    return lang;
  } catch (err) {
    console.error('[locale] PUT /cmn/language failed; falling back to en', err);
    writeStorage(storageKeys.lang, 'en');
    useLocale.setState({ locale: 'en' });
    return 'en';
  }
}
