/**
 * This remote's first screens, rendered to static HTML at build time (tooling/prerender-fragments.mjs
 * writes `dist/fragments/<name>.<lang>.html`; the server includes the one of the requested page
 * in the shell's HTML, see firstScreenOf in @forwarder/shared/paths). Each is the page as the
 * browser first renders it, so its heading and controls paint with the document. A page with
 * parameters is the same for every value of them until its data has loaded: an offer (its
 * skeleton), a destination's schedule (its heading and intro, the tabs and rows still loading,
 * the destination not yet chosen: rendered for a name that is no country) and a booking's
 * confirmation (its heading, the booking still loading). An offer's page load gets the page
 * rendered with the offer instead (`live`: the api renders it on the request).
 */
import { paths, scheduleUrl, spotConfirmedUrl, spotDetailUrl } from '@forwarder/shared/paths';
import { livePages, pageFragments } from '@forwarder/shared/prerender';
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
    paths.oceanFreight,
    spotDetailUrl(1, 'Ghana'),
    spotConfirmedUrl(1, 'buyer@example.com'),
    paths.shippingSchedule,
    scheduleUrl('No country'),
    paths.shippingQuotation,
    paths.tracking,
  ],
});

export const live = livePages({ app: APP, loader: loadCatalog, routes, paths: [spotDetailUrl(1, 'Ghana')] });
