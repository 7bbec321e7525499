/** The live-stream scenario's pure parts (`node --test bench/lib/`). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdown } from './report.mjs';
import { parseBlock, percentile, plan, splitBlocks, STREAM_SCENARIO, summarize } from './streams.mjs';

test('plan spreads the streams over users and sessions within the caps', () => {
  const users = plan(STREAM_SCENARIO.streams, STREAM_SCENARIO);
  assert.equal(users.length, 100);
  assert.ok(users.every((u) => u.sessions.reduce((a, b) => a + b, 0) <= STREAM_SCENARIO.perUser));
  assert.ok(users.every((u) => u.sessions.every((n) => n >= 1 && n <= STREAM_SCENARIO.perSession)));
  assert.equal(users.flatMap((u) => u.sessions).reduce((a, b) => a + b, 0), 2000);
  assert.deepEqual(plan(27, { perSession: 6, perUser: 20 }), [{ sessions: [6, 6, 6, 2] }, { sessions: [6, 1] }]);
  assert.deepEqual(plan(0, { perSession: 6, perUser: 20 }), []);
  assert.throws(() => plan(10, { perSession: 0, perUser: 20 }));
});

test('splitBlocks keeps an unfinished block for the next chunk; parseBlock reads events and skips comments', () => {
  const { blocks, rest } = splitBlocks('retry: 3000\n: open\n\n: ping\n\nevent: inquiry\ndata: {"type":"inquiry","message":{"content":"hi #3"}}\n\nevent: boo');
  assert.deepEqual(blocks, ['retry: 3000\n: open', ': ping', 'event: inquiry\ndata: {"type":"inquiry","message":{"content":"hi #3"}}']);
  assert.equal(rest, 'event: boo');
  assert.equal(parseBlock(blocks[0]), null);
  assert.equal(parseBlock(blocks[1]), null);
  assert.deepEqual(parseBlock(blocks[2]), { event: 'inquiry', data: { type: 'inquiry', message: { content: 'hi #3' } } });
});

test('percentile is nearest-rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i);
  assert.equal(percentile(values, 50), 50);
  assert.equal(percentile(values, 99), 99);
  assert.equal(percentile(values, 100), 100);
  assert.equal(percentile([7], 99), 7);
  assert.equal(percentile([], 50), null);
});

const idle = { p50Ms: 3, p99Ms: 10, maxMs: 20, requests: 1000, non2xx: 0, errors: 0 };
const loaded = { p50Ms: 4, p99Ms: 15, maxMs: 30, requests: 1000, non2xx: 0, errors: 0 };

test('summarize reports the delivery percentiles and the loaded/idle ratio', () => {
  const r = summarize({ target: 4, opened: 4, refused: 0, latencies: [10, 20, 30, 400], lost: 0, rounds: 1, idle, loaded });
  assert.equal(r.deliveryP50Ms, 20);
  assert.equal(r.deliveryP99Ms, 400);
  assert.equal(r.otherP99Ratio, 1.5);
  assert.equal(r.otherIdleP99Ms, 10);
  assert.equal(r.otherLoadedP99Ms, 15);
});

test('summarize leaves figures unmeasured when streams were refused, deliveries lost or the other request failed', () => {
  const short = summarize({ target: 4, opened: 3, refused: 1, latencies: [10, 20, 30], lost: 0, rounds: 1, idle, loaded });
  assert.equal(short.deliveryP50Ms, null);
  assert.equal(short.otherP99Ratio, null);
  const lost = summarize({ target: 4, opened: 4, refused: 0, latencies: [10, 20, 30], lost: 1, rounds: 1, idle, loaded });
  assert.equal(lost.deliveryP99Ms, null);
  assert.equal(lost.otherP99Ratio, 1.5);
  const failing = summarize({ target: 4, opened: 4, refused: 0, latencies: [10], lost: 0, rounds: 1, idle, loaded: { ...loaded, non2xx: 3 } });
  assert.equal(failing.otherP99Ratio, null);
  assert.equal(failing.deliveryP50Ms, 10);
});

test('the report prints the stream figures of each database, and an error in place of figures', () => {
  const stream = { ...summarize({ target: 2000, opened: 2000, refused: 0, latencies: [12, 15], lost: 0, rounds: 2, idle, loaded }), otherPath: '/cmn/board/list', otherRate: 100 };
  const text = markdown({
    startedAt: '2026-11-23T00:00:00.000Z',
    machine: { cpus: 2, chromium: 'Chromium 142' },
    lighthouseRuns: 3,
    routes: {},
    lcpRatio: null,
    remoteEntries: null,
    entryFiles: null,
    api: null,
    streams: { pglite: stream, postgres: { error: 'no PostgreSQL' } },
    budgets: [],
    problems: [],
  });
  assert.match(text, /## Live streams/);
  assert.match(text, /\| pglite \| 2000 \/ 2000 \| 2 \(0 lost, 2 messages\) \| 12 \| 15 \| 10 \| 15 \| 1\.5 \|/);
  assert.match(text, /\| postgres \| - .*no PostgreSQL \|/);
});
