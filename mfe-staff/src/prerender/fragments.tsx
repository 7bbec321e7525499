/**
 * The desk's pages as the api renders them live for a STAFF session (all-in-one mode: the
 * remote's server bundle, built by tooling/prerender-fragments.mjs into dist/server): the inbox,
 * a booking's workspace, the spot offers, the quotation rates and the blog posts with their
 * data, in the staff member's desk language (the `desk_lang` cookie, else the browser's
 * Accept-Language) and, for a phone, in the phone layout. They paint
 * with the document instead of after the shell, the desk's code and its calls; the page's code
 * starts from the same answers (the first screen's state) and fetches nothing again.
 *
 * No static first screens (`fragments` is empty): these pages are for staff only, so a visitor's
 * or a customer's page load gets nothing of the desk, not even a skeleton.
 */
import type { Messages } from '@lingui/core';
import { deskBookingUrl, deskOfferUrl, deskPostUrl, paths } from '@forwarder/shared/paths';
import { livePages } from '@forwarder/shared/prerender';
// Tokens (custom properties, base type) are inlined with the page's own rules: the first screen
// must look finished before the shell's CSS arrives.
import '@forwarder/shared/tokens.css';
import { routes } from '../app/routes';
import { setServerNarrow } from '../components/use-narrow-screen';
import { activateDeskLocale, APP, deskLocaleOfRequest } from '../i18n';

export const fragments: Record<string, never> = {};

/** A phone's browser (the workspace then starts with one section at a time, as it will on the phone). */
const PHONE = /\b(Mobi|Android|iPhone|iPod)\b/i;

// The desk's texts live in its own Lingui instance (../i18n.ts), activated in `setup`.
const noSharedCatalog = async (): Promise<Messages> => ({});

export const live = livePages({
  app: APP,
  loader: noSharedCatalog,
  routes,
  paths: [paths.desk, deskBookingUrl(1), paths.deskOffers, deskOfferUrl(1), paths.deskRates, paths.deskPosts, deskPostUrl(1)],
  role: 'STAFF',
  setup: async (req) => {
    setServerNarrow(PHONE.test(req.userAgent ?? ''));
    await activateDeskLocale(deskLocaleOfRequest(req.cookie ?? '', req.acceptLanguage ?? ''));
  },
});
