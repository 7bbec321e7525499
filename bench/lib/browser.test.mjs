/**
 * The bench's byte attribution (run by `npm test` in the budgets step: `node --test bench/lib`).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appOf, attributeServiceWorkerFetches, bucketOf, transferredBodyBytes } from './browser.mjs';

test('the body size Chromium reports is taken, else the Content-Length; never below zero', () => {
  assert.equal(transferredBodyBytes({ responseBodySize: 7652 }, { 'content-length': '9000' }), 7652);
  assert.equal(transferredBodyBytes({ responseBodySize: 0 }, {}), 0);
  assert.equal(transferredBodyBytes({ responseBodySize: -779 }, { 'content-length': '2348' }), 0);
  assert.equal(transferredBodyBytes(null, { 'content-length': '702' }), 702);
  assert.equal(transferredBodyBytes(null, { 'content-length': 'nonsense' }), 0);
});

test("a chunk the service worker answers counts with the bytes of the worker's own fetch", () => {
  const url = (p) => `http://127.0.0.1:3000${p}`;
  // As seen on `/` once the worker has claimed the page: the page's request transferred
  // nothing, the worker fetched the chunk from the network.
  const records = [
    { url: url('/main.js'), bytes: 35525, encoding: 'br', fromServiceWorker: false, servedByServiceWorker: false },
    { url: url('/mf/freight/assets/791.js'), bytes: 0, encoding: null, fromServiceWorker: false, servedByServiceWorker: true },
    { url: url('/mf/freight/assets/791.js'), bytes: 2306, encoding: 'br', fromServiceWorker: true, servedByServiceWorker: false },
    // answered from the worker's cache: no network fetch
    { url: url('/assets/1.js'), bytes: 0, encoding: null, fromServiceWorker: false, servedByServiceWorker: true },
    // the worker's own request, for no page request
    { url: url('/assets/2.js'), bytes: 900, encoding: 'br', fromServiceWorker: true, servedByServiceWorker: false },
  ];
  const { pageRecords, serviceWorkerOnly } = attributeServiceWorkerFetches(records);
  assert.deepEqual(
    pageRecords.map((r) => [new URL(r.url).pathname, r.bytes, r.encoding]),
    [
      ['/main.js', 35525, 'br'],
      ['/mf/freight/assets/791.js', 2306, 'br'],
      ['/assets/1.js', 0, null],
    ],
  );
  assert.deepEqual(serviceWorkerOnly.map((r) => new URL(r.url).pathname), ['/assets/2.js']);
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

test("the staff desk's files are its own app (a buyer's or visitor's page must have none: staffDeskBytes)", () => {
  const origin = 'http://127.0.0.1:3000';
  assert.equal(appOf(`${origin}/mf/staff/remoteEntry.js`), 'staff');
  assert.equal(appOf(`${origin}/mf/staff/assets/korean.woff2`), 'staff');
  assert.equal(appOf(`${origin}/staff/inbox`), 'shell');
});
