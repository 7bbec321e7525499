import { create } from 'zustand';
import { putLanguage } from '../api';
import { LangSchema, type Lang } from '../contract';
import { readStorage, storageKeys, writeStorage } from './storage';
import * as v from 'valibot';

/** Locale state: the language saved under `lang`, English as fallback. */
export interface LocaleState {
  locale: Lang;
}

/**
 * The language the address asks for (`?lang=es`: every public page has an address per language,
 * the one search engines list and links share), or null.
 */
export function addressLocale(): Lang | null {
  if (typeof window === 'undefined') return null;
  const asked = new URLSearchParams(window.location.search).get('lang');
  return v.is(LangSchema, asked) ? asked : null;
}

/** The address of the current page in `lang` (`?lang=<lang>`, the rest of the address kept). */
export function addressIn(lang: Lang, href: string = window.location.href): string {
  const url = new URL(href);
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The locale the page starts with: the address's language (which becomes the visitor's saved
 * language, as if chosen), else the saved one, else English.
 */
export function initialLocale(): Lang {
  const asked = addressLocale();
  if (asked) {
    writeStorage(storageKeys.lang, asked);
    return asked;
  }
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
  // The visitor moves to this language's address (kept by a reload, a bookmark or a shared link).
  if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', addressIn(lang));
  try {
    await putLanguage(lang);
    return lang;
  } catch (err) {
    console.error('[locale] PUT /cmn/language failed; falling back to en', err);
    writeStorage(storageKeys.lang, 'en');
    useLocale.setState({ locale: 'en' });
    if (typeof window !== 'undefined') window.history.replaceState(window.history.state, '', addressIn('en'));
    return 'en';
  }
}
