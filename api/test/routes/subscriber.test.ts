import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, errorOf, json, type TestApp } from '../helpers.ts';

describe('POST /svc/subscriber and PUT /cmn/unsubscribe', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  const subscribe = (payload: unknown) => t.app.inject({ method: 'POST', url: '/svc/subscriber', payload: payload as object });

  it('subscribes and sends a welcome mail with a single-use unsubscribe link', async () => {
    await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
    const res = await subscribe({ email: 'Ama.Owusu@Example.com', country: 'C0820', lang: 'es' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(v.parse(contract.OkSchema, json(res)), { ok: true });
    const row = await t.app.db.selectFrom('subscribers').selectAll().where('email', '=', 'ama.owusu@example.com').executeTakeFirstOrThrow();
    assert.equal(row.country, 'C0820');
    assert.equal(row.lang, 'es');

    const { list } = v.parse(contract.DevMailListSchema, json(await t.app.inject({ url: '/dev/mail' })));
    assert.equal(list.length, 1);
    const mail = list[0];
    assert.ok(mail);
    assert.deepEqual(mail.to, ['ama.owusu@example.com']);
    assert.match(mail.subject, /suscripción/);
    const link = mail.links.find((l) => l.includes('/member/email-unsubscribed/'));
    assert.ok(link, 'unsubscribe link');
    const token = link.split('/').pop() ?? '';
    assert.ok(token.length >= 22, 'at least 128 bits');
    assert.doesNotMatch(link, /ama|owusu|example/i, 'never derived from the address');
    assert.notEqual(row.unsubscribe_token_hash, token, 'stored hashed');

    const out = await t.app.inject({ method: 'PUT', url: `/cmn/unsubscribe?emailHash=${token}` });
    assert.equal(out.statusCode, 200);
    assert.equal((await t.app.db.selectFrom('subscribers').select('id').where('email', '=', 'ama.owusu@example.com').execute()).length, 0);
    const again = await t.app.inject({ method: 'PUT', url: `/cmn/unsubscribe?emailHash=${token}` });
    assert.deepEqual(errorOf(again), { status: 404, errorCode: 'TOKEN_NOT_FOUND', hasMessage: true }, 'single use');
  });

  it('answers 400 DUPLICATE_EMAIL for an address already subscribed, whatever its case', async () => {
    assert.equal((await subscribe({ email: 'kofi@example.com', country: 'C0820', lang: 'en' })).statusCode, 200);
    const dup = await subscribe({ email: ' KOFI@example.com', country: 'C1760', lang: 'ru' });
    assert.deepEqual(errorOf(dup), { status: 400, errorCode: 'DUPLICATE_EMAIL', hasMessage: true });
  });

  it('answers 404 COUNTRY_NOT_FOUND for a well-formed code that is not in the table', async () => {
    const res = await subscribe({ email: 'nowhere@example.com', country: 'C9999', lang: 'en' });
    assert.deepEqual(errorOf(res), { status: 404, errorCode: 'COUNTRY_NOT_FOUND', hasMessage: true });
  });

  it('answers 400 for bad bodies', async () => {
    const bad = [
      {},
      { email: 'not-an-email', country: 'C0820', lang: 'en' },
      { email: 'a@example.com', country: 'GH', lang: 'en' },
      { email: 'a@example.com', country: 'C0820', lang: 'de' },
      { email: 'a@example.com', country: 'C0820' },
      { email: `${'a'.repeat(250)}@example.com`, country: 'C0820', lang: 'en' },
    ];
    for (const payload of bad) {
      const res = await subscribe(payload);
      assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, JSON.stringify(payload));
    }
    const unsub = await t.app.inject({ method: 'PUT', url: '/cmn/unsubscribe?emailHash=short' });
    assert.equal(unsub.statusCode, 400);
  });
});

describe('newsletter rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ RATE_LIMIT_SUBSCRIBER: '2' });
  });
  after(() => t.close());

  it('answers 429 RATE_LIMITED after RATE_LIMIT_SUBSCRIBER calls a window', async () => {
    const call = (i: number) => t.app.inject({ method: 'POST', url: '/svc/subscriber', payload: { email: `r${i}@example.com`, country: 'C0820', lang: 'en' } });
    assert.equal((await call(1)).statusCode, 200);
    assert.equal((await call(2)).statusCode, 200);
    assert.deepEqual(errorOf(await call(3)), { status: 429, errorCode: 'RATE_LIMITED', hasMessage: true });
  });
});
