import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { browserPasswordHash, createTestApp, createUserAndSignIn, setCookie, type TestApp } from '../helpers.ts';

/** The exact policy of ARCHITECTURE.md. */
const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; media-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

const requests = [
  { method: 'GET' as const, url: '/cmn/curr' },
  { method: 'GET' as const, url: '/does-not-exist' },
  { method: 'PUT' as const, url: '/cmn/curr?curr=XXX' },
  { method: 'GET' as const, url: '/cmn/auth/user' },
  { method: 'GET' as const, url: '/media/blog/blog-1.svg' },
  { method: 'GET' as const, url: '/runtime-config.json' },
];

describe('security headers (development)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('sends the exact CSP, nosniff and the referrer policy on every answer, errors included; no HSTS', async () => {
    for (const r of requests) {
      const res = await t.app.inject(r);
      assert.equal(res.headers['content-security-policy'], CSP, r.url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', r.url);
      assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', r.url);
      assert.equal(res.headers['strict-transport-security'], undefined, r.url);
    }
  });
});

describe('security headers and cookies (production)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  after(() => t.close());

  it('adds HSTS on every answer', async () => {
    for (const r of requests) {
      const res = await t.app.inject(r);
      assert.equal(res.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains', r.url);
      assert.equal(res.headers['content-security-policy'], CSP, r.url);
    }
  });

  it('sets a Secure __Host- session cookie', async () => {
    const cookie = await createUserAndSignIn(t.app);
    assert.match(cookie, /^__Host-sid=/);
    const res = await t.app.inject({ method: 'POST', url: '/cmn/login', payload: { email: 'owner@example.com', pwd: browserPasswordHash('Owner-pass-1') } });
    const sid = setCookie(res, '__Host-sid');
    assert.ok(sid);
    assert.match(sid.raw, /; Secure/);
    assert.match(sid.raw, /HttpOnly/);
    assert.match(sid.raw, /SameSite=Lax/);
  });

  it('ignores the test-seam cookies', async () => {
    const rate = await t.app.inject({ method: 'POST', url: '/ext/exchange/exchanges/current-rate?from=USD&to=EUR', headers: { cookie: 'dev-exchange-fail=1' } });
    assert.equal(rate.statusCode, 200);
    const info = await t.app.inject({ url: '/ext/connection-info', headers: { cookie: 'dev-country=C1570' } });
    assert.notEqual(JSON.parse(info.body).data.data.auctionwiniCountryCode, 'C1570');
    const fail = await t.app.inject({ url: '/ext/connection-info', headers: { cookie: 'dev-country=fail' } });
    assert.equal(fail.statusCode, 200);
  });
});
