import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { sha256Hex } from '../../src/lib/crypto.ts';
import { contract } from '../../src/lib/shared.ts';
import { browserPasswordHash, createTestApp, DEMO_ACCOUNTS, errorOf, json, setCookie, signIn, type TestApp } from '../helpers.ts';

describe('sign-in, session and sign-out', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/cmn/login', payload: payload as object, headers });

  it('signs the demo customer in and answers the AuthUser shape with an HttpOnly, SameSite=Lax cookie', async () => {
    const a = DEMO_ACCOUNTS.buyer;
    const res = await login({ email: a.email, pwd: browserPasswordHash(a.password) });
    assert.equal(res.statusCode, 200);
    const user = v.parse(contract.AuthUserSchema, json(res));
    assert.equal(user.name, 'Daniel Mensah');
    assert.equal(user.email, a.email);
    assert.equal(user.role, 'USER');
    assert.equal(user.priceMasked, false);
    const sid = setCookie(res, 'sid');
    assert.ok(sid, 'session cookie set');
    assert.match(sid.value, /^[A-Za-z0-9_-]{43}$/, '256-bit base64url id');
    assert.match(sid.raw, /HttpOnly/);
    assert.match(sid.raw, /SameSite=Lax/);
    assert.match(sid.raw, /Path=\//);
    assert.doesNotMatch(sid.raw, /Secure/, 'not Secure outside production');
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const a = DEMO_ACCOUNTS.buyer;
    const res = await login({ email: `  ${a.email.toUpperCase()} `, pwd: browserPasswordHash(a.password) });
    assert.equal(res.statusCode, 200);
  });

  it('stores the session id hashed, and the password as argon2id (m=19456, t=2, p=1)', async () => {
    const cookie = await signIn(t.app, 'buyer');
    const id = cookie.split('=')[1] ?? '';
    const stored = await t.app.db.selectFrom('sessions').select('id').execute();
    assert.ok(!stored.some((s) => s.id === id), 'raw id never stored');
    assert.ok(stored.some((s) => s.id === sha256Hex(id)), 'sha256 of the id stored');
    const user = await t.app.db.selectFrom('users').select('pwd_hash').where('email', '=', DEMO_ACCOUNTS.buyer.email).executeTakeFirstOrThrow();
    assert.match(user.pwd_hash, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('answers 401 INVALID_CREDENTIALS for a wrong password or an unknown email', async () => {
    const wrong = await login({ email: DEMO_ACCOUNTS.buyer.email, pwd: browserPasswordHash('not-the-password') });
    assert.deepEqual(errorOf(wrong), { status: 401, errorCode: 'INVALID_CREDENTIALS', hasMessage: true });
    assert.equal(setCookie(wrong, 'sid'), undefined);
    const unknown = await login({ email: 'nobody@example.com', pwd: browserPasswordHash('whatever-123') });
    assert.deepEqual(errorOf(unknown), { status: 401, errorCode: 'INVALID_CREDENTIALS', hasMessage: true });
  });

  it('answers 400 for bad bodies, never 500', async () => {
    const cases: Array<{ payload?: string; type?: string }> = [
      { payload: JSON.stringify({ email: 'demo.buyer@example.com' }) },
      { payload: JSON.stringify({ email: 'not-an-email', pwd: 'x'.repeat(64) }) },
      { payload: JSON.stringify({ email: 'demo.buyer@example.com', pwd: 'short' }) },
      { payload: JSON.stringify({ email: 42, pwd: ['a'] }) },
      { payload: JSON.stringify([]) },
      { payload: '{"email": ' },
      { payload: '' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: c.payload, headers: { 'content-type': c.type ?? 'application/json' } });
      assert.equal(res.statusCode, 400, `${c.payload} -> ${res.statusCode} ${res.body}`);
      const err = errorOf(res);
      assert.ok(typeof err.errorCode === 'string' && err.hasMessage, res.body);
    }
    const none = await t.app.inject({ method: 'POST', url: '/cmn/login' });
    assert.equal(none.statusCode, 400);
    assert.equal(json(none).errorCode, 'VALIDATION_FAILED');
    const text = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: 'email=a', headers: { 'content-type': 'text/plain' } });
    assert.deepEqual(errorOf(text), { status: 415, errorCode: 'UNSUPPORTED_MEDIA_TYPE', hasMessage: true });
  });

  it('GET /cmn/auth/user: 401 signed out, the user when signed in', async () => {
    const out = await t.app.inject({ url: '/cmn/auth/user' });
    assert.deepEqual(errorOf(out), { status: 401, errorCode: 'UNAUTHENTICATED', hasMessage: true });
    const forged = await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: 'sid=forged-value' } });
    assert.equal(forged.statusCode, 401);
    const cookie = await signIn(t.app, 'staff');
    const res = await t.app.inject({ url: '/cmn/auth/user', headers: { cookie } });
    assert.equal(res.statusCode, 200);
    const user = v.parse(contract.AuthUserSchema, json(res));
    assert.equal(user.email, DEMO_ACCOUNTS.staff.email);
    assert.equal(user.role, 'STAFF');
  });

  it('rotates the session id at sign-in: the old id stops working', async () => {
    const first = await signIn(t.app, 'buyer');
    const second = await signIn(t.app, 'buyer', first);
    assert.notEqual(first, second);
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: first } })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: second } })).statusCode, 200);
  });

  it('signs out: deletes the session and clears the cookie; signing out twice is fine', async () => {
    const cookie = await signIn(t.app, 'buyer');
    const res = await t.app.inject({ method: 'POST', url: '/cmn/logout', headers: { cookie } });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res), { ok: true });
    const cleared = setCookie(res, 'sid');
    assert.ok(cleared && cleared.value === '' && /Expires=Thu, 01 Jan 1970|Max-Age=0/.test(cleared.raw), cleared?.raw);
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie } })).statusCode, 401);
    const again = await t.app.inject({ method: 'POST', url: '/cmn/logout', headers: { cookie } });
    assert.equal(again.statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url: '/cmn/logout' })).statusCode, 200);
  });

  it('ends a session after the idle timeout and after the absolute timeout', async () => {
    const idle = await signIn(t.app, 'buyer');
    const idleId = sha256Hex(idle.split('=')[1] ?? '');
    await t.app.db.updateTable('sessions').set({ last_seen_at: new Date(Date.now() - t.config.session.idleMs - 1000) }).where('id', '=', idleId).execute();
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: idle } })).statusCode, 401);
    assert.equal((await t.app.db.selectFrom('sessions').select('id').where('id', '=', idleId).execute()).length, 0, 'expired row deleted');

    const old = await signIn(t.app, 'buyer');
    const oldId = sha256Hex(old.split('=')[1] ?? '');
    await t.app.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', oldId).execute();
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: old } })).statusCode, 401);
  });

  it('keeps an active session alive by refreshing last_seen_at', async () => {
    const cookie = await signIn(t.app, 'buyer');
    const id = sha256Hex(cookie.split('=')[1] ?? '');
    const stale = new Date(Date.now() - t.config.session.idleMs + 120_000);
    await t.app.db.updateTable('sessions').set({ last_seen_at: stale }).where('id', '=', id).execute();
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie } })).statusCode, 200);
    const row = await t.app.db.selectFrom('sessions').select('last_seen_at').where('id', '=', id).executeTakeFirstOrThrow();
    assert.ok(row.last_seen_at.getTime() > stale.getTime() + 60_000);
  });
});

describe('sign-in rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN: '3' });
  });
  after(() => t.close());

  it('answers 429 RATE_LIMITED after RATE_LIMIT_LOGIN attempts a window', async () => {
    const attempt = () => t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email: 'x@example.com', pwd: browserPasswordHash('abcdefgh') } });
    for (let i = 0; i < 3; i += 1) assert.equal((await attempt()).statusCode, 401);
    const limited = await attempt();
    assert.deepEqual(errorOf(limited), { status: 429, errorCode: 'RATE_LIMITED', hasMessage: true });
    assert.ok(limited.headers['retry-after']);
    assert.match(String(limited.headers['content-security-policy']), /default-src 'self'/);
  });
});
