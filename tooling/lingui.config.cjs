/**
 * The Lingui configuration every app shares: en (source), es, ru; one PO catalog per app in
 * `src/locales/{locale}/messages.po`, compiled at build and merged into the one shared i18n
 * instance at run time. Paths are relative to the app folder (`<rootDir>`).
 */
const { formatter } = require('@lingui/format-po');

module.exports = {
  sourceLocale: 'en',
  locales: ['en', 'es', 'ru'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
};
