/**
 * This remote's first screens, rendered to static HTML at build time (tooling/prerender-fragments.mjs
 * writes `dist/fragments/<name>.<lang>.html`; the server includes the one of the requested page
 * in the shell's HTML, see firstScreenOf in @forwarder/shared/paths). Each is the page as the
 * browser first renders it, so its heading and form paint with the document: the visitors' pages
 * as a visitor sees them, the password re-entry of my information (signed-in users only) as a
 * signed-in user first sees it (without the email, which comes with the session). A visitor sees
 * that until the session check sends them to /, as with the page's own loader. My information
 * itself has none: a page load always goes back to the re-entry first (the re-entry is kept in
 * memory only), whose own first screen would not be the one included.
 */
import { pageFragments, presetStore } from '@forwarder/shared/prerender';
import { useSession } from '@forwarder/shared/stores';
// Tokens (custom properties, base type) are inlined with the page's own rules: the fragment
// must look finished before the shell's CSS arrives.
import '@forwarder/shared/tokens.css';
import { routes } from '../app/routes';
import { APP, loadCatalog } from '../i18n';

const app = { app: APP, loader: loadCatalog, routes };

export const fragments = {
  ...pageFragments({
    ...app,
    paths: [
      '/member/sign-in',
      '/member/sign-in/after-shipping-quotation',
      '/member/sign-up',
      '/member/forgot-password',
      '/member/change-password/token',
      '/member/confirm-email-completed/token',
      '/member/email-unsubscribed/token',
      '/member/confirm-booking/token',
    ],
    setup: () => presetStore(useSession, { status: 'signed-out', user: null }),
  }),
  ...pageFragments({
    ...app,
    paths: ['/member/my-information-confirm'],
    setup: () => presetStore(useSession, { status: 'signed-in', user: null }),
  }),
};
