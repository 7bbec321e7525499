/**
 * The live-stream scenario of the bench (issue 22): 2,000 open booking streams
 * (`GET /svc/inquiry/stream`) from many users and sessions within the api's caps (default 6
 * per session, 20 per user: 100 users x 4 sessions x 5 streams, each user watching their own
 * booking), then a staff chat message posted again and again to one booking after another:
 * - delivery: from just before the staff POST until each stream of that booking has the event
 *   (median, p99; a delivery missing after 5 s is counted as lost and voids the figures);
 * - other requests: the p99 of an unrelated database-backed GET (the board list) at a steady
 *   rate, with no stream open (idle) and while the streams are open and the messages flow
 *   (loaded), and their ratio.
 * The users sign up, confirm (the link from /dev/mail: the api runs with NODE_ENV=development)
 * and book a spot offer through the api itself, so any api started that way can be measured:
 * scripts/bench.mjs starts one (api only, no front-end builds needed) on PGlite and on a
 * throwaway PostgreSQL; `node bench/lib/streams.mjs <origin>` measures one already running.
 * The pure parts (plan, SSE blocks, percentiles, summary) have tests in streams.test.mjs.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The figures' settings; the caps are the api's defaults (api/README.md). */
export const STREAM_SCENARIO = {
  streams: 2000,
  perSession: 5,
  perUser: 20,
  /** The unrelated request: database-backed, not touched by the chat. */
  otherPath: '/cmn/board/list?page=0&size=8&langs=en&flagDisplay=Y',
  /** Its steady load: requests per second over `otherConnections` connections, for `durationS`. */
  otherRate: 100,
  otherConnections: 10,
  durationS: 10,
  /** A delivery not seen after this long is lost. */
  deliveryTimeoutMs: 5000,
};

/**
 * The api env a scenario needs: every user signs up, confirms, signs in 4 times and books from
 * 127.0.0.1, so the per-IP limits of those calls are raised (the stream caps stay at their defaults).
 */
export const STREAM_API_ENV = {
  SERVE_STATIC: '0',
  RATE_LIMIT_LOGIN: '100000',
  RATE_LIMIT_SIGNUP: '100000',
  RATE_LIMIT_BOOKING: '100000',
  RATE_LIMIT_BOOKING_LOOKUP: '100000',
  RATE_LIMIT_CONFIRM_RESEND: '100000',
};

/**
 * How `total` streams spread over users and sessions: each user holds at most `perUser`, each
 * session at most `perSession`. Answers [{ sessions: [streams, …] }, …] (one entry per user).
 */
export function plan(total, { perSession, perUser }) {
  if (perSession < 1 || perUser < 1) throw new Error('caps must be at least 1');
  const users = [];
  for (let left = total; left > 0; ) {
    const mine = Math.min(perUser, left);
    const sessions = [];
    for (let s = mine; s > 0; s -= perSession) sessions.push(Math.min(perSession, s));
    users.push({ sessions });
    left -= mine;
  }
  return users;
}

/** Split server-sent-event text into complete blocks (separated by a blank line) and the rest. */
export function splitBlocks(text) {
  const blocks = text.split('\n\n');
  const rest = blocks.pop() ?? '';
  return { blocks: blocks.filter((b) => b.length > 0), rest };
}

/** The `event:` name and parsed `data:` of a block (null for a comment such as `: ping`). */
export function parseBlock(block) {
  const event = /^event: (.*)$/m.exec(block)?.[1];
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!event || data === undefined) return null;
  return { event, data: JSON.parse(data) };
}

/** The nearest-rank percentile `p` (0-100) of `values`; null when there are none. */
export function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1];
}

const round1 = (n) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * The scenario's figures from its raw samples. A stream that did not open, a lost delivery or a
 * failing answer of the other request leaves the figures it would falsify null ("not measured").
 */
export function summarize({ target, opened, refused, latencies, lost, rounds, idle, loaded }) {
  const complete = opened === target;
  const delivered = complete && lost === 0;
  const otherOk = idle && loaded && idle.non2xx === 0 && loaded.non2xx === 0 && idle.errors === 0 && loaded.errors === 0;
  const ratio = otherOk && complete && idle.p99Ms > 0 ? Math.round((loaded.p99Ms / idle.p99Ms) * 100) / 100 : null;
  return {
    streams: target,
    opened,
    refused,
    rounds,
    deliveries: latencies.length,
    lost,
    deliveryP50Ms: delivered ? round1(percentile(latencies, 50)) : null,
    deliveryP99Ms: delivered ? round1(percentile(latencies, 99)) : null,
    deliveryMaxMs: latencies.length ? round1(Math.max(...latencies)) : null,
    other: { idle, loaded },
    otherIdleP99Ms: otherOk ? idle.p99Ms : null,
    otherLoadedP99Ms: otherOk && complete ? loaded.p99Ms : null,
    otherP99Ratio: ratio,
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sha256Hex = (s) => createHash('sha256').update(s).digest('hex');

/** Run `fn` over `items`, `limit` at a time. */
async function pool(items, limit, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  });
  await Promise.all(workers);
}

async function call(origin, method, url, { cookie, body } = {}) {
  const headers = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(origin + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url.split('?')[0]} answered ${res.status}: ${text.slice(0, 200)}`);
  return { res, json: text ? JSON.parse(text) : null };
}

async function signIn(origin, email, password) {
  const { res } = await call(origin, 'POST', '/cmn/login', { body: { email, pwd: sha256Hex(password) } });
  const raw = res.headers.getSetCookie().find((c) => /sid=/.test(c.split(';')[0] ?? ''));
  if (!raw) throw new Error('sign-in set no session cookie');
  return raw.split(';')[0];
}

/** A user who signs up, confirms, signs in `sessions` times and books an offer: their cookies and booking. */
async function makeUser(origin, email, password, sessions, offer) {
  await call(origin, 'POST', '/cmn/auth/user', {
    body: { email, pwd: sha256Hex(password), name: 'Bench Stream', lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0100', flagSubscribe: false },
  });
  const { json: mail } = await call(origin, 'GET', '/dev/mail');
  const link = mail.list.find((m) => m.to.includes(email))?.links.find((l) => l.includes('/member/confirm-email-completed/'));
  if (!link) throw new Error(`no confirmation mail to ${email}`);
  await call(origin, 'PUT', `/cmn/user/confirm?emailHash=${link.split('/').pop()}`);
  const cookies = [];
  for (let i = 0; i < sessions; i++) cookies.push(await signIn(origin, email, password));
  const { json: booked } = await call(origin, 'POST', '/svc/booking/simple', {
    cookie: cookies[0],
    body: {
      cargoType: offer.cargoType,
      dptCountry: offer.dptCountry,
      dptPort: offer.dptPort,
      arvCountry: offer.arvCountry,
      arvPort: offer.arvPort,
      email,
      itemList: [{ cargoSize: offer.cargoSize, tradeCondition: offer.tradeCondition, freRateLegacyId: offer.freRateLegacyId, itemDetail: 'Bench car' }],
      memo: '',
      flagSpot: true,
      curr: 'USD',
      currRate: 0,
      currDate: '',
    },
  });
  return { cookies, bookingId: booked.data };
}

/** Open one stream; `onEvent(event, data)` for each event. Answers { close } or null when refused. */
async function openStream(origin, bookingId, cookie, onEvent, onEnd) {
  const ctrl = new AbortController();
  const res = await fetch(`${origin}/svc/inquiry/stream?bookingId=${bookingId}`, { headers: { cookie }, signal: ctrl.signal });
  if (res.status !== 200) {
    await res.text();
    return { status: res.status, close() {} };
  }
  const reader = res.body.getReader();
  const dec = new TextDecoder();
  void (async () => {
    let buf = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const split = splitBlocks(buf + dec.decode(value, { stream: true }));
        buf = split.rest;
        for (const block of split.blocks) {
          const ev = parseBlock(block);
          if (ev) onEvent(ev.event, ev.data);
        }
      }
    } catch {
      // aborted at the end of the run
    }
    onEnd();
  })();
  return { status: 200, close: () => ctrl.abort() };
}

function autocannon(opts) {
  const run = createRequire(path.join(ROOT, 'e2e/package.json'))('autocannon');
  return new Promise((resolve, reject) => run(opts, (err, r) => (err ? reject(err) : resolve(r))));
}

/** The other request at its steady rate: p50/p99 and failures. */
async function measureOther(origin, s) {
  const opts = { url: origin + s.otherPath, connections: s.otherConnections, overallRate: s.otherRate };
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: s.durationS });
  return { p50Ms: r.latency.p50, p99Ms: r.latency.p99, maxMs: r.latency.max, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

/**
 * Run the scenario against the api at `origin` (NODE_ENV=development, the seed's staff account,
 * the limits of STREAM_API_ENV). Answers the summary of `summarize` plus the setup time.
 */
export async function streamScenario(origin, { log = () => {}, ...overrides } = {}) {
  const s = { ...STREAM_SCENARIO, ...overrides };
  const started = Date.now();
  const staff = await signIn(origin, 'staff@example.com', 'StaffDesk#2026');
  const today = new Date().toISOString().slice(0, 10);
  const { json: spot } = await call(origin, 'GET', '/svc/freight/spot/list');
  const offer = spot.list.find((o) => o.isActive && o.depositExpirationDate > today);
  if (!offer) throw new Error('no bookable spot offer in the seed');

  const layout = plan(s.streams, s);
  const tag = Date.now().toString(36);
  const users = new Array(layout.length);
  log(`setting up ${layout.length} users, ${layout.reduce((n, u) => n + u.sessions.length, 0)} sessions`);
  await pool(layout, 4, async (u, i) => {
    users[i] = { ...(await makeUser(origin, `bench.stream.${tag}.${i}@example.com`, `Bench-stream-${tag}`, u.sessions.length, offer)), sessions: u.sessions };
  });
  const setupS = Math.round((Date.now() - started) / 1000);

  log(`other request idle: ${s.otherRate}/s for ${s.durationS} s`);
  const idle = await measureOther(origin, s);

  // Arrival times per round, per booking; the streams of each booking.
  const arrivals = new Map();
  const perBooking = new Map();
  const handles = [];
  let opened = 0;
  let refused = 0;
  let ended = 0;
  const jobs = users.flatMap((u) => u.sessions.flatMap((count, k) => Array.from({ length: count }, () => ({ bookingId: u.bookingId, cookie: u.cookies[k] }))));
  log(`opening ${jobs.length} streams`);
  await pool(jobs, 50, async ({ bookingId, cookie }) => {
    const h = await openStream(
      origin,
      bookingId,
      cookie,
      (event, data) => {
        if (event !== 'inquiry') return;
        const round = /#(\d+)$/.exec(data.message?.content ?? '')?.[1];
        if (round !== undefined) arrivals.get(Number(round))?.push(performance.now());
      },
      () => ended++,
    );
    handles.push(h);
    if (h.status === 200) {
      opened++;
      perBooking.set(bookingId, (perBooking.get(bookingId) ?? 0) + 1);
    } else refused++;
  });
  log(`${opened} streams open, ${refused} refused`);
  await sleep(1000);

  const latencies = [];
  let lost = 0;
  let rounds = 0;
  let stop = false;
  const bookings = [...perBooking.keys()];
  const messages = (async () => {
    while (!stop && bookings.length) {
      const bookingId = bookings[rounds % bookings.length];
      const expected = perBooking.get(bookingId);
      const n = rounds++;
      const got = [];
      arrivals.set(n, got);
      const t0 = performance.now();
      await call(origin, 'POST', '/staff/inquiry', { cookie: staff, body: { bookingId, content: `bench ${tag} #${n}` } });
      const deadline = Date.now() + s.deliveryTimeoutMs;
      while (got.length < expected && Date.now() < deadline) await sleep(2);
      for (const t of got) latencies.push(t - t0);
      lost += Math.max(0, expected - got.length);
      arrivals.delete(n);
      await sleep(50);
    }
  })();
  log(`other request loaded (${opened} streams, staff messages in a loop)`);
  let loaded;
  try {
    loaded = await measureOther(origin, s);
  } finally {
    stop = true;
    await messages;
  }
  const endedEarly = ended;
  for (const h of handles) h.close();
  const out = { ...summarize({ target: s.streams, opened, refused, latencies, lost, rounds, idle, loaded }), endedEarly, setupS, otherPath: s.otherPath, otherRate: s.otherRate };
  log(
    `delivery p50 ${out.deliveryP50Ms ?? '-'} ms, p99 ${out.deliveryP99Ms ?? '-'} ms (${out.deliveries} deliveries in ${rounds} rounds, ${lost} lost); other p99 idle ${idle.p99Ms} ms, loaded ${loaded.p99Ms} ms (x${out.otherP99Ratio ?? '-'})`,
  );
  return out;
}

// `node bench/lib/streams.mjs http://127.0.0.1:4000`: the scenario against an api already running.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2];
  if (!origin) {
    console.error('usage: node bench/lib/streams.mjs <origin of an api started with NODE_ENV=development and STREAM_API_ENV>');
    process.exit(2);
  }
  const result = await streamScenario(origin, { log: (m) => console.log(`[streams] ${m}`) });
  console.log(JSON.stringify(result, null, 2));
}
