import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createTestApp, errorOf, json, type TestApp } from '../helpers.ts';

describe('errors', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('answers unknown routes with a JSON 404', async () => {
    for (const r of [
      { method: 'GET' as const, url: '/cmn/nope' },
      { method: 'POST' as const, url: '/svc/freight/spot/list' },
      { method: 'GET' as const, url: '/contents/blog', headers: { accept: 'text/html' } },
    ]) {
      const res = await t.app.inject(r);
      assert.equal(res.statusCode, 404, r.url);
      assert.match(String(res.headers['content-type']), /^application\/json/);
      assert.deepEqual(errorOf(res), { status: 404, errorCode: 'NOT_FOUND', hasMessage: true });
    }
  });

  it('answers 415 for an unsupported body type and 400 for a broken URL', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/svc/subscriber', payload: '<xml/>', headers: { 'content-type': 'application/xml' } });
    assert.equal(res.statusCode, 415);
    assert.equal(json(res).errorCode, 'UNSUPPORTED_MEDIA_TYPE');
    const bad = await t.app.inject({ url: '/cmn/board/list?title=%E0%A4%A' });
    assert.ok(bad.statusCode === 400 || bad.statusCode === 200, String(bad.statusCode));
  });

  it('takes an empty JSON body as no body, and refuses prototype poisoning', async () => {
    const logout = await t.app.inject({ method: 'POST', url: '/cmn/logout', payload: '', headers: { 'content-type': 'application/json' } });
    assert.equal(logout.statusCode, 200);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/svc/subscriber',
      payload: '{"email":"p@example.com","country":"C0820","lang":"en","__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    assert.equal(poisoned.statusCode, 400);
    assert.equal(json(poisoned).errorCode, 'BAD_JSON');
  });

  it('hides the message of an unexpected error (5xx)', async () => {
    // Break the database under a working route, as a bug or an outage would.
    await t.app.db.schema.dropTable('board_attachments').execute();
    const res = await t.app.inject({ url: '/cmn/board/list?langs=en' });
    assert.equal(res.statusCode, 500);
    const body = json<{ errorCode: string; message: string }>(res);
    assert.equal(body.errorCode, 'INTERNAL');
    assert.doesNotMatch(body.message, /board_attachments|relation|sql|select/i);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });
});
