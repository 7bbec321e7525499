// One lint configuration for the workspace: typescript-eslint, react-hooks, jsx-a11y, and the
// import boundaries of ARCHITECTURE.md (no app imports another app; @forwarder/shared only
// through its public subpaths).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const APPS = ['shell', 'mfe-member', 'mfe-booking', 'mfe-freight', 'mfe-content', 'mfe-staff', 'api'];

const boundary = (self) => ({
  files: [`${self}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [
        { group: APPS.filter((a) => a !== self).flatMap((a) => [`**/${a}/src/**`, `@forwarder/${a}`, `@forwarder/${a}/**`]), message: 'Apps never import each other: go through @forwarder/shared or a URL.' },
        { group: ['@forwarder/shared/src/**', '**/shared/src/**'], message: 'Import @forwarder/shared through its public subpaths.' },
        ...(self === 'api' ? [] : [{ group: ['react-router', 'react-router-dom', 'react-router/**'], message: 'Import routing from @forwarder/shared/router (the one shared, tree-shaken router).' }]),
      ],
    }],
  },
});

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/locales/**/messages.ts', '**/*.cjs', '**/*.mjs', 'bench/**', 'deploy/**', '**/.data/**', '**/test-results/**', 'bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description', 'ts-ignore': true }],
    },
  },
  { files: ['**/sw.js'], languageOptions: { globals: globals.serviceworker } },
  { files: ['shell/public/boot.js'], languageOptions: { sourceType: 'script', globals: globals.browser } },
  ...APPS.map(boundary),
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: APPS.flatMap((a) => [`**/${a}/**`]), message: '@forwarder/shared depends on no app.' }] }],
    },
  },
  {
    // Every journey runs under the CSP and page-error guard (e2e/tests/fixtures.ts).
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test', 'expect'], message: "Import test and expect from './fixtures' (the CSP and page-error guard)." }] },
      ],
    },
  },
);
