import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, errorOf, json, setCookie, signIn, type TestApp } from '../helpers.ts';

describe('GET and PUT /cmn/curr', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers USD by default', async () => {
    const res = await t.app.inject({ url: '/cmn/curr' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(json(res), { curr: 'USD' });
  });

  it('remembers a visitor choice in a cookie, creating no session row', async () => {
    const before = await t.app.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const put = await t.app.inject({ method: 'PUT', url: '/cmn/curr?curr=EUR' });
    assert.equal(put.statusCode, 200);
    assert.deepEqual(json(put), { curr: 'EUR' });
    assert.equal(setCookie(put, 'sid'), undefined, 'no session for a visitor');
    const pref = setCookie(put, 'pref_curr');
    assert.ok(pref, 'a preference cookie is set');
    assert.match(pref.raw, /HttpOnly/i);
    const after = await t.app.db.selectFrom('sessions').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n), 'no session row for a visitor');
    const cookie = `pref_curr=${pref.value}`;
    assert.deepEqual(json(await t.app.inject({ url: '/cmn/curr', headers: { cookie } })), { curr: 'EUR' });
    assert.deepEqual(json(await t.app.inject({ url: '/cmn/curr', headers: { cookie: 'pref_curr=KRW' } })), { curr: 'USD' }, 'a forged cookie is ignored');
    assert.deepEqual(json(await t.app.inject({ url: '/cmn/curr' })), { curr: 'USD' }, 'other visitors unaffected');
    // An anonymous session is not a sign-in.
    assert.equal((await t.app.inject({ url: '/cmn/auth/user', headers: { cookie } })).statusCode, 401);
  });

  it('keeps the choice across sign-in, and stores it on the account', async () => {
    const put = await t.app.inject({ method: 'PUT', url: '/cmn/curr?curr=EUR' });
    const anon = `pref_curr=${setCookie(put, 'pref_curr')?.value}`;
    const cookie = await signIn(t.app, 'buyer', anon);
    assert.deepEqual(json(await t.app.inject({ url: '/cmn/curr', headers: { cookie } })), { curr: 'EUR' });
    await t.app.inject({ method: 'PUT', url: '/cmn/curr?curr=EUR', headers: { cookie } });
    const fresh = await signIn(t.app, 'buyer');
    assert.deepEqual(json(await t.app.inject({ url: '/cmn/curr', headers: { cookie: fresh } })), { curr: 'EUR' }, 'a new session of the same user');
    await t.app.inject({ method: 'PUT', url: '/cmn/curr?curr=USD', headers: { cookie: fresh } });
  });

  it('answers 400 for a missing or unknown currency', async () => {
    for (const url of ['/cmn/curr', '/cmn/curr?curr=KRW', '/cmn/curr?curr=usd', '/cmn/curr?curr=USD&curr=EUR']) {
      const res = await t.app.inject({ method: 'PUT', url });
      assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, url);
    }
  });
});
