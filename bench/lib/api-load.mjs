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
