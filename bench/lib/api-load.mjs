/**
 * The api under load: autocannon (e2e's devDependency) on 127.0.0.1, 10 connections, 10 s per
 * endpoint, after a 2 s warm-up that is not recorded.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';

const e2eRequire = createRequire(path.join(ROOT, 'e2e/package.json'));

export const ENDPOINTS = {
  spotList: '/svc/freight/spot/list',
  boardList: '/cmn/board/list?page=0&size=8&langs=en&flagDisplay=Y',
};

function cannon(opts) {
  const autocannon = e2eRequire('autocannon');
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * The staff inbox (issue 23) on the scaled seed (api/src/db/seed/scale.ts: 10,000 bookings and
 * 200,000 chat messages), signed in as staff: the first page and a filtered one.
 */
export const DESK_INBOX_ENDPOINTS = {
  deskInboxFirstPage: '/staff/inbox',
  deskInboxFiltered: '/staff/inbox?step=STEP1&unread=true',
};

/**
 * The scaled customer the buyer's calls at scale sign in as: api/src/db/seed/scale.ts SCALE_BUYER
 * (customer 1 of the scaled seed, the only one with a password; its newest booking is in STEP1).
 */
export const SCALE_BUYER = { email: 'scale-customer-1@example.com', password: 'ScaleBuyer#2026' };

/** The first spot offer id of the scaled seed (SCALE_FIRST_OFFER_ID): a live scaled offer is preferred over a demo one. */
const SCALE_FIRST_OFFER_ID = 1_000_001;

/**
 * The real ids the calls at scale read, asked of the api itself (`buyer` and `staff` are request
 * headers with each session's cookie): the scale buyer's newest booking, a live offer (a scaled
 * one when there is one) and its destination, a published post, and the booking on top of the
 * staff inbox.
 */
export async function scaleTargets(origin, { buyer, staff }) {
  const get = async (p, headers) => {
    const res = await fetch(origin + p, { headers });
    if (!res.ok) throw new Error(`GET ${p} answered ${res.status}`);
    return res.json();
  };
  const first = (list, what) => {
    if (!list?.length) throw new Error(`no ${what} to measure`);
    return list[0];
  };
  const booking = first((await get('/svc/booking/list', buyer)).list, 'booking of the scale buyer');
  const live = (await get('/staff/offers?status=LIVE', staff)).list;
  const offer = live?.find((o) => o.freRateLegacyId >= SCALE_FIRST_OFFER_ID) ?? first(live, 'live offer');
  const post = first((await get('/staff/posts?status=PUBLISHED', staff)).list, 'published post');
  const inbox = first((await get('/staff/inbox', staff)).list, 'booking in the staff inbox');
  return { booking: booking.bookingId, offer: offer.freRateLegacyId, country: offer.arvCountry, post: post.boardId, inboxBooking: inbox.bookingId };
}

/**
 * Every list, count and detail call of the buyer side and of the staff desk (issue 27, data at
 * scale), with the query strings the front ends send, on the ids of `scaleTargets`: `buyer` calls
 * go with the scale buyer's cookie, `staff` calls with the staff member's. The schedule is asked
 * for all countries (a visitor's default when their country is unknown) and for one.
 */
export function scaleEndpoints(t) {
  return {
    buyer: {
      spotList: '/svc/freight/spot/list',
      spotOffer: `/svc/freight/spot?freRateLegacyId=${t.offer}`,
      boardList: ENDPOINTS.boardList,
      scheduleCount: '/v2/shipping/schedule/count',
      scheduleCountCountry: `/v2/shipping/schedule/count?toCountryCode=${t.country}`,
      scheduleList: '/v2/shipping/v3/schedule?size=30&page=1',
      scheduleListCountry: `/v2/shipping/v3/schedule?toCountryCode=${t.country}&size=30&page=1`,
      bookingList: '/svc/booking/list',
      bookingListFinished: '/svc/booking/list?flagBookingProgress=false',
      bookingListMore: '/svc/booking/list/more?page=2',
      bookingDetail: `/svc/booking/detail?bookingId=${t.booking}`,
      inquiryList: `/svc/inquiry/list?bookingId=${t.booking}`,
      badge: '/cmn/user/badge',
    },
    staff: {
      ...DESK_INBOX_ENDPOINTS,
      deskUnread: '/staff/unread',
      deskBookingList: '/staff/booking/list',
      deskBookingDetail: `/staff/booking/detail?bookingId=${t.inboxBooking}`,
      deskInquiryList: `/staff/inquiry/list?bookingId=${t.inboxBooking}`,
      deskOffers: '/staff/offers',
      deskOffer: `/staff/offer?freRateLegacyId=${t.offer}`,
      deskPosts: '/staff/posts',
      deskPost: `/staff/post?boardId=${t.post}`,
    },
  };
}

/**
 * Pages under a crowd (issue 27): 200 connections for 10 s on one api process, each page asked
 * for as a browser does (Accept: text/html). The offer and the blog are rendered with their data
 * for visitors (one shared render per short interval); the booking pages for the signed-in buyer
 * (a render per request, in a bounded queue: past it, the static first screen).
 */
export const CROWD_PAGES = {
  offerPage: '/contents/oceanFreight-detail/240101?Korea-to-Ghana',
  blogPage: '/contents/blog',
};
export const CROWD_SIGNED_IN_PAGES = {
  bookingDetailPage: '/my-booking-list/detail/2',
  bookingListPage: '/my-booking-list',
};
export const CROWD = { connections: 200, durationS: 10 };

/**
 * Requests/s, latency percentiles and errors for each endpoint of `origin` (`endpoints`, by
 * default the public ones), every request with `headers` (a session cookie).
 */
export async function loadTest(origin, { endpoints = ENDPOINTS, headers = {}, connections = 10, durationS = 10, log = () => {} } = {}) {
  const out = {};
  for (const [name, p] of Object.entries(endpoints)) {
    const url = origin + p;
    // The answer must be a success, or the figures would measure an error page.
    const probe = await fetch(url, { headers });
    const status = probe.status;
    await probe.arrayBuffer();
    await cannon({ url, headers, connections, duration: 2 });
    const r = await cannon({ url, headers, connections, duration: durationS });
    out[name] = {
      path: p,
      probeStatus: status,
      requestsPerSecond: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      maxMs: r.latency.max,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      timeouts: r.timeouts,
    };
    // Figures of failing answers do not count (the budget then reads "not measured").
    if (status !== 200 || r.non2xx > 0) {
      out[name].failingAnswers = { requestsPerSecond: out[name].requestsPerSecond, p99Ms: out[name].p99Ms };
      out[name].requestsPerSecond = out[name].p99Ms = null;
    }
    log(`${name}: ${out[name].requestsPerSecond ?? '-'} req/s, p50 ${out[name].p50Ms ?? '-'} ms, p99 ${out[name].p99Ms ?? '-'} ms (status ${status}, non-2xx ${r.non2xx}, errors ${r.errors}, time-outs ${r.timeouts})`);
  }
  return out;
}
