/**
 * The bench's byte attribution (run by `npm test` in the budgets step: `node --test bench/lib`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bucketOf, transferredBodyBytes } from './browser.mjs';

test('a body size Chromium reports is taken as is, including 0 for an empty body', () => {
  assert.equal(transferredBodyBytes({ responseBodySize: 7652 }, { 'content-length': '9000' }), 7652);
  assert.equal(transferredBodyBytes({ responseBodySize: 0 }, {}), 0);
});

test("a negative Chromium body size falls back to Content-Length, never counts below zero", () => {
  assert.equal(transferredBodyBytes({ responseBodySize: -1536 }, { 'content-length': '2348' }), 2348);
  assert.equal(transferredBodyBytes({ responseBodySize: -1536 }, {}), 0);
  assert.equal(transferredBodyBytes(null, { 'content-length': '702' }), 702);
  assert.equal(transferredBodyBytes(null, { 'content-length': 'nonsense' }), 0);
});

test('files are attributed to their app, shared libraries to their own bucket', () => {
  const origin = 'http://127.0.0.1:3000';
  const shared = 'x={formatPrice:()=>a}';
  assert.equal(bucketOf(`${origin}/main.js`, shared), 'shell');
  assert.equal(bucketOf(`${origin}/mf/freight/remoteEntry.js`, shared), 'freight');
  assert.equal(bucketOf(`${origin}/mf/freight/assets/153.ade6322b.js`, shared), 'shared libraries: @forwarder/shared');
  assert.equal(bucketOf(`${origin}/mf/content/assets/9.js`, 'swiper-slide-fully-visible'), 'content: swiper');
  assert.equal(bucketOf(`${origin}/assets/806.js`, 'nothing known'), 'shell');
});
