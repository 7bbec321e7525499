/**
 * The desk's own Lingui instance. The suite's shared instance holds the buyer languages (en, es,
 * ru) and only the shell activates it; the desk reads English and Korean, chosen by the staff
 * member in the desk's toolbar (kept in localStorage `desk:lang`, and in the `desk_lang` cookie
 * for the page the api renders live with its data; by default Korean when the browser asks for
 * it). Everything under the desk's root renders with this instance (its own
 * I18nProvider, app/desk-root.tsx), so switching the desk's language never touches the buyer
 * side, and what the desk sends a buyer (mails, the P.I) stays in the buyer's language.
 */
import * as React from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { sharedCatalogLoader } from '@forwarder/shared/i18n';
import { registerSingleton } from '@forwarder/shared/stores';
import { messages as en } from './locales/en/messages';

/** The desk's name (standalone harness, logs). */
export const APP = 'staff';

// Every route of this remote imports this file: record the React it runs with, so a test can
// prove the shell and all remotes share one.
registerSingleton('react', React);

/** The languages of the desk. */
export const DESK_LOCALES = ['en', 'ko'] as const;
/** A language of the desk. */
export type DeskLocale = (typeof DESK_LOCALES)[number];

/** Where the staff member's choice is kept. */
export const DESK_LANG_KEY = 'desk:lang';

/** The cookie that carries the choice to the api's live render of a desk page (mfe-staff's `live`). */
export const DESK_LANG_COOKIE = 'desk_lang';

/** Korean when the first language a browser names is Korean (`ko`, `ko-KR`), else English. */
function preferredOf(languages: readonly string[]): DeskLocale {
  return languages.find(Boolean)?.trim().toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

/** The choice kept in the `desk_lang` cookie of a Cookie header or `document.cookie`, if any. */
function savedInCookie(cookie: string): DeskLocale | null {
  const saved = /(?:^|;\s*)desk_lang=(en|ko)(?:;|$)/.exec(cookie)?.[1];
  return saved === 'en' || saved === 'ko' ? saved : null;
}

/**
 * The desk's language for a request the api renders live: the `desk_lang` cookie, else the
 * Accept-Language header's first language, the rule initialDeskLocale follows in the browser.
 */
export function deskLocaleOfRequest(cookie: string, acceptLanguage: string): DeskLocale {
  const saved = savedInCookie(cookie);
  if (saved) return saved;
  return preferredOf(acceptLanguage.split(',').map((part) => part.split(';')[0] ?? ''));
}

/** Keep the choice in the cookie too (a year; the api reads it for the live first screen). */
function rememberInCookie(locale: DeskLocale): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${DESK_LANG_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The saved choice (localStorage, else the cookie the live render read), else Korean for a browser
 * that prefers it (`ko`, `ko-KR`), else English.
 */
export function initialDeskLocale(): DeskLocale {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(DESK_LANG_KEY);
  } catch {
    /* storage unavailable */
  }
  if (saved === 'en' || saved === 'ko') return saved;
  const cookie = typeof document === 'undefined' ? null : savedInCookie(document.cookie);
  if (cookie) return cookie;
  return preferredOf(typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language]);
}

/** The desk's Lingui instance (English loaded; Korean on demand). */
export const deskI18n = setupI18n();

const loaded = new Set<DeskLocale>();

/**
 * Load (once) and activate `locale` in the desk's instance. The UI kit's own texts (the shared
 * catalog) are merged in English under both languages, so a kit component inside the desk never
 * shows a message id.
 */
export async function activateDeskLocale(locale: DeskLocale): Promise<void> {
  if (!loaded.has(locale)) {
    const kit = await sharedCatalogLoader('en');
    const own: Messages = locale === 'en' ? en : ((await import(`./locales/${locale}/messages.ts`)) as { messages: Messages }).messages;
    deskI18n.load(locale, { ...kit, ...own });
    loaded.add(locale);
  }
  if (locale === 'ko') loadKoreanFont();
  deskI18n.activate(locale);
  rememberInCookie(locale);
}

let koreanFont: Promise<unknown> | undefined;

/**
 * The Korean faces (Noto Sans KR, about 160 KB of `@font-face` rules for its unicode-range slices)
 * come as their own stylesheet, once, when the desk first shows Korean: an English desk page never
 * parses them (they made a phone's style work the longest task of a desk page). Until it arrives,
 * Hangul shows in the system's Korean face (`font-display: swap` either way). Never on the server:
 * the live render's inline CSS is the desk's own rules only (tooling/prerender-fragments.mjs).
 */
function loadKoreanFont(): void {
  if (typeof document === 'undefined' || koreanFont) return;
  koreanFont = import(/* webpackChunkName: "korean-font" */ './app/korean-font.css').catch(() => {
    koreanFont = undefined; // offline for a moment: the next switch to Korean tries again
  });
}

/** Switch the desk's language and remember it. */
export async function setDeskLocale(locale: DeskLocale): Promise<void> {
  try {
    localStorage.setItem(DESK_LANG_KEY, locale);
  } catch {
    /* storage unavailable: the choice lasts for this page */
  }
  await activateDeskLocale(locale);
}
