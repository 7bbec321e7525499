/**
 * Many buyers at once, through the gateway (issue 27; `npm run bench -- --only=load`,
 * bench/README.md section 9): the production shape of docker-compose without Docker.
 *
 * - A throwaway PostgreSQL, two api replicas on it (`NODE_ENV=development` for the demo data,
 *   `TRUST_PROXY=1` like compose, the production limits), listening on 127.0.0.1 and 127.0.0.2
 *   on one port; a small DNS server answers the replicas' one name with both addresses (Docker's
 *   embedded DNS does that for the `api` alias); the six static servers and the gateway rendered
 *   from deploy/nginx (scripts/nginx-gateway.mjs, as scripts/nginx-smoke.mjs runs them) with
 *   API_UPSTREAM `<that name>:<port>` and NGINX_RESOLVER that server.
 * - Setup, on one replica directly: `buyers` accounts (sign-up, the confirmation link of
 *   /dev/mail, sign-in), a spot booking each, and a downloadable P.I. issued by staff on it.
 * - Each buyer (its own client address 127.0.1.x/127.0.2.x, so the gateway's X-Forwarded-For and
 *   the api's per-address limits see a different client; its own keep-alive connections, at most
 *   6 like a browser) keeps its booking's stream open on a session of its own (a second tab), and
 *   loops over the journey: the home page and its calls as a visitor, the offers, the schedule,
 *   sign in, the booking list, the booking (detail, chat, P.I list, read, its stream opened), a chat
 *   message, the P.I download (recorded, then the PDF), sign out; a think time between pages.
 *   Staff post a chat message to a random buyer's booking every `staffPostEveryMs`.
 * - Phases: warm-up (buyers start over `rampS`), steady (`steadyS`: the budgets of zero errors and
 *   p99 per call), failover (`killAtS` into it one replica is killed with SIGKILL and started
 *   again at once; its errors as a share of the phase's requests), PostgreSQL restart (`pgRestartAtS`
 *   into it `pg_ctl restart -m fast`; recovered when every request from 10 s after PostgreSQL is
 *   back succeeds, without restarting the api).
 * - After the run: every acknowledged chat post must be in PostgreSQL (lost writes), and every
 *   message PostgreSQL holds for a watched booking must have arrived on its stream exactly once
 *   (the stream reconnects as EventSource does: after `retry`, with Last-Event-ID; an answer
 *   other than 200 ends it for good, as in a browser).
 * The pure parts (figures, reconciliation) are load-stats.mjs, tested in load-stats.test.mjs.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/lib.mjs';
import { missingDists, nginxSyntaxCheck, startNginx, startResolver, tail, waitFor, writeNginxConfig } from '../../scripts/nginx-gateway.mjs';
import { lostWrites, parseSse, phaseRecorder, reconcileStreams, recovery, summarizePhase } from './load-stats.mjs';
import { TMP, freePort, startApi, startPostgres } from './proc.mjs';

/** The scenario's settings (overridable: `node bench/lib/load.mjs --steadyS=30`). */
export const LOAD_SCENARIO = {
  buyers: 200,
  /** Buyers start one after the other over this long (warm-up, not counted). */
  rampS: 10,
  steadyS: 120,
  failoverS: 45,
  killAtS: 10,
  pgRestartS: 45,
  pgRestartAtS: 10,
  /** A request that fails this long after PostgreSQL is back means the api has not recovered. */
  recoveryGraceS: 10,
  /**
   * A buyer's time on a page before the next (uniform in [min, max]): 4 s on average, a quick
   * buyer (a journey of 26 requests about every 35 s: some 150 requests/s from 200 buyers).
   */
  thinkMinMs: 2000,
  thinkMaxMs: 6000,
  staffPostEveryMs: 500,
  requestTimeoutMs: 10_000,
};

/** The replicas' one name (compose: the network alias `api`). */
const API_NAME = 'api.forwarder-load.internal';
const REPLICA_HOSTS = ['127.0.0.1', '127.0.0.2'];
const STAFF = { email: 'staff@example.com', password: 'StaffDesk#2026' };
const BUYER_PASSWORD = 'LoadBuyer#2026';
const HOME_BOARD = '/cmn/board/list?page=0&size=8&langs=en&flagDisplay=Y';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sha256Hex = (s) => createHash('sha256').update(s).digest('hex');
const apiRequire = createRequire(path.join(ROOT, 'api/package.json'));

// ---- a small HTTP client: one keep-alive agent per buyer, cookies like a browser's ----------

/** A cookie jar: name -> value, from Set-Cookie (Max-Age=0 or a past Expires deletes). */
function jar() {
  const cookies = new Map();
  return {
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    take(setCookie) {
      for (const raw of setCookie ?? []) {
        const [pair, ...attrs] = raw.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        const gone = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()));
        if (gone || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    clear: () => cookies.clear(),
    has: (re) => [...cookies.keys()].some((k) => re.test(k)),
  };
}

/**
 * One request: resolves { status, headers, body } or rejects (network error, time-out). An
 * idempotent request whose kept-alive connection turned out closed by the server before any
 * answer (the race every keep-alive client meets) is sent again once, as browsers do.
 */
async function send(target, method, urlPath, opts = {}) {
  try {
    return await sendOnce(target, method, urlPath, opts);
  } catch (err) {
    if (!err.reusedSocket || !['ECONNRESET', 'EPIPE'].includes(err.code) || !['GET', 'HEAD', 'PUT'].includes(method)) throw err;
    return sendOnce(target, method, urlPath, opts);
  }
}

function sendOnce(target, method, urlPath, { agent, headers = {}, body, timeoutMs, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
    const h = { ...headers };
    if (payload) {
      h['content-type'] ??= 'application/json';
      h['content-length'] = payload.length;
    }
    const req = http.request({ host: target.host, port: target.port, method, path: urlPath, agent, headers: h, localAddress }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`time-out after ${timeoutMs} ms`)));
    req.on('error', (err) => {
      err.reusedSocket = req.reusedSocket && !req.res;
      reject(err);
    });
    req.end(payload);
  });
}

const json = (res) => JSON.parse(res.body.toString('utf8'));

// ---- the scenario ----------------------------------------------------------------------------

/**
 * The scenario's processes and run. `run()` resolves with the figures (results.load); `stop()`
 * stops everything it started (idempotent; the bench also calls it on Ctrl-C).
 */
export function loadScenario({ log = () => {}, ...overrides } = {}) {
  const s = { ...LOAD_SCENARIO, ...overrides };
  const stops = [];
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    while (stops.length) {
      try {
        await stops.pop()();
      } catch (err) {
        console.error(`[load] stop: ${err.message}`);
      }
    }
  };

  async function run() {
    const missing = missingDists();
    if (missing.length) throw new Error(`the built suite is missing (${missing.join(', ')}): run \`npm run build\` first`);
    const t0 = Date.now();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-load-'));
    stops.push(async () => fs.rmSync(dir, { recursive: true, force: true }));

    // PostgreSQL, the resolver, two replicas (the second once the first has migrated and seeded).
    const pg = await startPostgres({ prefix: 'bench-load-pg-' });
    stops.push(pg.stop);
    const dns = await startResolver(API_NAME, () => REPLICA_HOSTS);
    stops.push(dns.close);
    const apiPort = await freePort();
    const releasesRoot = path.join(dir, 'releases');
    fs.mkdirSync(releasesRoot);
    const replicaEnv = { SERVE_STATIC: '0', TRUST_PROXY: '1', RELEASES_DIR: releasesRoot };
    const replicas = [];
    const startReplica = async (i, appendLog = false) => {
      const api = await startApi({ label: `load-${i + 1}`, databaseUrl: pg.url, env: replicaEnv, host: REPLICA_HOSTS[i], port: apiPort, appendLog });
      replicas[i] = api;
      return api;
    };
    stops.push(async () => {
      for (const r of replicas) await r?.stop();
    });
    log(`PostgreSQL on :${pg.port}; api replicas on ${REPLICA_HOSTS.join(' and ')} :${apiPort}`);
    await startReplica(0);
    await startReplica(1);

    // The gateway and the static servers, rendered from deploy/nginx like the images do.
    const ports = { GATEWAY: await freePort() };
    for (const key of ['SHELL', 'MEMBER', 'BOOKING', 'FREIGHT', 'CONTENT', 'STAFF']) {
      let p = await freePort();
      while (Object.values(ports).includes(p) || p === apiPort) p = await freePort();
      ports[key] = p;
    }
    const nginxDir = path.join(dir, 'nginx');
    // The nginx image's own main file: a worker per core, 1024 connections each.
    const conf = writeNginxConfig({ dir: nginxDir, ports, apiUpstream: `${API_NAME}:${apiPort}`, resolver: `127.0.0.1:${dns.port}`, releasesRoot, workerProcesses: 'auto', workerConnections: 1024 });
    const syntax = nginxSyntaxCheck(conf, nginxDir);
    if (!syntax.ok) throw new Error(`nginx -t failed:\n${syntax.output}`);
    const nginx = startNginx(conf, nginxDir);
    stops.push(async () => {
      if (nginx.exitCode === null && nginx.signalCode === null) {
        const exited = new Promise((r) => nginx.once('exit', r));
        nginx.kill('SIGTERM');
        await Promise.race([exited, sleep(5000)]);
        if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGKILL');
      }
      fs.mkdirSync(TMP, { recursive: true });
      fs.copyFileSync(path.join(nginxDir, 'logs/error.log'), path.join(TMP, 'load-nginx-error.log'));
    });
    const gw = { host: '127.0.0.1', port: ports.GATEWAY };
    await waitFor(`http://127.0.0.1:${ports.GATEWAY}/healthz`, nginx, 10_000, 'nginx');
    // Both replicas through the gateway's name (round robin): the resolver is asked and answers.
    for (let i = 0; i < 4; i++) {
      const res = await send(gw, 'GET', '/cmn/country', { timeoutMs: 5000 });
      if (res.status !== 200) throw new Error(`GET /cmn/country through the gateway answered ${res.status}\n${tail(path.join(nginxDir, 'logs/error.log'), 10)}`);
    }

    // ---- setup, on replica 1 directly (its /dev/mail; a client address per buyer) ----------
    const direct = { host: REPLICA_HOSTS[0], port: apiPort };
    const setupAgent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    stops.push(async () => setupAgent.destroy());
    const call = async (method, p, { cookie, body, ip = '10.9.9.9' } = {}) => {
      const res = await send(direct, method, p, { agent: setupAgent, body, timeoutMs: 30_000, headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
      if (res.status !== 200) throw new Error(`setup: ${method} ${p.split('?')[0]} answered ${res.status}: ${res.body.toString().slice(0, 200)}`);
      return res;
    };
    const sessionCookie = (res) => {
      const raw = (res.headers['set-cookie'] ?? []).find((c) => /^[^=]*sid=/.test(c));
      if (!raw) throw new Error('sign-in set no session cookie');
      return raw.split(';')[0];
    };
    const signInDirect = async (email, password, ip) => sessionCookie(await call('POST', '/cmn/login', { body: { email, pwd: sha256Hex(password) }, ip }));
    const staffCookie = await signInDirect(STAFF.email, STAFF.password, '10.9.0.1');
    const today = new Date().toISOString().slice(0, 10);
    const offers = json(await call('GET', '/svc/freight/spot/list')).list.filter((o) => o.isActive && o.depositExpirationDate > today);
    if (!offers.length) throw new Error('no bookable spot offer in the seed');
    const offer = offers[0];
    const tag = Date.now().toString(36);
    const buyers = Array.from({ length: s.buyers }, (_, i) => ({
      i,
      email: `load.buyer.${tag}.${i}@example.com`,
      ip: `10.${100 + (i >> 8)}.${i & 255}.1`,
      // The client's own address: 127.0.1.1 ... (the gateway's $remote_addr).
      localAddress: `127.0.${1 + (i >> 8)}.${(i & 255) + 1}`,
    }));
    log(`setup: ${s.buyers} buyers sign up, confirm, book ${offer.freRateLegacyId}, get a P.I`);
    const pool = async (items, limit, fn) => {
      let next = 0;
      await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
        while (next < items.length) await fn(items[next++]);
      }));
    };
    await pool(buyers, 6, async (b) => {
      await call('POST', '/cmn/auth/user', { ip: b.ip, body: { email: b.email, pwd: sha256Hex(BUYER_PASSWORD), name: `Load Buyer ${b.i.toString(26).replace(/./g, (c) => String.fromCharCode(65 + parseInt(c, 26)))}`, lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0100', flagSubscribe: false } });
    });
    const mails = json(await call('GET', '/dev/mail')).list;
    await pool(buyers, 6, async (b) => {
      const link = mails.find((m) => m.to.includes(b.email))?.links.find((l) => l.includes('/member/confirm-email-completed/'));
      if (!link) throw new Error(`setup: no confirmation mail to ${b.email}`);
      await call('PUT', `/cmn/user/confirm?emailHash=${link.split('/').pop()}`, { ip: b.ip });
      // The stream's session (the buyer's second tab), signed in once for the whole run.
      b.streamCookie = await signInDirect(b.email, BUYER_PASSWORD, b.ip);
      const booked = json(
        await call('POST', '/svc/booking/simple', {
          cookie: b.streamCookie,
          ip: b.ip,
          body: {
            cargoType: offer.cargoType, dptCountry: offer.dptCountry, dptPort: offer.dptPort, arvCountry: offer.arvCountry, arvPort: offer.arvPort, email: b.email,
            itemList: [{ cargoSize: offer.cargoSize, tradeCondition: offer.tradeCondition, freRateLegacyId: offer.freRateLegacyId, itemDetail: 'Load test car' }],
            memo: '', flagSpot: true, curr: 'USD', currRate: 0, currDate: '',
          },
        }),
      );
      b.bookingId = booked.data;
      const pi = json(await call('POST', '/staff/pi', { cookie: staffCookie, ip: '10.9.0.1', body: { bookingId: b.bookingId, dueDtm: '2030-01-31', curr: 'USD', currRate: 0, downloadable: true, itemList: [{ description: 'Ocean freight', unitSize: 'RORO', total: 1300 }] } }));
      b.piId = pi.data;
    });
    // The database's own view, for the reconciliation after the run.
    const pgClient = new (apiRequire('pg').Client)({ connectionString: pg.url });
    await pgClient.connect();
    stops.push(() => pgClient.end().catch(() => {}));
    const baseline = Number((await pgClient.query('select coalesce(max(inquiry_id), 0) as n from booking_inquiries')).rows[0].n);
    await pgClient.end();
    stops.pop();
    const setupS = Math.round((Date.now() - t0) / 1000);
    log(`setup done in ${setupS} s`);

    // ---- the run ---------------------------------------------------------------------------
    const runStart = performance.now();
    const runStartWall = Date.now();
    const now = () => performance.now() - runStart;
    let phase = 'warmup';
    const phases = { warmup: phaseRecorder(), steady: phaseRecorder(), failover: phaseRecorder(), pgRestart: phaseRecorder(), drain: phaseRecorder() };
    const outcomes = []; // [at, ok] of the PostgreSQL phase
    let stopping = false;
    const acked = [];

    /** A request through the gateway, timed and recorded under `name` in the phase it started in. */
    const timed = async (b, name, method, p, { body, headers = {}, expect = [200] } = {}) => {
      const ph = phase;
      const at = now();
      const t = performance.now();
      let res = null;
      let detail = '';
      try {
        res = await send(gw, method, p, {
          agent: b.agent,
          localAddress: b.localAddress,
          body,
          timeoutMs: s.requestTimeoutMs,
          headers: { cookie: b.jar.header(), ...(method !== 'GET' ? { origin: `http://127.0.0.1:${ports.GATEWAY}` } : {}), ...headers },
        });
        b.jar.take(res.headers['set-cookie']);
        if (!expect.includes(res.status)) detail = `HTTP ${res.status}`;
      } catch (err) {
        detail = err.code ?? err.message;
      }
      const ok = detail === '';
      phases[ph].add(name, performance.now() - t, ok, at, detail);
      if (ph === 'pgRestart') outcomes.push([at, ok]);
      return ok ? res : null;
    };

    // Each buyer's booking stream, kept open and reopened as EventSource does.
    const received = new Map();
    const streamStats = { opened: 0, reconnects: 0, failed: 0, failedStatuses: {} };
    const watchers = [];
    const watch = (b) => {
      received.set(b.bookingId, []);
      let lastEventId = null;
      let retryMs = 3000;
      let current = null;
      let closed = false;
      let firstOpen = null;
      const opened = new Promise((r) => (firstOpen = r));
      const connect = () => {
        if (closed) return;
        const headers = { cookie: b.streamCookie, accept: 'text/event-stream', 'cache-control': 'no-cache' };
        if (lastEventId !== null) headers['last-event-id'] = lastEventId;
        const req = http.request({ host: gw.host, port: gw.port, path: `/svc/inquiry/stream?bookingId=${b.bookingId}`, headers, agent: b.streamAgent, localAddress: b.localAddress }, (res) => {
          if (res.statusCode !== 200) {
            // EventSource fails for good on any other answer.
            res.resume();
            streamStats.failed += 1;
            streamStats.failedStatuses[res.statusCode] = (streamStats.failedStatuses[res.statusCode] ?? 0) + 1;
            closed = true;
            firstOpen(false);
            return;
          }
          streamStats.opened += 1;
          firstOpen(true);
          res.setEncoding('utf8');
          let buf = '';
          res.on('data', (chunk) => {
            const parsed = parseSse(buf + chunk);
            buf = parsed.rest;
            for (const ev of parsed.events) {
              if (ev.retry !== undefined) retryMs = ev.retry;
              if (ev.id !== undefined) lastEventId = ev.id;
              if (ev.event === 'inquiry' && ev.data) {
                const msg = JSON.parse(ev.data).message;
                received.get(b.bookingId).push(msg.inquiryId);
              }
            }
          });
          res.on('end', again);
          res.on('error', () => {});
          res.on('close', again);
        });
        // Once per connection, however it ended (the end of the answer, a reset, a refused connection).
        let ended = false;
        const again = () => {
          if (ended || closed) return;
          ended = true;
          streamStats.reconnects += 1;
          setTimeout(connect, retryMs);
        };
        req.on('error', again);
        req.end();
        current = req;
      };
      connect();
      watchers.push({
        opened,
        close() {
          closed = true;
          current?.destroy();
        },
      });
    };
    for (const b of buyers) {
      b.agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
      b.streamAgent = new http.Agent({ keepAlive: false });
      b.jar = jar();
    }
    stops.push(async () => {
      for (const w of watchers) w.close();
      for (const b of buyers) {
        b.agent?.destroy();
        b.streamAgent?.destroy();
      }
    });
    for (const b of buyers) watch(b);
    const openedOk = (await Promise.all(watchers.map((w) => w.opened))).filter(Boolean).length;
    if (openedOk !== buyers.length) throw new Error(`${buyers.length - openedOk} buyer streams did not open`);
    log(`${openedOk} booking streams open; buyers start over ${s.rampS} s`);

    const think = () => sleep(s.thinkMinMs + Math.random() * (s.thinkMaxMs - s.thinkMinMs));
    const offerIds = offers.map((o) => o.freRateLegacyId);
    const journey = async (b) => {
      let n = 0;
      await sleep((b.i / buyers.length) * s.rampS * 1000);
      while (!stopping) {
        n += 1;
        // The home page as a visitor: the document (assembled by the gateway), then its calls.
        b.jar.clear();
        await timed(b, 'homePage', 'GET', '/', { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } });
        await timed(b, 'runtimeConfig', 'GET', '/runtime-config.json');
        await Promise.all([
          timed(b, 'curr', 'GET', '/cmn/curr'),
          timed(b, 'exchangeRate', 'POST', '/ext/exchange/exchanges/current-rate?from=USD&to=EUR'),
          timed(b, 'connectionInfo', 'GET', '/ext/connection-info'),
          timed(b, 'spotList', 'GET', '/svc/freight/spot/list'),
          timed(b, 'boardList', 'GET', HOME_BOARD),
          timed(b, 'hotItems', 'GET', '/ext/equipment/items/equipments'),
        ]);
        if (stopping) break;
        await think();
        // An offer.
        await timed(b, 'spotOffer', 'GET', `/svc/freight/spot?freRateLegacyId=${offerIds[n % offerIds.length]}`);
        await think();
        // The schedule: all destinations, then the offer's.
        await Promise.all([timed(b, 'scheduleCount', 'GET', '/v2/shipping/schedule/count'), timed(b, 'scheduleList', 'GET', '/v2/shipping/v3/schedule?size=30&page=1')]);
        await timed(b, 'scheduleListCountry', 'GET', `/v2/shipping/v3/schedule?toCountryCode=${offer.arvCountry}&size=30&page=1`);
        if (stopping) break;
        await think();
        // Sign in, then the header's calls.
        const login = await timed(b, 'login', 'POST', '/cmn/login', { body: { email: b.email, pwd: sha256Hex(BUYER_PASSWORD) } });
        if (!login) {
          await think();
          continue;
        }
        await Promise.all([timed(b, 'authUser', 'GET', '/cmn/auth/user'), timed(b, 'badge', 'GET', '/cmn/user/badge')]);
        await think();
        await timed(b, 'bookingList', 'GET', '/svc/booking/list');
        await think();
        // The booking: its detail, chat, invoices, chat read, and its stream (until sign-out).
        const q = `bookingId=${b.bookingId}`;
        await Promise.all([
          timed(b, 'bookingDetail', 'GET', `/svc/booking/detail?${q}`),
          timed(b, 'inquiryList', 'GET', `/svc/inquiry/list?${q}`),
          timed(b, 'piList', 'GET', `/cmn/pi?${q}`),
          timed(b, 'inquiryRead', 'PUT', `/svc/inquiry/read?${q}`),
        ]);
        const pageStream = await openPageStream(b, q);
        await think();
        const posted = await timed(b, 'inquiryPost', 'POST', '/svc/inquiry', { body: { bookingId: b.bookingId, content: `load ${tag} buyer ${b.i} #${n}` } });
        if (posted) acked.push(json(posted).data.inquiryId);
        await think();
        await timed(b, 'piDownload', 'PUT', `/svc/pi/download?piId=${b.piId}`);
        await timed(b, 'piPdf', 'GET', `/svc/pi/pdf?piId=${b.piId}`);
        await think();
        pageStream?.destroy();
        await timed(b, 'logout', 'POST', '/cmn/logout');
        await think();
      }
    };
    /** The booking page's own stream (time to its answer's head), closed when the buyer leaves. */
    const openPageStream = (b, q) =>
      new Promise((resolve) => {
        const ph = phase;
        const at = now();
        const t = performance.now();
        const req = http.request({ host: gw.host, port: gw.port, path: `/svc/inquiry/stream?${q}`, headers: { cookie: b.jar.header(), accept: 'text/event-stream' }, agent: b.streamAgent, localAddress: b.localAddress }, (res) => {
          const ok = res.statusCode === 200;
          phases[ph].add('bookingStream', performance.now() - t, ok, at, ok ? '' : `HTTP ${res.statusCode}`);
          if (ph === 'pgRestart') outcomes.push([at, ok]);
          res.on('error', () => {});
          res.resume();
          resolve(req);
        });
        req.setTimeout(s.requestTimeoutMs, () => req.destroy(new Error('time-out')));
        req.on('error', (err) => {
          if (!req.res) {
            phases[ph].add('bookingStream', performance.now() - t, false, at, err.code ?? err.message);
            if (ph === 'pgRestart') outcomes.push([at, false]);
            resolve(null);
          }
        });
        req.end();
      });

    const staff = { i: -1, localAddress: '127.0.3.1', agent: new http.Agent({ keepAlive: true, maxSockets: 6 }), jar: jar() };
    staff.jar.take([`${staffCookie}; Path=/`]);
    stops.push(async () => staff.agent.destroy());
    const staffLoop = async () => {
      let n = 0;
      while (!stopping) {
        const b = buyers[Math.floor(Math.random() * buyers.length)];
        const res = await timed(staff, 'staffInquiryPost', 'POST', '/staff/inquiry', { body: { bookingId: b.bookingId, content: `load ${tag} staff #${++n}` } });
        if (res) acked.push(json(res).data.inquiryId);
        await sleep(s.staffPostEveryMs);
      }
    };

    const loops = [...buyers.map((b) => journey(b)), staffLoop()];
    await sleep((s.rampS + 5) * 1000);

    phase = 'steady';
    log(`steady: ${s.buyers} buyers for ${s.steadyS} s`);
    // Where the machine's time goes in the steady phase: CPU seconds per process (group).
    const cpuGroups = () => {
      const pm = postmasterOf(pg.port);
      return {
        replica1: cpuOf(replicas[0].child.pid),
        replica2: cpuOf(replicas[1].child.pid),
        nginx: [nginx.pid, ...childrenOf(nginx.pid)].reduce((n, p) => n + cpuOf(p), 0),
        postgres: pm ? [pm, ...childrenOf(pm)].reduce((n, p) => n + cpuOf(p), 0) : 0,
        buyers: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      };
    };
    const cpuBefore = cpuGroups();
    // And what PostgreSQL's connections are doing, every second: running, waiting for a lock,
    // idle inside a transaction (a request between two statements).
    const activity = { samples: 0, active: 0, lockWaits: 0, idleInTransaction: 0, maxLockWaits: 0, waits: new Map() };
    const watcher = new (apiRequire('pg').Client)({ connectionString: pg.url });
    await watcher.connect();
    let watching = true;
    const watchLoop = (async () => {
      while (watching) {
        try {
          const r = (await watcher.query(`select count(*) filter (where state = 'active' and pid <> pg_backend_pid()) as active, count(*) filter (where wait_event_type = 'Lock') as locks, count(*) filter (where state = 'idle in transaction') as idle from pg_stat_activity where backend_type = 'client backend'`)).rows[0];
          activity.samples += 1;
          activity.active += Number(r.active);
          activity.lockWaits += Number(r.locks);
          activity.idleInTransaction += Number(r.idle);
          activity.maxLockWaits = Math.max(activity.maxLockWaits, Number(r.locks));
          if (Number(r.locks) > 0) {
            // What the waiting statements wait for, and what holds it.
            const waits = await watcher.query(`select w.query as waiting, b.query as holder, b.state as holder_state from pg_stat_activity w cross join lateral unnest(pg_blocking_pids(w.pid)) as h(pid) join pg_stat_activity b on b.pid = h.pid where w.wait_event_type = 'Lock'`);
            for (const row of waits.rows) {
              const key = `${row.waiting.replace(/\s+/g, ' ').slice(0, 70)} <- ${row.holder_state}: ${row.holder.replace(/\s+/g, ' ').slice(0, 70)}`;
              activity.waits.set(key, (activity.waits.get(key) ?? 0) + 1);
            }
          }
        } catch {
          // a sample missed
        }
        await sleep(1000);
      }
    })();
    const steadyAt = now();
    await sleep(s.steadyS * 1000);
    const steadySeconds = (now() - steadyAt) / 1000;
    watching = false;
    await watchLoop;
    await watcher.end().catch(() => {});
    const pgActivity = {
      samples: activity.samples,
      meanActive: Math.round((activity.active / Math.max(1, activity.samples)) * 10) / 10,
      meanLockWaits: Math.round((activity.lockWaits / Math.max(1, activity.samples)) * 10) / 10,
      maxLockWaits: activity.maxLockWaits,
      meanIdleInTransaction: Math.round((activity.idleInTransaction / Math.max(1, activity.samples)) * 10) / 10,
      // The statements seen waiting for a lock (and the holder's state and last statement), most often first.
      lockWaitsOn: Object.fromEntries([...activity.waits].sort((a, b) => b[1] - a[1]).slice(0, 8)),
    };
    log(`  PostgreSQL connections, mean of ${pgActivity.samples} samples: ${pgActivity.meanActive} running, ${pgActivity.meanLockWaits} waiting for a lock (max ${pgActivity.maxLockWaits}), ${pgActivity.meanIdleInTransaction} idle in a transaction`);
    const cpuAfter = cpuGroups();
    const steadyCpuS = Object.fromEntries(Object.keys(cpuAfter).map((k) => [k, Math.round((cpuAfter[k] - cpuBefore[k]) * 10) / 10]));
    log(`  CPU seconds in ${Math.round(steadySeconds)} s: ${JSON.stringify(steadyCpuS)} (load average ${os.loadavg()[0].toFixed(1)})`);

    phase = 'failover';
    const failoverAt = now();
    log(`failover: replica 2 killed (SIGKILL) in ${s.killAtS} s and started again`);
    await sleep(s.killAtS * 1000);
    const killedAt = now();
    replicas[1].child.kill('SIGKILL');
    await new Promise((r) => (replicas[1].child.exitCode !== null || replicas[1].child.signalCode !== null ? r() : replicas[1].child.once('exit', r)));
    await replicas[1].stop();
    await startReplica(1, true);
    const replicaBackS = Math.round((now() - killedAt) / 100) / 10;
    log(`  replica 2 answers again ${replicaBackS} s after the kill`);
    await sleep(Math.max(0, s.failoverS * 1000 - (now() - failoverAt)));
    const failoverSeconds = (now() - failoverAt) / 1000;
    const failoverWindow = phaseWindow(phases.failover, killedAt, killedAt + replicaBackS * 1000 + 5000);

    phase = 'pgRestart';
    const pgPhaseAt = now();
    log(`PostgreSQL restart in ${s.pgRestartAtS} s (pg_ctl restart -m fast); the api is not restarted`);
    await sleep(s.pgRestartAtS * 1000);
    const restartAt = now();
    const restartS = await pg.restart();
    const backAt = now();
    log(`  PostgreSQL back after ${Math.round(restartS * 10) / 10} s`);
    await sleep(Math.max(0, s.pgRestartS * 1000 - (now() - pgPhaseAt), (s.recoveryGraceS + 15) * 1000 - (now() - backAt)));
    const pgSeconds = (now() - pgPhaseAt) / 1000;

    phase = 'drain';
    stopping = true;
    log('stopping the buyers; the last messages reach the streams');
    await Promise.all(loops);
    await sleep(4000);
    for (const w of watchers) w.close();

    // ---- reconciliation against PostgreSQL --------------------------------------------------
    const db = new (apiRequire('pg').Client)({ connectionString: pg.url });
    await db.connect();
    const rows = (await db.query('select inquiry_id, booking_id, extract(epoch from created_at) * 1000 as at from booking_inquiries where inquiry_id > $1 order by inquiry_id', [baseline])).rows;
    await db.end();
    const storedIds = new Set(rows.map((r) => Number(r.inquiry_id)));
    const storedByBooking = new Map(buyers.map((b) => [b.bookingId, []]));
    for (const r of rows) storedByBooking.get(Number(r.booking_id))?.push(Number(r.inquiry_id));

    const steady = { ...summarizePhase(phases.steady, steadySeconds), cpuSeconds: steadyCpuS, postgresConnections: pgActivity };
    const failover = { ...summarizePhase(phases.failover, failoverSeconds), killedAtS: Math.round((killedAt - failoverAt) / 100) / 10, replicaBackS, switchWindow: failoverWindow };
    const rec = recovery(outcomes, backAt, { graceMs: s.recoveryGraceS * 1000 });
    const pgRestart = { ...summarizePhase(phases.pgRestart, pgSeconds), restartedAtS: Math.round((restartAt - pgPhaseAt) / 100) / 10, restartS: Math.round(restartS * 10) / 10, ...rec };
    const writes = lostWrites(acked, storedIds);
    const streams = { streams: buyers.length, ...streamStats, ...reconcileStreams(storedByBooking, received) };
    // When each missed message was written (s since the run began): which phase lost it.
    const writtenAt = new Map(rows.map((r) => [Number(r.inquiry_id), Math.round((Number(r.at) - runStartWall) / 100) / 10]));
    for (const m of streams.missedExamples) m.atS = writtenAt.get(m.inquiryId);
    return {
      settings: s,
      setupS,
      phasesAtS: { steady: Math.round(steadyAt / 100) / 10, failover: Math.round(failoverAt / 100) / 10, pgRestart: Math.round(pgPhaseAt / 100) / 10 },
      steady,
      failover,
      pgRestart,
      writes,
      streams,
      lostWrites: writes.lost,
      missedStreamMessages: streams.missed,
      duplicateStreamMessages: streams.duplicates,
      durationS: Math.round((Date.now() - t0) / 1000),
    };
  }

  return { run, stop };
}

/** CPU seconds (user + system) a process has used so far, from /proc (Linux); 0 when it is gone. */
function cpuOf(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0;
  }
}

/** The processes whose parent is `pid` (Linux). */
function childrenOf(pid) {
  const out = [];
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(d));
    } catch {
      // gone
    }
  }
  return out;
}

/** The postmaster listening on `port` (its command line names it), or null. */
function postmasterOf(port) {
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0');
      if (cmd[0]?.endsWith('/postgres') && cmd.includes('-p') && cmd[cmd.indexOf('-p') + 1] === String(port)) return Number(d);
    } catch {
      // gone
    }
  }
  return null;
}

/** Requests and errors of a phase's samples that started within [from, to) (ms since the run began). */
function phaseWindow(recorder, from, to) {
  let requests = 0;
  const errorsAt = recorder.failures.filter((f) => f.at >= from && f.at < to).length;
  for (const c of recorder.calls.values()) requests += c.ms.length;
  return { fromS: Math.round(from / 100) / 10, toS: Math.round(to / 100) / 10, errors: errorsAt, phaseRequests: requests };
}

// `node bench/lib/load.mjs [--buyers=50 --steadyS=30 ...]`: the scenario alone, figures as JSON.
if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const overrides = Object.fromEntries(
    process.argv
      .slice(2)
      .map((a) => /^--(\w+)=(\d+)$/.exec(a))
      .filter(Boolean)
      .map(([, k, v]) => [k, Number(v)]),
  );
  const scenario = loadScenario({ log: (m) => console.log(`[load] ${m}`), ...overrides });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => scenario.stop().finally(() => process.exit(130)));
  try {
    console.log(JSON.stringify(await scenario.run(), null, 2));
  } finally {
    await scenario.stop();
  }
}
