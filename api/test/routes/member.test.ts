import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { sha256Hex } from '../../src/lib/crypto.ts';
import { contract } from '../../src/lib/shared.ts';
import { browserPasswordHash, createTestApp, createUserAndSignIn, DEMO_ACCOUNTS, errorOf, json, setCookie, signIn, type TestApp } from '../helpers.ts';

const PASSWORD = 'Harbour#2026';

function signUpBody(email: string, over: Record<string, unknown> = {}) {
  return { email, pwd: browserPasswordHash(PASSWORD), name: 'Ama Owusu', lang: 'en', country: 'C0820', mobileCountry: '233', mobileNumber: '24-555-0100', flagSubscribe: true, ...over };
}

/** The newest captured mail to `email` and the token of its link to `page`. */
async function mailTo(t: TestApp, email: string, page: 'confirm-email-completed' | 'change-password') {
  const { list } = v.parse(contract.DevMailListSchema, json(await t.app.inject({ url: '/dev/mail' })));
  const mail = list.find((m) => m.to.includes(email));
  assert.ok(mail, `a mail to ${email}`);
  const link = mail.links.find((l) => l.includes(`/member/${page}/`));
  assert.ok(link, `a /member/${page}/ link in ${mail.subject}`);
  return { mail, link, token: link.split('/').pop() ?? '' };
}

describe('member: sign-up, confirmation, sign-in', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://ship.example' });
  });
  after(() => t.close());

  const signUp = (payload: unknown, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/cmn/auth/user', payload: payload as object, headers });
  const login = (email: string, password = PASSWORD, cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd: browserPasswordHash(password) }, headers: cookie ? { cookie } : {} });

  it('signs up, mails a single-use 24 h confirmation link in the user language, and refuses sign-in until confirmed', async () => {
    const email = 'ama.owusu@example.com';
    const res = await signUp(signUpBody('Ama.Owusu@Example.com', { lang: 'es' }), { host: 'evil.example' });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(v.parse(contract.OkSchema, json(res)), { ok: true });
    const user = await t.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(user.email_confirmed, false);
    assert.equal(user.lang, 'es');
    assert.match(user.pwd_hash, /^\$argon2id\$/);

    const { mail, link, token } = await mailTo(t, email, 'confirm-email-completed');
    assert.match(mail.subject, /Confirme su correo/);
    assert.ok(mail.html.includes('<a href='), 'html part');
    assert.ok(mail.text.includes(link), 'text part has the link');
    assert.ok(link.startsWith('https://ship.example/member/confirm-email-completed/'), `built from PUBLIC_URL, not the Host header: ${link}`);
    assert.ok(token.length >= 22, '>= 128 bits');
    assert.doesNotMatch(token, /ama|owusu/i);
    const stored = await t.app.db.selectFrom('user_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(stored.token_hash, sha256Hex(token), 'stored hashed');
    const hours = (stored.expires_at.getTime() - stored.created_at.getTime()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24.01, `expires in 24 h (${hours})`);

    const early = await login(email);
    assert.deepEqual(errorOf(early), { status: 403, errorCode: 'EMAIL_NOT_CONFIRMED', hasMessage: true });
    assert.equal(setCookie(early, 'sid'), undefined, 'no session before confirmation');
    const wrong = await login(email, 'Wrong#2026x');
    assert.equal(wrong.statusCode, 401, 'a wrong password never learns the confirmation state');

    const ok = await t.app.inject({ method: 'PUT', url: `/cmn/user/confirm?emailHash=${token}` });
    assert.equal(ok.statusCode, 200, ok.body);
    const again = await t.app.inject({ method: 'PUT', url: `/cmn/user/confirm?emailHash=${token}` });
    assert.deepEqual(errorOf(again), { status: 400, errorCode: 'TOKEN_INVALID', hasMessage: true });

    const signed = await login(email);
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(json(signed).name, 'Ama Owusu');
    assert.equal(signed.headers['cache-control'], 'no-store');
  });

  it('answers 400 USER_EMAIL_DUPLICATE for an email that has an account (any case)', async () => {
    const res = await signUp(signUpBody(DEMO_ACCOUNTS.buyer.email.toUpperCase()));
    assert.deepEqual(errorOf(res), { status: 400, errorCode: 'USER_EMAIL_DUPLICATE', hasMessage: true });
  });

  it('refuses sign-ups whose detected country is South Korea (or unknown) with 403 KOREA_BLOCKED', async () => {
    for (const seam of ['C1570', 'none', 'fail']) {
      const res = await signUp(signUpBody(`kr-${seam}@example.com`), { cookie: `dev-country=${seam}` });
      assert.deepEqual(errorOf(res), { status: 403, errorCode: 'KOREA_BLOCKED', hasMessage: true }, seam);
    }
    assert.equal((await t.app.db.selectFrom('users').select('id').where('email', 'like', 'kr-%').execute()).length, 0);
    const ghana = await signUp(signUpBody('from-ghana@example.com'), { cookie: 'dev-country=C0820' });
    assert.equal(ghana.statusCode, 200);
  });

  it('resends the confirmation (only the newest link works); 404 for an unknown email, 400 once confirmed', async () => {
    const email = 'resend@example.com';
    assert.equal((await signUp(signUpBody(email))).statusCode, 200);
    const first = (await mailTo(t, email, 'confirm-email-completed')).token;
    const resend = await t.app.inject({ url: `/cmn/user/confirm?email=${encodeURIComponent(email)}` });
    assert.equal(resend.statusCode, 200, resend.body);
    const second = (await mailTo(t, email, 'confirm-email-completed')).token;
    assert.notEqual(first, second);
    assert.equal((await t.app.inject({ method: 'PUT', url: `/cmn/user/confirm?emailHash=${first}` })).statusCode, 400, 'the older link is retired');
    assert.equal((await t.app.inject({ method: 'PUT', url: `/cmn/user/confirm?emailHash=${second}` })).statusCode, 200);
    const done = await t.app.inject({ url: `/cmn/user/confirm?email=${encodeURIComponent(email)}` });
    assert.equal(done.statusCode, 400);
    const unknown = await t.app.inject({ url: '/cmn/user/confirm?email=nobody@example.com' });
    assert.deepEqual(errorOf(unknown), { status: 404, errorCode: 'USER_NOT_FOUND', hasMessage: true });
  });

  it('rejects an expired confirmation link', async () => {
    const email = 'late@example.com';
    assert.equal((await signUp(signUpBody(email))).statusCode, 200);
    const { token } = await mailTo(t, email, 'confirm-email-completed');
    await t.app.db.updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('token_hash', '=', sha256Hex(token)).execute();
    const res = await t.app.inject({ method: 'PUT', url: `/cmn/user/confirm?emailHash=${token}` });
    assert.deepEqual(errorOf(res), { status: 400, errorCode: 'TOKEN_INVALID', hasMessage: true });
  });

  it('rotates the session id at sign-in and rejects the old cookie after sign-out', async () => {
    const first = await signIn(t.app, 'buyer');
    const cookie = await signIn(t.app, 'buyer', first);
    assert.notEqual(cookie, first, 'new id at sign-in');
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: first } })).statusCode, 401, 'the pre-sign-in id is dead');
    const me = await t.app.inject({ url: '/cmn/auth/user', headers: { cookie } });
    assert.equal(me.statusCode, 200);
    assert.equal(me.headers['cache-control'], 'no-store');
    assert.equal((await t.app.inject({ method: 'POST', url: '/cmn/logout', headers: { cookie } })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie } })).statusCode, 401, 'the old cookie is rejected');
  });

  it('updates my information (email unchanged) for the signed-in user only', async () => {
    const profile = { name: 'Daniel K Mensah', country: 'C0820', mobileCountry: '233', mobileNumber: '20-555-0199', flagSubscribe: false };
    const anon = await t.app.inject({ method: 'PUT', url: '/cmn/auth/user', payload: profile });
    assert.equal(anon.statusCode, 401);
    const cookie = await signIn(t.app, 'buyer');
    const res = await t.app.inject({ method: 'PUT', url: '/cmn/auth/user', payload: { ...profile, email: 'hijack@example.com' }, headers: { cookie } });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['cache-control'], 'no-store');
    const user = v.parse(contract.AuthUserSchema, json(res));
    assert.equal(user.name, 'Daniel K Mensah');
    assert.equal(user.email, DEMO_ACCOUNTS.buyer.email);
    assert.equal(user.flagSubscribe, false);
    const other = await t.app.db.selectFrom('users').select('name').where('email', '=', DEMO_ACCOUNTS.test.email).executeTakeFirstOrThrow();
    assert.equal(other.name, 'Test Account');
    for (const bad of [{ ...profile, name: '1abc' }, { ...profile, mobileNumber: '12a' }, { ...profile, country: 'KR' }, { ...profile, flagSubscribe: 'yes' }, {}]) {
      const r = await t.app.inject({ method: 'PUT', url: '/cmn/auth/user', payload: bad, headers: { cookie } });
      assert.equal(r.statusCode, 400, JSON.stringify(bad));
    }
  });

  it('answers 400 (never 500) for malformed sign-up, reset and confirm input', async () => {
    const good = signUpBody('valid@example.com');
    const bodies: unknown[] = [
      {},
      [],
      { ...good, pwd: PASSWORD },
      { ...good, pwd: 'A'.repeat(64) },
      { ...good, email: 'not-an-email' },
      { ...good, name: 'José 1' },
      { ...good, mobileNumber: '+1 555' },
      { ...good, lang: 'de' },
      { ...good, country: 'Ghana' },
      { ...good, mobileCountry: '+233' },
      { ...good, flagSubscribe: 'Y' },
    ];
    for (const b of bodies) {
      const res = await signUp(b);
      assert.equal(res.statusCode, 400, `${JSON.stringify(b)} -> ${res.body}`);
      assert.equal(typeof json(res).errorCode, 'string');
    }
    for (const pwd of [PASSWORD, 'A'.repeat(64), `${'a'.repeat(63)}g`, 'a'.repeat(65)]) {
      const bad = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email: 'demo.buyer@example.com', pwd } });
      assert.equal(bad.statusCode, 400, `login pwd ${pwd}`);
    }
    const raw = await t.app.inject({ method: 'POST', url: '/cmn/auth/user', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    assert.equal(raw.statusCode, 400);
    for (const url of ['/cmn/user/confirm', '/cmn/user/confirm?emailHash=short', '/cmn/user/confirm?emailHash=%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00']) {
      assert.equal((await t.app.inject({ method: 'PUT', url })).statusCode, 400, url);
    }
    for (const url of ['/cmn/user/confirm', '/cmn/user/confirm?email=x', '/cmn/user/password?email=a@b.co', '/cmn/user/password?email=bad&country=C0820', '/cmn/user/password?email=a@b.co&country=KR']) {
      assert.equal((await t.app.inject({ url })).statusCode, 400, url);
    }
    for (const payload of [{}, { emailHash: 'x'.repeat(32) }, { emailHash: 'x'.repeat(32), pwd: 'short' }, { emailHash: 5, pwd: browserPasswordHash('x') }]) {
      assert.equal((await t.app.inject({ method: 'PUT', url: '/cmn/user/password', payload })).statusCode, 400, JSON.stringify(payload));
    }
  });
});

describe('member: forgot and reset password', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const buyer = DEMO_ACCOUNTS.buyer;
  const NEW = 'NewHarbour#77';
  const forgot = (email: string, country: string) => t.app.inject({ url: `/cmn/user/password?email=${encodeURIComponent(email)}&country=${country}` });
  const reset = (emailHash: string, password: string, cookie?: string) =>
    t.app.inject({ method: 'PUT', url: '/cmn/user/password', payload: { emailHash, pwd: browserPasswordHash(password) }, headers: cookie ? { cookie } : {} });

  it('answers 404 for an unknown email and 400 when the country does not match', async () => {
    assert.deepEqual(errorOf(await forgot('nobody@example.com', 'C0820')), { status: 404, errorCode: 'USER_NOT_FOUND', hasMessage: true });
    assert.deepEqual(errorOf(await forgot(buyer.email, 'C0100')), { status: 400, errorCode: 'USER_NOT_MATCHED', hasMessage: true });
  });

  it('mails a 1 h single-use reset link; the reset ends every other session; old password fails, new works', async () => {
    const otherDevice = await signIn(t.app, 'buyer');
    const buyerRow = await t.app.db.selectFrom('users').select(['id', 'country']).where('email', '=', buyer.email).executeTakeFirstOrThrow();
    const res = await forgot(buyer.email, buyerRow.country ?? '');
    assert.equal(res.statusCode, 200, res.body);
    const { mail, token } = await mailTo(t, buyer.email, 'change-password');
    assert.match(mail.subject, /Reset your .* password/);
    const stored = await t.app.db.selectFrom('user_tokens').selectAll().where('token_hash', '=', sha256Hex(token)).executeTakeFirstOrThrow();
    assert.equal(stored.purpose, 'RESET');
    const hours = (stored.expires_at.getTime() - stored.created_at.getTime()) / 3_600_000;
    assert.ok(hours > 0.99 && hours <= 1.01, `expires in 1 h (${hours})`);

    // A confirmation-purpose use of a reset token must not work either.
    assert.equal((await t.app.inject({ method: 'PUT', url: `/cmn/user/confirm?emailHash=${token}` })).statusCode, 400);

    const done = await reset(token, NEW);
    assert.equal(done.statusCode, 200, done.body);
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: otherDevice } })).statusCode, 401, 'other sessions ended');
    assert.deepEqual(errorOf(await reset(token, 'Again#12345')), { status: 400, errorCode: 'TOKEN_INVALID', hasMessage: true }, 'single use');

    const old = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email: buyer.email, pwd: browserPasswordHash(buyer.password) } });
    assert.equal(old.statusCode, 401);
    const fresh = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email: buyer.email, pwd: browserPasswordHash(NEW) } });
    assert.equal(fresh.statusCode, 200);
    assert.equal(buyerRow.id > 0, true);
  });

  it('keeps but rotates the session of the user making the reset, and another user token never touches this user', async () => {
    const tester = DEMO_ACCOUNTS.test;
    const testerRow = await t.app.db.selectFrom('users').select(['country', 'pwd_hash']).where('email', '=', tester.email).executeTakeFirstOrThrow();
    const buyerBefore = await t.app.db.selectFrom('users').select('pwd_hash').where('email', '=', buyer.email).executeTakeFirstOrThrow();
    const own = await signIn(t.app, 'test');
    assert.equal((await forgot(tester.email, testerRow.country ?? '')).statusCode, 200);
    const { token } = await mailTo(t, tester.email, 'change-password');
    const res = await reset(token, 'TesterNew#2026', own);
    assert.equal(res.statusCode, 200);
    const rotated = setCookie(res, 'sid');
    assert.ok(rotated && `sid=${rotated.value}` !== own, 'rotated');
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: own } })).statusCode, 401, 'old id dead');
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: `sid=${rotated.value}` } })).statusCode, 200, 'new id signed in');
    const buyerAfter = await t.app.db.selectFrom('users').select('pwd_hash').where('email', '=', buyer.email).executeTakeFirstOrThrow();
    assert.equal(buyerAfter.pwd_hash, buyerBefore.pwd_hash, 'the other user is untouched');
  });

  it('rejects an expired reset link', async () => {
    const staff = DEMO_ACCOUNTS.staff;
    const row = await t.app.db.selectFrom('users').select('country').where('email', '=', staff.email).executeTakeFirstOrThrow();
    assert.equal((await forgot(staff.email, row.country ?? '')).statusCode, 200);
    const { token } = await mailTo(t, staff.email, 'change-password');
    await t.app.db.updateTable('user_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('token_hash', '=', sha256Hex(token)).execute();
    assert.equal((await reset(token, 'Whatever#2026')).statusCode, 400);
    const still = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email: staff.email, pwd: browserPasswordHash(staff.password) } });
    assert.equal(still.statusCode, 200);
  });
});

describe('member: a signed-in buyer changes their password (issue 28)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: '3' });
  });
  after(() => t.close());
  const change = (cookie: string | undefined, currentPwd: string, pwd: string) =>
    t.app.inject({ method: 'POST', url: '/cmn/user/password/change', payload: { currentPwd: browserPasswordHash(currentPwd), pwd: browserPasswordHash(pwd) }, headers: cookie ? { cookie } : {} });
  const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd: browserPasswordHash(password) } });

  it('needs a session (401) and the current password (400 CURRENT_PASSWORD_WRONG, nothing changed)', async () => {
    assert.equal((await change(undefined, 'Owner-pass-1', 'Next-pass-22')).statusCode, 401);
    const cookie = await createUserAndSignIn(t.app, 'changer@example.com', 'Owner-pass-1');
    assert.deepEqual(errorOf(await change(cookie, 'Not-the-pass-1', 'Next-pass-22')), { status: 400, errorCode: 'CURRENT_PASSWORD_WRONG', hasMessage: true });
    assert.equal((await login('changer@example.com', 'Owner-pass-1')).statusCode, 200, 'the old password still works');
    assert.equal((await login('changer@example.com', 'Next-pass-22')).statusCode, 401);
    assert.equal((await t.app.inject({ method: 'POST', url: '/cmn/user/password/change', payload: { currentPwd: 'short', pwd: 5 }, headers: { cookie } })).statusCode, 400);
  });

  it('changes it: the new one signs in, the old one fails, other devices are signed out, this one stays (rotated)', async () => {
    const otherDevice = await createUserAndSignIn(t.app, 'mover@example.com', 'Owner-pass-1');
    const here = await createUserAndSignIn(t.app, 'mover@example.com', 'Owner-pass-1');
    const res = await change(here, 'Owner-pass-1', 'Next-pass-22');
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json(res), { ok: true });
    const rotated = setCookie(res, t.app.config.session.cookieName);
    assert.ok(rotated, 'a new session id for this device');
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: `${t.app.config.session.cookieName}=${rotated.value}` } })).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie: otherDevice } })).statusCode, 401, 'the other device is signed out');
    assert.equal((await login('mover@example.com', 'Owner-pass-1')).statusCode, 401);
    assert.equal((await login('mover@example.com', 'Next-pass-22')).statusCode, 200);
  });

  it('counts wrong current passwords like failed sign-ins: the account locks for that address', async () => {
    const cookie = await createUserAndSignIn(t.app, 'guesser@example.com', 'Owner-pass-1');
    for (let i = 0; i < 3; i++) assert.equal((await change(cookie, `Wrong-pass-${i}0`, 'Next-pass-22')).statusCode, 400);
    assert.equal((await change(cookie, 'Owner-pass-1', 'Next-pass-22')).statusCode, 429, 'locked even with the right password');
  });
});

describe('member: rate limits', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_SIGNUP: '2', RATE_LIMIT_FORGOT_PASSWORD: '2', RATE_LIMIT_CONFIRM_RESEND: '2' });
  });
  after(() => t.close());

  it('answers 429 RATE_LIMITED on sign-up, forgot password and resend after their limits', async () => {
    const calls = [
      () => t.app.inject({ method: 'POST', url: '/cmn/auth/user', payload: {} }),
      () => t.app.inject({ url: '/cmn/user/password?email=nobody@example.com&country=C0820' }),
      () => t.app.inject({ url: '/cmn/user/confirm?email=nobody@example.com' }),
    ];
    for (const call of calls) {
      for (let i = 0; i < 2; i += 1) assert.notEqual((await call()).statusCode, 429);
      const limited = await call();
      assert.deepEqual(errorOf(limited), { status: 429, errorCode: 'RATE_LIMITED', hasMessage: true });
      assert.ok(limited.headers['retry-after']);
    }
  });
});
