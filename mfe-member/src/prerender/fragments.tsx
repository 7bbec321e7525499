/**
 * This remote's first screens, rendered to static HTML at build time (tooling/prerender-fragments.mjs
 * writes `dist/fragments/<name>.<lang>.html`; the server includes the one of the requested page
 * in the shell's HTML, see firstScreenOf in @forwarder/shared/paths). Each is the page as the
 * browser first renders it for a visitor, so its heading and form paint with the document.
 * Pages that only redirect a visitor (my information) have none.
 */
import { pageFragments } from '@forwarder/shared/prerender';
// Tokens (custom properties, base type) are inlined with the page's own rules: the fragment
// must look finished before the shell's CSS arrives.
import '@forwarder/shared/tokens.css';
import { routes } from '../app/routes';
import { APP, loadCatalog } from '../i18n';

export const fragments = pageFragments({
  app: APP,
  loader: loadCatalog,
  routes,
  paths: [
    '/member/sign-in',
    '/member/sign-in/after-shipping-quotation',
    '/member/sign-up',
    '/member/forgot-password',
    '/member/change-password/token',
    '/member/confirm-email-completed/token',
    '/member/email-unsubscribed/token',
  ],
});
