/**
 * This remote's first screens, rendered to static HTML at build time (tooling/prerender-fragments.mjs
 * writes `dist/fragments/<name>.<lang>.html`; the server includes the one of the requested page
 * in the shell's HTML, see firstScreenOf in @forwarder/shared/paths). These pages are for
 * signed-in customers, so each is rendered as a customer first sees it: the heading, the filters
 * and the list or detail skeleton while the bookings load. A visitor sees it until the session
 * check sends them to / (as with the page's own skeleton). A signed-in customer's page load gets
 * both rendered with their bookings instead (`live`: the api renders them on the request).
 */
import { bookingDetailUrl, paths } from '@forwarder/shared/paths';
import { livePages, pageFragments, presetStore } from '@forwarder/shared/prerender';
import { useSession } from '@forwarder/shared/stores';
// Tokens (custom properties, base type) are inlined with the page's own rules: the fragment
// must look finished before the shell's CSS arrives.
import '@forwarder/shared/tokens.css';
import { routes } from '../app/routes';
import { APP, loadCatalog } from '../i18n';

export const fragments = pageFragments({
  app: APP,
  loader: loadCatalog,
  routes,
  paths: [paths.myBookingList, bookingDetailUrl(1)],
  setup: () => presetStore(useSession, { status: 'signed-in', user: null }),
});

export const live = livePages({ app: APP, loader: loadCatalog, routes, paths: [paths.myBookingList, bookingDetailUrl(1)], signedIn: true });
