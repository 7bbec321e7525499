import type { Lang } from '@forwarder/shared/contract';

/** Each interface language in its own name: the same in every locale, so never translated. */
export const LANGUAGES: ReadonlyArray<{ code: Lang; name: string }> = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'ru', name: 'Русский' },
];

/** The endonym of `code`. */
export const languageName = (code: Lang) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
