import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Catalogs of this app; compiled at build and merged into the one shared i18n instance at run time. */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
