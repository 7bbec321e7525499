import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as v from 'valibot';
import { extractLinks } from '../../src/plugins/mail.ts';
import { contract } from '../../src/lib/shared.ts';
import { createTestApp, json, type TestApp } from '../helpers.ts';

describe('GET and DELETE /dev/mail', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('lists captured mail newest first with to, subject, text, html and links; DELETE empties it', async () => {
    await t.app.mailer.send({ to: 'one@example.com', subject: 'First', text: 'Open https://example.com/a', html: '<p><a href="/member/x">x</a></p>' });
    await t.app.mailer.send({ to: 'two@example.com', subject: 'Second', text: 'plain', html: '<p>second</p>' });
    const res = await t.app.inject({ url: '/dev/mail' });
    assert.equal(res.statusCode, 200);
    const { list } = v.parse(contract.DevMailListSchema, json(res));
    assert.deepEqual(list.map((m) => m.subject), ['Second', 'First']);
    assert.deepEqual(list[1]?.to, ['one@example.com']);
    assert.deepEqual(list[1]?.links.sort(), ['/member/x', 'https://example.com/a']);
    const del = await t.app.inject({ method: 'DELETE', url: '/dev/mail' });
    assert.equal(del.statusCode, 200);
    assert.deepEqual(json(await t.app.inject({ url: '/dev/mail' })), { list: [] });
  });

  it('extracts links from href attributes and bare URLs, decoding &amp;', () => {
    assert.deepEqual(extractLinks('<a href="https://x.test/p?a=1&amp;b=2">go</a>', 'see http://y.test/q.'), ['https://x.test/p?a=1&b=2', 'http://y.test/q']);
  });
});

describe('/dev/mail in production', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  after(() => t.close());

  it('does not exist', async () => {
    assert.equal((await t.app.inject({ url: '/dev/mail' })).statusCode, 404);
    assert.equal((await t.app.inject({ method: 'DELETE', url: '/dev/mail' })).statusCode, 404);
  });
});
