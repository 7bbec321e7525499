// @both-databases
/**
 * Issue 14's acceptance on the api (PGlite and PostgreSQL): production settings fail closed,
 * limits live in the database and hold across two apps on one database, CSRF and body types,
 * personal-data headers, and logs without secrets.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp, redactUrl } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { sha256Hex } from '../src/lib/crypto.ts';
import { requestGuardPlugin } from '../src/plugins/request-guard.ts';
import { browserPasswordHash, createTestApp, DEMO_ACCOUNTS, errorOf, json, setCookie, signIn, TEST_ENV, type TestApp } from './helpers.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);

describe('configuration fails closed', () => {
  it('without NODE_ENV the api is production: no seed, no test seams', () => {
    const c = loadConfig({ NODE_ENV: undefined, SEED: undefined });
    assert.equal(c.nodeEnv, 'production');
    assert.equal(c.isProduction, true);
    assert.equal(c.seed, false);
    assert.equal(c.devSeams, false);
    assert.equal(c.session.cookieName, '__Host-sid');
  });

  it('development and test seed and have the seams; SEED=1 is refused in production', () => {
    for (const env of ['development', 'test']) {
      const c = loadConfig({ NODE_ENV: env, SEED: undefined });
      assert.equal(c.seed, true, env);
      assert.equal(c.devSeams, true, env);
    }
    assert.throws(() => loadConfig({ NODE_ENV: 'production', SEED: '1' }), /SEED/);
    assert.equal(loadConfig({ NODE_ENV: 'development', SEED: '0' }).seed, false);
  });
});

describe('a demo account cannot sign in with production settings', () => {
  let dev: TestApp;
  let dir: string | null = null;
  before(async () => {
    if (onPostgres) dev = await createTestApp();
    else {
      // Two apps in turn on one PGlite folder (PGlite opens a folder once at a time).
      dir = mkdtempSync(join(tmpdir(), 'forwarder-hardening-'));
      dev = await createTestApp({ PGLITE_DIR: dir });
    }
  });
  after(async () => {
    await dev.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the production api refuses to start on a database with a demo account', async () => {
    assert.equal((await dev.app.inject({ method: 'POST', url: '/cmn/login', payload: { email: DEMO_ACCOUNTS.staff.email, pwd: browserPasswordHash(DEMO_ACCOUNTS.staff.password) } })).statusCode, 200);
    const prod: Config = { ...loadConfig({ ...TEST_ENV, NODE_ENV: 'production', SEED: '0' }), databaseUrl: dev.config.databaseUrl, pgliteDir: dev.config.pgliteDir };
    if (dir) await dev.app.close();
    await assert.rejects(buildApp(prod), /refusing to start in production: demo account/);
    if (dir) dev = await createTestApp({ PGLITE_DIR: dir });
  });

  it('and starts on one without (deleting them is enough)', async () => {
    const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
    await dev.app.db.deleteFrom('bookings').execute();
    await dev.app.db.deleteFrom('users').where('email', 'in', emails).execute();
    const prod: Config = { ...loadConfig({ ...TEST_ENV, NODE_ENV: 'production', SEED: '0' }), databaseUrl: dev.config.databaseUrl, pgliteDir: dev.config.pgliteDir };
    if (dir) await dev.app.close();
    const app = await buildApp(prod);
    try {
      const res = await app.inject({ method: 'POST', url: '/cmn/login', payload: { email: DEMO_ACCOUNTS.buyer.email, pwd: browserPasswordHash(DEMO_ACCOUNTS.buyer.password) } });
      assert.deepEqual(errorOf(res), { status: 401, errorCode: 'INVALID_CREDENTIALS', hasMessage: true });
      assert.equal((await app.inject({ url: '/dev/mail' })).statusCode, 404);
    } finally {
      await app.close();
      if (dir) dev = await createTestApp({ PGLITE_DIR: dir });
    }
  });
});

describe('limits in the database, shared by two apps on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: '3', RATE_LIMIT_LOGIN_BACKOFF_MS: '60000', RATE_LIMIT_LOGIN: '6', RATE_LIMIT_PREFS: '3' });
    // On PostgreSQL a second app (its own pool, its own memory) on the same database is what a
    // second replica is. PGlite is one process's database: the second app is the same one.
    second = onPostgres ? await buildApp(t.config) : t.app;
  });
  after(async () => {
    if (second !== t.app) await second.close();
    await t.close();
  });

  const login = (app: FastifyInstance, email: string, password: string, ip = '10.0.0.1') =>
    app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd: browserPasswordHash(password) }, remoteAddress: ip });

  it('locks an account for one address after RATE_LIMIT_LOGIN_ACCOUNT failures from it, whichever app answered', async () => {
    const { email, password } = DEMO_ACCOUNTS.buyer;
    assert.equal((await login(t.app, email, 'wrong-1', '10.0.0.2')).statusCode, 401);
    assert.equal((await login(second, email, 'wrong-2', '10.0.0.2')).statusCode, 401);
    assert.equal((await login(t.app, email, 'wrong-3', '10.0.0.2')).statusCode, 401);
    const locked = await login(second, email, password, '10.0.0.2');
    assert.deepEqual(errorOf(locked), { status: 429, errorCode: 'RATE_LIMITED', hasMessage: true }, 'even the right password waits, from that address');
    assert.match(json<{ message: string }>(locked).message, /try again in \d+ seconds/);
    const row = await t.app.db.selectFrom('login_throttle').selectAll().where('email', '=', email).where('address', '=', '10.0.0.2').executeTakeFirstOrThrow();
    assert.equal(row.failures, 3);
    // Another account is not affected.
    assert.equal((await login(t.app, DEMO_ACCOUNTS.test.email, DEMO_ACCOUNTS.test.password, '10.0.0.6')).statusCode, 200);
  });

  it('backs off: each further failure doubles the lock', async () => {
    const email = 'nobody-backoff@example.com';
    const lockMs = async () => {
      const r = await t.app.db.selectFrom('login_throttle').select('locked_until').where('email', '=', email).executeTakeFirstOrThrow();
      return (r.locked_until?.getTime() ?? 0) - Date.now();
    };
    for (let i = 0; i < 3; i += 1) await login(t.app, email, 'x', '10.1.0.1');
    const first = await lockMs();
    assert.ok(first > 50_000 && first <= 60_000, `first lock ${first}`);
    await t.app.db.updateTable('login_throttle').set({ locked_until: new Date(Date.now() - 1) }).where('email', '=', email).execute();
    await login(second, email, 'x', '10.1.0.1');
    const doubled = await lockMs();
    assert.ok(doubled > 110_000 && doubled <= 120_000, `second lock ${doubled}`);
  });

  it('a success clears the failures', async () => {
    const { email, password } = DEMO_ACCOUNTS.staff;
    await login(t.app, email, 'nope', '10.2.0.1');
    assert.equal((await login(second, email, password, '10.2.0.1')).statusCode, 200);
    assert.equal(await t.app.db.selectFrom('login_throttle').select('email').where('email', '=', email).executeTakeFirst(), undefined);
  });

  it('limits failed sign-ins per IP across both apps, counted in the login_address_throttle table', async () => {
    const ip = '10.3.0.1';
    for (let i = 0; i < 6; i += 1) {
      const res = await login(i % 2 ? second : t.app, `someone-${i}@example.com`, 'x', ip);
      assert.equal(res.statusCode, 401, `attempt ${i}`);
    }
    const limited = await login(second, 'someone-else@example.com', 'x', ip);
    assert.deepEqual(errorOf(limited), { status: 429, errorCode: 'RATE_LIMITED', hasMessage: true });
    const row = await t.app.db.selectFrom('login_address_throttle').selectAll().where('address', '=', ip).executeTakeFirstOrThrow();
    assert.equal(row.failures, 6, 'the refused try is not counted');
    assert.equal((await login(t.app, 'x@example.com', 'x', '10.3.0.2')).statusCode, 401, 'another IP is not limited');
  });

  it('limits anonymous PUT /cmn/curr and /cmn/language per IP, creating no session rows', async () => {
    const count = async () => Number((await t.app.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const sessionsBefore = await count();
    for (const url of ['/cmn/curr?curr=EUR', '/cmn/language?lang=ru']) {
      for (let i = 0; i < 3; i += 1) assert.equal((await (i % 2 ? second : t.app).inject({ method: 'PUT', url, remoteAddress: '10.4.0.1' })).statusCode, 200);
      const limited = await second.inject({ method: 'PUT', url, remoteAddress: '10.4.0.1' });
      assert.deepEqual(errorOf(limited), { status: 429, errorCode: 'RATE_LIMITED', hasMessage: true }, url);
    }
    assert.equal(await count(), sessionsBefore);
  });

  it('deletes expired sessions and counters on the housekeeping sweep', async () => {
    const past = new Date(Date.now() - 1000);
    await t.app.db
      .insertInto('sessions')
      .values([
        { id: sha256Hex('expired'), user_id: null, curr: null, lang: null, created_at: past, last_seen_at: past, expires_at: past },
        { id: sha256Hex('idle'), user_id: null, curr: null, lang: null, created_at: new Date(0), last_seen_at: new Date(0), expires_at: new Date(Date.now() + 86_400_000) },
      ])
      .execute();
    await t.app.db.insertInto('rate_limits').values({ key: 'test|old', count: 5, reset_at: past }).execute();
    await t.app.sessions.sweep();
    const left = await t.app.db.selectFrom('sessions').select('id').where('id', 'in', [sha256Hex('expired'), sha256Hex('idle')]).execute();
    assert.deepEqual(left, []);
    assert.equal(await t.app.db.selectFrom('rate_limits').select('key').where('key', '=', 'test|old').executeTakeFirst(), undefined);
  });
});

describe('CSRF and body types', () => {
  let t: TestApp;
  let cookie: string;
  before(async () => {
    t = await createTestApp();
    cookie = await signIn(t.app, 'buyer');
  });
  after(() => t.close());

  it('refuses a state-changing request from a foreign Origin or a cross-site fetch with 403', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost.evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'http://localhost:80' },
    ]) {
      for (const [method, url] of [
        ['PUT', '/cmn/curr?curr=EUR'],
        ['PUT', '/cmn/language?lang=ru'],
        ['POST', '/cmn/logout'],
        ['POST', '/ext/exchange/exchanges/current-rate?from=USD&to=EUR'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: { ...headers, cookie } });
        assert.deepEqual(errorOf(res), { status: 403, errorCode: 'CROSS_SITE', hasMessage: true }, `${method} ${url} ${JSON.stringify(headers)}`);
      }
    }
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie } })).statusCode, 200, 'still signed in: the forged logout did nothing');
  });

  it('lets the site itself (same Origin, same-origin fetch) and callers without Origin through', async () => {
    for (const headers of [{ origin: 'http://localhost:80', host: 'localhost:80' }, { 'sec-fetch-site': 'same-origin' }, {}, { origin: t.config.publicUrl }]) {
      const res = await t.app.inject({ method: 'PUT', url: '/cmn/curr?curr=EUR', headers: { ...headers, cookie } });
      assert.equal(res.statusCode, 200, JSON.stringify(headers));
    }
    const rate = await t.app.inject({ method: 'POST', url: '/ext/exchange/exchanges/current-rate?from=USD&to=EUR', headers: { 'sec-fetch-site': 'same-origin' } });
    assert.equal(rate.statusCode, 200, 'the browser posts it without a body');
    const logout = await t.app.inject({ method: 'POST', url: '/cmn/logout', headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' } });
    assert.equal(logout.statusCode, 200);
  });

  it('answers 415 for form-encoded, multipart and text bodies', async () => {
    const bodies = [
      { type: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&pwd=x' },
      { type: 'multipart/form-data; boundary=XX', payload: '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--XX--\r\n' },
      { type: 'text/plain', payload: '{"email":"a@b.c"}' },
      { type: 'application/xml', payload: '<a/>' },
    ];
    for (const url of ['/cmn/login', '/svc/subscriber']) {
      for (const b of bodies) {
        const res = await t.app.inject({ method: 'POST', url, payload: b.payload, headers: { 'content-type': b.type } });
        assert.deepEqual(errorOf(res), { status: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE', hasMessage: true }, `${url} ${b.type}`);
      }
    }
    const json415 = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: '{}', headers: { 'content-type': 'application/json; charset=utf-8' } });
    assert.equal(json415.statusCode, 400, 'JSON with a charset is JSON');
  });

  it('lets a route that declares config.bodyTypes take that type, still refusing a foreign Origin', async () => {
    const app = Fastify();
    await app.register(requestGuardPlugin, { config: t.config });
    app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.post('/upload', { config: { bodyTypes: ['text/csv'] } }, async (req) => ({ got: req.body }));
    app.post('/json-only', async () => ({ ok: true }));
    app.setErrorHandler((err: { statusCode?: number }, _req, reply) => reply.code(err.statusCode ?? 500).send({}));
    const csv = { payload: 'a,b\n1,2', headers: { 'content-type': 'text/csv' } };
    assert.equal((await app.inject({ method: 'POST', url: '/upload', ...csv })).statusCode, 200);
    assert.equal((await app.inject({ method: 'POST', url: '/json-only', ...csv })).statusCode, 415);
    assert.equal((await app.inject({ method: 'POST', url: '/upload', payload: csv.payload, headers: { ...csv.headers, origin: 'https://evil.example' } })).statusCode, 403);
    await app.close();
  });
});

describe('headers on personal data', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('Cache-Control no-store on /cmn and /svc answers; Permissions-Policy and COOP everywhere', async () => {
    const cookie = await signIn(t.app, 'buyer');
    for (const url of ['/cmn/auth/user', '/cmn/curr', '/cmn/user/badge', '/cmn/board/list', '/cmn/does-not-exist']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      assert.equal(res.headers['cache-control'], 'no-store', url);
    }
    for (const url of ['/cmn/auth/user', '/runtime-config.json', '/nope', '/media/blog/blog-1.svg']) {
      const res = await t.app.inject({ url });
      assert.match(String(res.headers['permissions-policy']), /camera=\(\)/, url);
      assert.equal(res.headers['cross-origin-opener-policy'], 'same-origin', url);
    }
  });
});

describe('logs never carry a password hash, a session id or a token', () => {
  const lines: string[] = [];
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (line: string) => void lines.push(line) } });
  });
  after(() => t.close());

  it('captures a run of sign-ins, failures, tokens in queries and paths, and finds none of them', async () => {
    const secrets: string[] = [];
    const { email, password } = DEMO_ACCOUNTS.buyer;
    const pwd = browserPasswordHash(password);
    secrets.push(pwd, browserPasswordHash('wrong-password'));
    const ok = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd } });
    const sid = setCookie(ok, t.app.config.session.cookieName)?.value ?? '';
    assert.ok(sid);
    secrets.push(sid);
    await t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd: browserPasswordHash('wrong-password') } });
    await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: `sid=${sid}` } });
    const token = 'Tk_' + 'a1B2c3D4e5F6g7H8i9J0kLmN';
    secrets.push(token);
    await t.app.inject({ method: 'PUT', url: `/cmn/unsubscribe?emailHash=${token}` });
    await t.app.inject({ method: 'PUT', url: `/cmn/user/confirm?emailHash=${token}` });
    await t.app.inject({ url: `/member/change-password/${token}` });
    await t.app.inject({ method: 'POST', url: '/cmn/login', payload: `{"email":"${email}","pwd":"${pwd}"` });
    assert.ok(lines.length >= 8, `logged ${lines.length} lines`);
    const log = lines.join('\n');
    for (const s of secrets) assert.ok(!log.includes(s), `the log contains ${s.slice(0, 6)}…`);
    assert.ok(!/"pwd"/.test(log), 'no pwd field');
    assert.match(log, /\/cmn\/unsubscribe\?emailHash=~/, 'the query names stay, their values are redacted');
    console.log(`# captured ${lines.length} log lines, ${secrets.length} secrets absent`);
  });

  it('redactUrl keeps paths and names, drops values and token-like segments', () => {
    assert.equal(redactUrl('/cmn/curr?curr=EUR&x=1'), '/cmn/curr?curr=~&x=~');
    assert.equal(redactUrl('/member/change-password/abcdefghijklmnopqrstuvwxyz012345'), '/member/change-password/~');
    assert.equal(redactUrl('/mf/member/assets/main.3f2a1b9c.js'), '/mf/member/assets/main.3f2a1b9c.js');
  });
});
