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
} as const;

/** `/contents/oceanFreight-detail/{id}?korea-to-{arrival country name}` (spaces become hyphens). */
export function spotDetailUrl(freRateLegacyId: number, arvCountryNm: string): string {
  const slug = arvCountryNm.trim().replace(/\s+/g, '-');
  return `/contents/oceanFreight-detail/${freRateLegacyId}?korea-to-${encodeURIComponent(slug)}`;
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

/** `/contents/team-{product}`. */
export function teamUrl(product: string): string {
  return `/contents/team-${product}`;
}

/** Federation names of the remotes. */
export type RemoteName = 'member' | 'booking' | 'freight' | 'content';

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
 * The prerendered first screen the server includes in the shell's HTML for `pathname`, as
 * `<remote>/fragments/<name>` (served at `/mf/<remote>/fragments/<name>.<lang>.html`), or null.
 * `/` is the content remote's hero; a remote's page at `/<a>/<b>` is `page--<a>--<b>` and at
 * `/<a>/<b>/<parameter>` is `page--<a>--<b>--` (one fragment for every value of the parameter),
 * and at `/<a>/<b>/<p1>/<p2>` (the spot booking's confirmation) `page--<a>--<b>----`. Whether
 * the file exists is the remote's business (a missing one includes nothing). The
 * gateway's nginx computes the same name (deploy/nginx/gateway.conf.template, `$fw_first_screen`;
 * scripts/nginx-smoke.mjs checks both agree on every benched route).
 */
export function firstScreenOf(pathname: string): string | null {
  if (pathname === '/') return 'content/fragments/home-banner';
  const remote = remoteForPath(pathname);
  const segments = pathname.split('/').filter(Boolean);
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
