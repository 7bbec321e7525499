import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, errorOf, json, signIn, type TestApp } from '../helpers.ts';

describe('PUT /cmn/language', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('accepts en, es and ru and stores the choice for a signed-in user', async () => {
    for (const lang of ['en', 'es', 'ru']) {
      const res = await t.app.inject({ method: 'PUT', url: `/cmn/language?lang=${lang}` });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(json(res), { lang });
    }
    const cookie = await signIn(t.app, 'test');
    await t.app.inject({ method: 'PUT', url: '/cmn/language?lang=ru', headers: { cookie } });
    const row = await t.app.db.selectFrom('users').select('lang').where('email', '=', 'test@example.com').executeTakeFirstOrThrow();
    assert.equal(row.lang, 'ru');
  });

  it('answers 400 for a missing or unknown language', async () => {
    for (const url of ['/cmn/language', '/cmn/language?lang=de', '/cmn/language?lang=EN', '/cmn/language?lang=']) {
      const res = await t.app.inject({ method: 'PUT', url });
      assert.deepEqual(errorOf(res), { status: 400, errorCode: 'VALIDATION_FAILED', hasMessage: true }, url);
    }
  });
});
