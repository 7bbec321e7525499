// @both-databases
/**
 * Issue 22's acceptance on the api (PGlite and PostgreSQL): sign-in limits neither a stranger
 * nor a shared network can turn against an owner, loopback-only listening and dev routes,
 * `no-store` on pages rendered with a session, U+0000 and lone surrogates refused at the
 * contract (and Node's own 400s in the api's error shape), unknown pages answered 404, and the
 * gateway's copies of the suite's rules (page list, redacted access log).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { loadConfig } from '../src/config.ts';
import { clientAddress, MAX_ADDRESS_LOCK_MS } from '../src/lib/login-throttle.ts';
import { contract, paths, type SpotList } from '../src/lib/shared.ts';
import { unsafeTextAt } from '../src/lib/validate.ts';
import { pageCacheControl } from '../src/plugins/static.ts';
import { isLoopbackHost } from '../src/routes/dev-mail/index.ts';
import { browserPasswordHash, createTestApp, DEMO_ACCOUNTS, errorOf, json, signIn, TEST_ENV, type TestApp } from './helpers.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const read = (rel: string) => readFileSync(join(REPO, rel), 'utf8');

const login = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd: browserPasswordHash(password) }, remoteAddress: ip });
const waitSeconds = (body: string) => Number(/try again in (\d+) seconds/.exec(body)?.[1] ?? NaN);

describe('issue 22: sign-in limits a stranger or a shared network cannot turn against the owner', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: '5', RATE_LIMIT_LOGIN_BACKOFF_MS: '60000', RATE_LIMIT_LOGIN: '8', RATE_LIMIT_WINDOW_MS: '60000' });
  });
  after(() => t.close());

  it('five failures from five addresses do not lock the owner out, staff included; the guesser gains nothing', async () => {
    for (const who of ['buyer', 'staff'] as const) {
      const { email, password } = DEMO_ACCOUNTS[who];
      for (let i = 1; i <= 5; i += 1) assert.equal((await login(t.app, email, `wrong-${i}`, `10.22.${who === 'buyer' ? 1 : 2}.${i}`)).statusCode, 401);
      const owner = await login(t.app, email, password, '10.22.9.9');
      assert.equal(owner.statusCode, 200, `${who}: the owner is locked out: ${owner.body}`);
      // The guesser keeps going from one address: that address is locked out of the account...
      const guesser = `10.22.3.${who === 'buyer' ? 1 : 2}`;
      for (let i = 1; i <= 5; i += 1) assert.equal((await login(t.app, email, `again-${i}`, guesser)).statusCode, 401);
      const locked = await login(t.app, email, password, guesser);
      assert.deepEqual(errorOf(locked), { status: 429, errorCode: 'RATE_LIMITED', hasMessage: true }, `${who}: even the right password waits at the guesser's address`);
      assert.ok(Number(locked.headers['retry-after']) > 0, 'Retry-After');
      // ...while the owner, from their own address, still gets in with the right password.
      assert.equal((await login(t.app, email, password, '10.22.9.9')).statusCode, 200, `${who}: the owner is locked out after the guesser's lock`);
    }
  });

  it('per address: successes never count, only failures', async () => {
    const { email, password } = DEMO_ACCOUNTS.test;
    // An office behind one address signing in all day: far more than RATE_LIMIT_LOGIN (8).
    for (let i = 0; i < 15; i += 1) assert.equal((await login(t.app, email, password, '10.22.4.1')).statusCode, 200, `sign-in ${i}`);
  });

  it('per address: a lock of minutes that refused tries never extend, however many', async () => {
    const ip = '10.22.5.1';
    for (let i = 0; i < 8; i += 1) assert.equal((await login(t.app, `guess-${i}@example.com`, 'x', ip)).statusCode, 401, `failure ${i}`);
    const first = await login(t.app, 'guess-x@example.com', 'x', ip);
    assert.deepEqual(errorOf(first), { status: 429, errorCode: 'RATE_LIMITED', hasMessage: true });
    const firstWait = waitSeconds(first.body);
    assert.ok(firstWait > 0 && firstWait <= 60, `first lock ${firstWait} s`);
    // The whole office keeps trying (the right password too): nothing moves the end of the lock.
    for (let i = 0; i < 20; i += 1) {
      const res = await login(t.app, i % 2 ? DEMO_ACCOUNTS.test.email : `guess-${i}@example.com`, i % 2 ? DEMO_ACCOUNTS.test.password : 'x', ip);
      assert.equal(res.statusCode, 429);
      assert.ok(waitSeconds(res.body) <= firstWait, `refused try ${i} extended the lock to ${waitSeconds(res.body)} s`);
    }
    const row = await t.app.db.selectFrom('login_address_throttle').selectAll().where('address', '=', ip).executeTakeFirstOrThrow();
    assert.equal(row.failures, 8, 'refused tries are not counted');
    // Failures after each lock double it, but never past 15 minutes.
    for (let i = 0; i < 12; i += 1) {
      await t.app.db.updateTable('login_address_throttle').set({ locked_until: new Date(Date.now() - 1) }).where('address', '=', ip).execute();
      assert.equal((await login(t.app, `later-${i}@example.com`, 'x', ip)).statusCode, 401);
    }
    const longest = (await t.app.db.selectFrom('login_address_throttle').select('locked_until').where('address', '=', ip).executeTakeFirstOrThrow()).locked_until!;
    const ms = longest.getTime() - Date.now();
    assert.ok(ms > MAX_ADDRESS_LOCK_MS - 60_000 && ms <= MAX_ADDRESS_LOCK_MS, `lock of ${ms} ms`);
  });

  it('per address: the count starts again a window after it began', async () => {
    const ip = '10.22.6.1';
    for (let i = 0; i < 7; i += 1) await login(t.app, `slow-${i}@example.com`, 'x', ip);
    await t.app.db.updateTable('login_address_throttle').set({ started_at: new Date(Date.now() - 61_000) }).where('address', '=', ip).execute();
    for (let i = 0; i < 3; i += 1) assert.equal((await login(t.app, `slow-again-${i}@example.com`, 'x', ip)).statusCode, 401, `failure ${i} of a new window`);
    const row = await t.app.db.selectFrom('login_address_throttle').selectAll().where('address', '=', ip).executeTakeFirstOrThrow();
    assert.equal(row.failures, 3);
    assert.equal(row.locked_until, null);
  });

  it('counts an IPv6 client by its /64 and an IPv4-mapped one as IPv4', () => {
    assert.equal(clientAddress('2001:db8:1:2::a'), '2001:db8:1:2::/64');
    assert.equal(clientAddress('2001:0db8:0001:0002:ffff:1:2:3'), '2001:db8:1:2::/64');
    assert.equal(clientAddress('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(clientAddress('::1'), '0:0:0:0::/64');
    assert.equal(clientAddress('::ffff:10.1.2.3'), '10.1.2.3');
    assert.equal(clientAddress('10.1.2.3'), '10.1.2.3');
  });
});

describe('issue 22: captured mail never reaches the network', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('listens on loopback only unless HOST says otherwise; the containers say so', async () => {
    const config = loadConfig({ ...TEST_ENV, HOST: undefined });
    assert.equal(config.host, 'localhost');
    await t.app.listen({ port: 0, host: config.host });
    const addresses = t.app.addresses().map((a) => (typeof a === 'string' ? a : a.address));
    assert.ok(addresses.length > 0);
    for (const a of addresses) assert.ok(a === '127.0.0.1' || a === '::1', `listening on ${a}`);
    assert.ok(addresses.includes('127.0.0.1'), 'the dev servers, e2e and the bench reach it at 127.0.0.1');
    assert.match(read('docker-compose.yml'), /^\s+HOST: 0\.0\.0\.0$/m);
    assert.match(read('deploy/Dockerfile.api'), /HOST=0\.0\.0\.0/);
  });

  it('answers /dev/* only for a loopback Host (any port): 404 for any other name, DNS rebinding included', async () => {
    await t.app.inject({ method: 'POST', url: '/svc/subscriber', payload: { email: 'rebind@example.com', country: 'C0820', lang: 'en' } });
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:4000', '127.8.9.10:80', '[::1]', '[::1]:3000', 'LOCALHOST:3000']) {
      const res = await t.app.inject({ url: '/dev/mail', headers: { host } });
      assert.equal(res.statusCode, 200, host);
    }
    for (const host of ['evil.example', 'evil.example:3000', '192.168.1.20:3000', '0.0.0.0:3000', 'localhost.evil.example', '127.0.0.1.nip.io', '[::2]:3000', '127.0.0.256']) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await t.app.inject({ method, url: '/dev/mail', headers: { host } });
        assert.deepEqual(errorOf(res), { status: 404, errorCode: 'NOT_FOUND', hasMessage: true }, `${method} ${host}`);
        assert.doesNotMatch(res.body, /rebind@example\.com/);
      }
    }
    const kept = json<{ list: unknown[] }>(await t.app.inject({ url: '/dev/mail' })).list;
    assert.ok(kept.length > 0, 'a refused DELETE cleared nothing');
    // (inject always sends a Host: no Host at all, or an empty one, is checked here.)
    assert.equal(isLoopbackHost(undefined), false);
    assert.equal(isLoopbackHost(''), false);
  });
});

describe('issue 22: pages rendered with a session are not stored', () => {
  const PAGE = '<!doctype html><html><head></head><body><div id="root"><!--# include virtual="/mf/$fw_first_screen.$fw_lang.html" stub="none" --></div></body></html>';
  // The booking detail as the remote's live page renders it: the buyer's name and phone.
  const BUNDLE = `
    exports.live = {
      'page--my-booking-list--detail--': async (req) => {
        const id = /detail\\/(\\d+)/.exec(req.url)[1];
        const res = await req.fetch('/svc/booking/detail?bookingId=' + id, {});
        if (res.status !== 200) return null;
        const b = await res.json();
        return '<div data-first-screen=""><h1>' + b.regUser.name + '</h1><p>' + b.regUser.mobileNumber + '</p></div>';
      },
      'page--contents--blog': async (req) => {
        const res = await req.fetch('/cmn/board/list?langs=en', {});
        return '<div data-first-screen=""><h1>Blog</h1><p>' + (await res.json()).cnt + '</p></div>';
      },
    };`;
  let t: TestApp;
  let root: string;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'forwarder-issue22-live-'));
    const put = (rel: string, body: string) => {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), body);
    };
    put('shell/dist/index.html', PAGE);
    for (const remote of ['booking', 'content']) {
      put(`mfe-${remote}/dist/server/prerender.cjs`, BUNDLE);
      put(`mfe-${remote}/dist/server/styles.css`, '');
    }
    t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: root });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers the booking detail rendered with the buyer's name and phone no-store", async () => {
    const cookie = await signIn(t.app, 'buyer');
    const user = await t.app.db.selectFrom('users').select(['id', 'name']).where('email', '=', DEMO_ACCOUNTS.buyer.email).executeTakeFirstOrThrow();
    const booking = await t.app.db.selectFrom('bookings').select('booking_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    for (const url of [`/my-booking-list/detail/${booking.booking_id}`, `/my-booking-list/detail/${booking.booking_id}?tab=chat`]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html', cookie } });
      assert.equal(res.statusCode, 200);
      assert.match(res.body, new RegExp(`<h1>${user.name}</h1>`), 'rendered with the buyer\'s data');
      assert.equal(res.headers['cache-control'], 'no-store', url);
    }
    // A page of public data rendered for a visitor stays revalidated, not private to a session.
    const blog = await t.app.inject({ url: '/contents/blog', headers: { accept: 'text/html' } });
    assert.match(blog.body, /<h1>Blog<\/h1>/);
    assert.equal(blog.headers['cache-control'], 'private, no-cache');
  });

  it('decides it by whether the live render had a session', () => {
    assert.equal(pageCacheControl(true, true), 'no-store');
    assert.equal(pageCacheControl(true, false), 'private, no-cache');
    assert.equal(pageCacheControl(false, true), 'no-cache');
    assert.equal(pageCacheControl(false, false), 'no-cache');
  });
});

describe('issue 22: U+0000 and lone surrogates are refused at the contract, never a 500', () => {
  let t: TestApp;
  let buyer: string;
  let staff: string;
  let openChat: number;
  let offers: SpotList['list'];
  before(async () => {
    t = await createTestApp();
    buyer = await signIn(t.app, 'buyer');
    staff = await signIn(t.app, 'staff');
    const list = v.parse(contract.BookingListSchema, json(await t.app.inject({ url: '/svc/booking/list?flagInquiry=true', headers: { cookie: buyer } })));
    openChat = list.list[0]!.bookingId;
    offers = v.parse(contract.SpotListSchema, json(await t.app.inject({ url: '/svc/freight/spot/list' }))).list;
  });
  after(() => t.close());

  const refused = (res: Awaited<ReturnType<FastifyInstance['inject']>>, what: string) => {
    assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, `${what}: ${res.body}`);
    assert.match(json<{ message: string }>(res).message, /U\+0000 or an unpaired surrogate/, what);
  };

  it('the board list title', async () => {
    assert.equal((await t.app.inject({ url: '/cmn/board/list?title=Inco' })).statusCode, 200);
    refused(await t.app.inject({ url: '/cmn/board/list?title=%00' }), 'title=%00');
    refused(await t.app.inject({ url: '/cmn/board/list?title=a%00b&langs=en' }), 'title=a%00b');
    refused(await t.app.inject({ url: '/cmn/board/list?ti%00tle=x' }), 'a NUL in a key');
  });

  it('chat content, a profile name, an invoice item, a booking memo and an item detail', async () => {
    const chat = (content: unknown, extra: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: '/svc/inquiry', headers: { cookie: buyer }, payload: { bookingId: openChat, content, ...extra } });
    assert.equal((await chat('hello')).statusCode, 200);
    refused(await chat('hel\u0000lo'), 'chat NUL');
    refused(await chat('\u0000'), 'chat NUL alone');
    refused(await chat('broken \ud800 pair'), 'chat lone high surrogate');
    refused(await chat('broken \udc00'), 'chat lone low surrogate');
    refused(await chat('hi', { ['x\u0000']: 1 }), 'a NUL in a key');
    assert.equal((await chat('emoji 😀 fine')).statusCode, 200, 'a surrogate pair is a character');

    const profile = (name: string) =>
      t.app.inject({ method: 'PUT', url: '/cmn/auth/user', headers: { cookie: buyer }, payload: { name, country: 'C0820', mobileCountry: '233', mobileNumber: '241234567', flagSubscribe: false } });
    assert.equal((await profile('Daniel Mensah')).statusCode, 200);
    refused(await profile('Daniel\u0000Mensah'), 'profile name');

    const pi = (description: string) =>
      t.app.inject({ method: 'POST', url: '/staff/pi', headers: { cookie: staff }, payload: { bookingId: openChat, dueDtm: '2030-01-31', curr: 'USD', currRate: 0, itemList: [{ description, unitSize: 'FT20', total: 1300 }] } });
    assert.equal((await pi('Hyundai Tucson')).statusCode, 200);
    refused(await pi('Hyundai\u0000Tucson'), 'P.I item description');

    const today = new Date().toISOString().slice(0, 10);
    const o = offers.find((x) => x.isActive && x.depositExpirationDate > today && x.costDisplay !== null && x.cargoType === 'CONT')!;
    const booking = (memo: string, itemDetail: string) =>
      t.app.inject({
        method: 'POST',
        url: '/svc/booking/simple',
        headers: { cookie: buyer },
        payload: {
          cargoType: o.cargoType, dptCountry: o.dptCountry, dptPort: o.dptPort, arvCountry: o.arvCountry, arvPort: o.arvPort, email: DEMO_ACCOUNTS.buyer.email,
          itemList: [{ cargoSize: o.cargoSize, tradeCondition: o.tradeCondition, freRateLegacyId: o.freRateLegacyId, itemDetail }],
          memo, flagSpot: true, curr: 'USD', currRate: 0, currDate: '',
        },
      });
    refused(await booking('Call\u0000me', 'Hyundai Tucson 2019'), 'booking memo');
    refused(await booking('Call me', 'Hyundai\u0000Tucson'), 'item detail');
    assert.equal((await booking('Call me', 'Hyundai Tucson 2019')).statusCode, 200, 'the same booking without them');
  });

  it('finds them at any depth, keys included', () => {
    assert.equal(unsafeTextAt({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }), 'a.1.c');
    assert.equal(unsafeTextAt({ ['k\ud800']: 1 }), 'k\ud800');
    assert.equal(unsafeTextAt('\udfff'), '');
    assert.equal(unsafeTextAt({ ok: 'Привет 😀', n: 1, list: [null, true] }), null);
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 20_000; i += 1) deep = [deep];
    assert.equal(typeof unsafeTextAt(deep), 'string', 'no stack overflow');
  });
});

describe("issue 22: requests Node's parser refuses answer in the api's error shape", () => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp();
    port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  after(() => t.close());

  const raw = (request: string) =>
    new Promise<string>((resolve) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => (data += chunk.toString('utf8')));
      socket.on('close', () => resolve(data));
      socket.on('error', () => resolve(data));
    });

  it('a bad Content-Length, a malformed header: 400 { errorCode, message }', async () => {
    for (const request of [
      'POST /cmn/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      'POST /cmn/login HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      'GET /cmn/curr HTTP/1.1\r\nHost: localhost\r\nBad Header Line\r\n\r\n',
    ]) {
      const answer = await raw(request);
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      assert.match(head, /^HTTP\/1\.1 400 /, request);
      assert.match(head, /content-type: application\/json/i);
      const parsed = JSON.parse(body) as { errorCode?: unknown; message?: unknown };
      assert.equal(parsed.errorCode, 'BAD_REQUEST', body);
      assert.equal(typeof parsed.message, 'string');
    }
  });
});

describe('issue 22: a path that is no page of the suite answers 404 (all-in-one mode)', () => {
  const INDEX = '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
  let t: TestApp;
  let root: string;
  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'forwarder-issue22-pages-'));
    mkdirSync(join(root, 'shell/dist'), { recursive: true });
    writeFileSync(join(root, 'shell/dist/index.html'), INDEX);
    t = await createTestApp({ SERVE_STATIC: '1', STATIC_ROOT: root });
  });
  after(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  const page = (url: string) => t.app.inject({ url, headers: { accept: 'text/html' } });

  it("answers the app's HTML (its not-found page) with status 404, and every page 200", async () => {
    for (const url of ['/no-such-page', '/no-such-page/at-all', '/member', '/member/nope', '/member/change-password/a/b', '/my-booking-list/detail', '/contents/team-nobody', '/contents/tracking/x', '/policy/nope', '/Member/sign-in']) {
      const res = await page(url);
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.body, INDEX, url);
      assert.match(String(res.headers['content-type']), /^text\/html/);
    }
    for (const url of ['/', '/member/sign-in', '/member/sign-in/after-shipping-quotation', '/member/change-password/abc', '/my-booking-list', '/my-booking-list/detail/3', '/contents/oceanFreight-detail/240101?Korea-to-Ghana', '/contents/oceanFreight-confirmed/1/a%40b-c', '/contents/blog/any/post', '/contents/team-equipment', '/policy/terms-of-use', '/contents/tracking/']) {
      const res = await page(url);
      assert.equal(res.statusCode, 200, url);
      assert.equal(res.body, INDEX, url);
    }
    assert.equal((await t.app.inject({ method: 'HEAD', url: '/no-such-page', headers: { accept: 'text/html' } })).statusCode, 404);
  });

  it("keeps the gateway's page list equal to the suite's (knownPagePattern, verbatim)", () => {
    const template = read('deploy/nginx/gateway.conf.template');
    assert.ok(template.includes(`"~${paths.knownPagePattern}" 0;`), 'deploy/nginx/gateway.conf.template: the $forwarder_unknown_page map does not hold knownPagePattern of @forwarder/shared/paths');
    // The not-found page keeps the address's language (`?lang=`: an internal redirect drops the query).
    assert.match(template, /error_page 404 \/\.forwarder-not-found\?lang=\$arg_lang;\s*\n\s*if \(\$forwarder_unknown_page\) \{ return 404; \}/);
  });
});

describe('issue 22: the gateway and the static containers log no secrets', () => {
  it('use the redacted format: no $request (its query), no $http_referer, tokens in page paths replaced', () => {
    const format = read('deploy/nginx/log-format.conf');
    const directive = /log_format forwarder_redacted ([^;]*);/.exec(format)?.[1] ?? '';
    assert.ok(directive, 'log-format.conf defines forwarder_redacted');
    assert.doesNotMatch(directive, /\$request\b|\$request_uri|\$uri|\$args|\$query_string|\$http_referer/);
    assert.match(directive, /\$request_method \$forwarder_log_path/);
    for (const file of ['deploy/nginx/gateway.conf.template', 'deploy/nginx/static.conf.template']) {
      const text = read(file);
      assert.match(text, /^\s+access_log \/dev\/stdout forwarder_redacted;$/m, file);
      assert.doesNotMatch(text, /access_log (?!off|\/dev\/stdout forwarder_redacted)/, `${file}: another access log`);
    }
  });
});
