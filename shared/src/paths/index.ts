/**
 * Route paths of the whole suite (spec route tables) and URL builders, so a link from one app
 * to another is typed and cannot drift.
 */

/** Every fixed path the apps link to. */
export const paths = {
  home: '/',
  signIn: '/member/sign-in',
  signUp: '/member/sign-up',
  forgotPassword: '/member/forgot-password',
  myInformation: '/member/my-information',
  myInformationConfirm: '/member/my-information-confirm',
  confirmEmail: '/member/confirm-email',
  myBookingList: '/my-booking-list',
  oceanFreight: '/contents/oceanFreight',
  shippingSchedule: '/contents/shipping-schedule',
  shippingQuotation: '/contents/shipping-quotation',
  shippingQuotationAfterLogin: '/contents/shipping-quotation/after-login',
  signInAfterQuotation: '/member/sign-in/after-shipping-quotation',
  tracking: '/contents/tracking',
  hotItems: '/contents/hotItems',
  shipping: '/contents/shipping',
  containerStuffing: '/contents/container-stuffing',
  howToBook: '/contents/howToBook',
  reviews: '/contents/reviews',
  blog: '/contents/blog',
  aboutUs: '/contents/about-us',
  termsOfUse: '/policy/terms-of-use',
  privacyPolicy: '/policy/privacy-policy',
  /** The staff desk's inbox (STAFF sessions only; the `staff` remote). */
  desk: '/desk',
  /** The staff desk's spot offers (issue 24). */
  deskOffers: '/desk/offers',
  /** A new spot offer in the desk (`?from={id}`: a copy of that offer). */
  deskNewOffer: '/desk/offers/new',
  /** The staff desk's quotation rates (`?port={port of discharge}`). */
  deskRates: '/desk/rates',
  /** The staff desk's blog posts (issue 24). */
  deskPosts: '/desk/posts',
  /** A new blog post in the desk. */
  deskNewPost: '/desk/posts/new',
} as const;

/** `/contents/oceanFreight-detail/{id}`: an offer's page (its canonical address, the sitemap's). */
export function spotDetailPath(freRateLegacyId: number): string {
  return `/contents/oceanFreight-detail/${freRateLegacyId}`;
}

/** `/contents/oceanFreight-detail/{id}?Korea-to-{arrival country name}` (spaces become hyphens; the casing is spec 2's). */
export function spotDetailUrl(freRateLegacyId: number, arvCountryNm: string): string {
  const slug = arvCountryNm.trim().replace(/\s+/g, '-');
  return `${spotDetailPath(freRateLegacyId)}?Korea-to-${encodeURIComponent(slug)}`;
}

/** `/member/confirm-email-completed/{userEmailHash}` (the token of the confirmation email). */
export function confirmEmailCompletedUrl(userEmailHash: string): string {
  return `/member/confirm-email-completed/${encodeURIComponent(userEmailHash)}`;
}

/** `/member/change-password/{userEmailHash}` (the token of the reset email). */
export function changePasswordUrl(userEmailHash: string): string {
  return `/member/change-password/${encodeURIComponent(userEmailHash)}`;
}

/** `/member/email-unsubscribed/{userEmailHash}` (the token of a newsletter's unsubscribe link). */
export function emailUnsubscribedUrl(userEmailHash: string): string {
  return `/member/email-unsubscribed/${encodeURIComponent(userEmailHash)}`;
}

/**
 * `/contents/oceanFreight-confirmed/{bookingId}/{email}` (spec 2 section 2): the email with the
 * at-sign as %40 and every dot as a dash.
 */
export function spotConfirmedUrl(bookingId: number, email: string): string {
  return `/contents/oceanFreight-confirmed/${bookingId}/${email.trim().replaceAll('@', '%40').replaceAll('.', '-')}`;
}

/** `/contents/shipping-schedule/South-Korea-to-{country name}` (spaces become hyphens); the bare path for all destinations. */
export function scheduleUrl(countryNameEn: string | null): string {
  return countryNameEn ? `/contents/shipping-schedule/South-Korea-to-${countryNameEn.trim().replace(/\s+/g, '-')}` : '/contents/shipping-schedule';
}

/** `/my-booking-list/detail/{bookingId}`. */
export function bookingDetailUrl(bookingId: number): string {
  return `/my-booking-list/detail/${bookingId}`;
}

/** `/desk/offers/{freRateLegacyId}`: a spot offer in the staff desk (edit, sold out, end). */
export function deskOfferUrl(freRateLegacyId: number): string {
  return `/desk/offers/${freRateLegacyId}`;
}

/** `/desk/posts/{boardId}`: a blog post in the staff desk (write, preview, publish). */
export function deskPostUrl(boardId: number): string {
  return `/desk/posts/${boardId}`;
}

/** `/desk/booking/{bookingId}`: a booking in the staff desk's workspace. */
export function deskBookingUrl(bookingId: number): string {
  return `/desk/booking/${bookingId}`;
}

/** The query parameter of the sign-in page naming where a signed-in staff member goes back to. */
export const SIGN_IN_NEXT_PARAM = 'next';

/**
 * `raw` as a return target after sign-in when it is a page of the staff desk on this origin
 * (`/desk`, `/desk/...`, with its query), else null: never an open redirect (no scheme, no
 * `//host`, no backslash, no control character, nothing outside `/desk`).
 */
export function safeDeskTarget(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  if ([...raw].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(raw, 'http://desk.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://desk.invalid' || !/^\/desk(\/|$)/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page that sends a staff member back to `target` (a desk page) once signed in. */
export function signInReturningTo(target: string): string {
  const safe = safeDeskTarget(target);
  return safe ? `${paths.signIn}?${SIGN_IN_NEXT_PARAM}=${encodeURIComponent(safe)}` : paths.signIn;
}

/** `/contents/team-{product}`. */
export function teamUrl(product: string): string {
  return `/contents/team-${product}`;
}

/** Federation names of the remotes. */
export type RemoteName = 'member' | 'booking' | 'freight' | 'content' | 'staff';

/**
 * Which remote owns a path prefix (ARCHITECTURE.md "Routes"). The shell mounts each remote's
 * `./routes` under these; the longest matching prefix wins.
 */
export const routeTable: ReadonlyArray<{ prefix: string; remote: RemoteName }> = [
  { prefix: '/member', remote: 'member' },
  { prefix: '/my-booking-list', remote: 'booking' },
  { prefix: '/contents/oceanFreight', remote: 'freight' },
  { prefix: '/contents/oceanFreight-detail', remote: 'freight' },
  { prefix: '/contents/oceanFreight-confirmed', remote: 'freight' },
  { prefix: '/contents/shipping-schedule', remote: 'freight' },
  { prefix: '/contents/shipping-quotation', remote: 'freight' },
  { prefix: '/contents/tracking', remote: 'freight' },
  { prefix: '/contents', remote: 'content' },
  { prefix: '/policy', remote: 'content' },
  // STAFF sessions only: the shell mounts it behind its guard (its api calls stay under /staff/*).
  { prefix: '/desk', remote: 'staff' },
];

/** The remote owning `pathname`, or null for shell pages (home, not-found). */
export function remoteForPath(pathname: string): RemoteName | null {
  let best: { prefix: string; remote: RemoteName } | null = null;
  for (const row of routeTable) {
    const hit = pathname === row.prefix || pathname.startsWith(`${row.prefix}/`) || (row.prefix === '/contents' && pathname.startsWith('/contents/'));
    if (hit && (!best || row.prefix.length > best.prefix.length)) best = row;
  }
  return best?.remote ?? null;
}

/**
 * The not-found page's first screen (the content remote's `page--not-found` fragment: the 404
 * heading and the Main button, in the page's language), sent with a path no page answers (404),
 * so that page paints with the document like every other. The all-in-one api and the gateway
 * (its internal `/.forwarder-not-found` location) include it alike.
 */
export const NOT_FOUND_FIRST_SCREEN = 'content/fragments/page--not-found';

/**
 * The prerendered first screen the server includes in the shell's HTML for `pathname` answered
 * with `status`, as `<remote>/fragments/<name>` (served at `/mf/<remote>/fragments/<name>.<lang>.html`),
 * or null. `/` is the content remote's hero; a remote's page at `/<a>/<b>` is `page--<a>--<b>` and at
 * `/<a>/<b>/<parameter>` is `page--<a>--<b>--` (one fragment for every value of the parameter),
 * and at `/<a>/<b>/<p1>/<p2>` (the spot booking's confirmation) `page--<a>--<b>----`. A 404 is
 * the not-found page's, any other status (a closed offer's 410) none. Whether the file exists is
 * the remote's business (a missing one includes nothing). The gateway's nginx computes the same
 * name (deploy/nginx/gateway.conf.template, `$fw_first_screen`; scripts/nginx-smoke.mjs checks
 * both agree on every benched route).
 */
export function firstScreenOf(pathname: string, status = 200): string | null {
  if (status === 404) return NOT_FOUND_FIRST_SCREEN;
  if (status !== 200) return null;
  if (pathname === '/') return 'content/fragments/home-banner';
  const remote = remoteForPath(pathname);
  const segments = pathname.split('/').filter(Boolean);
  // The staff desk's pages have no static first screen (no file: they are for STAFF sessions
  // only); the all-in-one api renders them live for a STAFF session (mfe-staff's `live`).
  if (!remote || segments.length > 4 || !segments.slice(0, 2).every((s) => /^[A-Za-z0-9-]+$/.test(s))) return null;
  const name = segments.length > 2 ? `page--${segments[0]}--${segments[1]}${'--'.repeat(segments.length - 2)}` : `page--${segments.join('--')}`;
  return `${remote}/fragments/${name}`;
}

/**
 * The cookie a sign-up leaves beside the tab's own flag (mfe-member signup-flag.ts), for a day:
 * without it no sign-up happened in this browser, and a page load of confirm-email would only
 * be sent on to `/`.
 */
export const SIGNUP_COOKIE = 'fw_signup';

/**
 * Where the server sends a page load of `pathname` at once, or null. These pages send every
 * page load elsewhere in the browser anyway: my information always starts over with the password
 * re-entry (mfe-member keeps the re-entry in memory only), and confirm-email shows only right
 * after a sign-up. Answered by the all-in-one api and the gateway's nginx alike
 * (deploy/nginx/gateway.conf.template; scripts/nginx-smoke.mjs checks it), so the browser asks
 * for the page it ends on straight away.
 */
export function pageLoadRedirect(pathname: string, cookies: Record<string, string | undefined>): string | null {
  if (pathname === paths.myInformation) return paths.myInformationConfirm;
  if (pathname === paths.confirmEmail && !cookies[SIGNUP_COOKIE]) return paths.home;
  return null;
}

/** A route object as far as path collection needs it (react-router's RouteObject fits). */
export interface RouteLike {
  path?: string;
  children?: RouteLike[];
}

/** Every absolute path declared in a route tree (splat-only and pathless layout routes skipped). */
export function routePathsOf(routes: RouteLike[], base = ''): string[] {
  const out: string[] = [];
  for (const r of routes) {
    const full = r.path === undefined ? base : r.path.startsWith('/') ? r.path : `${base.replace(/\/$/, '')}/${r.path}`;
    if (r.path !== undefined && r.path !== '*' && full) out.push(full);
    if (r.children) out.push(...routePathsOf(r.children, full));
  }
  return out;
}

/** The products that have a team page (`/contents/team-{product}`): the forwarding desk and the equipment desk. */
export const teamProducts = ['shipping', 'equipment'] as const;
/** A product with a team page. */
export type TeamProduct = (typeof teamProducts)[number];

/**
 * Every page of the suite, as the route tables declare them (react-router patterns: `:param`,
 * `:param?`, a trailing `*`): the shell's home and each remote's routes (`<remote>/src/app/routes.tsx`,
 * whose test checks its own paths are exactly these). A path none of them matches is the
 * not-found page, which the all-in-one api and the gateway answer with status 404.
 */
export const pageRoutes: readonly string[] = [
  '/',
  // member
  '/member/sign-in',
  '/member/sign-in/*',
  '/member/sign-up',
  '/member/forgot-password',
  '/member/change-password/:userEmailHash?',
  '/member/confirm-email',
  '/member/confirm-email-completed/:userEmailHash?',
  '/member/my-information-confirm',
  '/member/my-information',
  '/member/email-unsubscribed/:userEmailHash?',
  '/member/confirm-booking/:token?',
  // booking
  '/my-booking-list',
  '/my-booking-list/detail/:id',
  // freight
  '/contents/oceanFreight',
  '/contents/oceanFreight-detail/:freRateLegacyId',
  '/contents/oceanFreight-confirmed/:bookingId/:email',
  '/contents/shipping-schedule',
  '/contents/shipping-schedule/:destination',
  '/contents/shipping-quotation',
  '/contents/shipping-quotation/after-login',
  '/contents/tracking',
  // content (several pages take trailing segments)
  ...[paths.reviews, paths.blog, paths.hotItems, paths.howToBook, paths.shipping, paths.containerStuffing, paths.aboutUs].flatMap((p) => [p, `${p}/*`]),
  paths.termsOfUse,
  paths.privacyPolicy,
  '/contents/:segment',
  // staff (the desk)
  '/desk',
  '/desk/booking/:id',
  '/desk/offers',
  '/desk/offers/:id',
  '/desk/posts',
  '/desk/posts/:id',
  '/desk/rates',
];

/** Parameters whose page shows not-found for other values: `/contents/:segment` is a team page only. */
const PARAM_VALUES: Readonly<Record<string, readonly string[]>> = { segment: teamProducts.map((p) => `team-${p}`) };

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One route pattern as a regular expression source (without anchors). */
function patternSource(pattern: string): string {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (seg === '*') return '(?:/.*)?';
      const param = /^:([A-Za-z0-9_]+)(\?)?$/.exec(seg);
      if (!param) return `/${escapeRegex(seg)}`;
      const values = PARAM_VALUES[param[1]!];
      const one = values ? `/(?:${values.map(escapeRegex).join('|')})` : '/[^/]+';
      return param[2] ? `(?:${one})?` : one;
    })
    .join('');
}

/**
 * The pages of `pageRoutes` as one anchored regular expression over a path (no query), written
 * the same for JavaScript and for nginx's PCRE: the gateway's `$forwarder_unknown_page` map holds
 * it verbatim (deploy/nginx/gateway.conf.template; api/test/hardening-2.test.ts checks the copy).
 * Case-sensitive, as the links write the paths; one trailing slash is allowed, as react-router
 * allows it.
 */
export const knownPagePattern = `^(?:${pageRoutes.map(patternSource).join('|')})/?$`;

const knownPage = new RegExp(knownPagePattern);

/** Whether `pathname` (no query) is a page of the suite; any other path is the not-found page (404). */
export function isKnownPage(pathname: string): boolean {
  return knownPage.test(pathname);
}

/**
 * Pages no search engine lists (issue 25): an account's, a booking's, the desk's and the one-time
 * pages (a confirmation, the quotation's after-login step). robots.txt keeps crawlers out of them
 * (api/src/routes/seo) and their documents say `noindex`.
 */
export const privatePagePattern = '^/(?:member|my-booking-list|desk)(?:/|$)|^/contents/oceanFreight-confirmed/|^/contents/shipping-quotation/after-login';
const privatePage = new RegExp(privatePagePattern);

/** Whether `pathname` is a page no search engine lists. */
export const isPrivatePage = (pathname: string): boolean => privatePage.test(pathname);

/** The include of the shell's `<head>` that names a page's addresses: `/.fw-head/<lang><path>`. */
export const PAGE_HEAD_INCLUDE = '/.fw-head/';

/** Paths the head names as they are (anything else, e.g. a quote or an angle bracket, gets nothing). */
const PLAIN_PATH = /^\/[A-Za-z0-9/_.~-]*$/;

/**
 * What a page's document says about its addresses, for `pathname` in `lang` on `origin`: its
 * canonical address (`?lang=<lang>`), its alternates in en, es and ru and the `x-default` (no
 * `lang`: the visitor's saved language, else English), or `noindex` for a page no search engine
 * lists. Empty for a path with other characters or a hidden file. The gateway writes the same
 * (deploy/nginx/gateway.conf.template, `location ~ ^/\.fw-head/`; scripts/nginx-smoke.mjs compares).
 */
export function pageHeadLinks(origin: string, lang: 'en' | 'es' | 'ru', pathname: string): string {
  if (!PLAIN_PATH.test(pathname) || pathname.includes('/.')) return '';
  if (isPrivatePage(pathname)) return '<meta name="robots" content="noindex">';
  const at = (l?: string) => `${origin}${pathname}${l ? `?lang=${l}` : ''}`;
  return (
    `<link rel="canonical" href="${at(lang)}">` +
    (['en', 'es', 'ru'] as const).map((l) => `<link rel="alternate" hreflang="${l}" href="${at(l)}">`).join('') +
    `<link rel="alternate" hreflang="x-default" href="${at()}">`
  );
}

/** A blog post's one address: the blog with the post open, in the post's language (the sitemap's). */
export const postAddress = (origin: string, lang: 'en' | 'es' | 'ru', boardId: number): string => `${origin}${paths.blog}?boardId=${boardId}&lang=${lang}`;

/** What a blog post's document says about its address: a post is written in one language, so its one address is canonical and its only alternate. */
export function postHeadLinks(origin: string, lang: 'en' | 'es' | 'ru', boardId: number): string {
  const at = postAddress(origin, lang, boardId).replaceAll('&', '&amp;');
  return `<link rel="canonical" href="${at}"><link rel="alternate" hreflang="${lang}" href="${at}">`;
}
