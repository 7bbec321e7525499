import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lostWrites, phaseRecorder, reconcileStreams, recovery, summarizePhase } from './load-stats.mjs';

test('a phase: per-call percentiles, errors, totals, throughput and the failures grouped', () => {
  const r = phaseRecorder();
  for (let i = 1; i <= 100; i++) r.add('spotList', i, true, i);
  r.add('login', 5, true);
  r.add('login', 50, false, 7, 'HTTP 502');
  r.add('login', 60, false, 8, 'HTTP 502');
  const s = summarizePhase(r, 10);
  assert.deepEqual(Object.keys(s.calls), ['login', 'spotList']);
  assert.deepEqual(s.calls.spotList, { requests: 100, errors: 0, p50Ms: 50, p99Ms: 99, maxMs: 100 });
  assert.equal(s.calls.login.errors, 2);
  assert.equal(s.requests, 103);
  assert.equal(s.errors, 2);
  assert.equal(s.errorPercent, 1.942);
  assert.equal(s.requestsPerSecond, 10);
  assert.deepEqual(s.failures, { 'login: HTTP 502': 2 });
});

test('an empty phase has no percentiles', () => {
  const s = summarizePhase(phaseRecorder(), 0);
  assert.equal(s.requests, 0);
  assert.equal(s.errorPercent, null);
  assert.equal(s.requestsPerSecond, null);
});

test('lost writes: acknowledged ids the database does not hold', () => {
  assert.deepEqual(lostWrites([1, 2, 3], new Set([1, 3, 4])), { acknowledged: 3, stored: 3, lost: 1, lostIds: [2] });
  assert.equal(lostWrites([], new Set()).lost, 0);
});

test('streams: every stored message of a watched booking arrives exactly once', () => {
  const stored = new Map([
    [10, [1, 2, 3]],
    [11, [4]],
    [12, []],
  ]);
  const received = new Map([
    [10, [1, 3, 3]],
    [11, [4, 9]],
  ]);
  const r = reconcileStreams(stored, received);
  assert.equal(r.bookings, 3);
  assert.equal(r.expected, 4);
  assert.equal(r.delivered, 3);
  assert.equal(r.missed, 1);
  assert.deepEqual(r.missedExamples, [{ bookingId: 10, inquiryId: 2 }]);
  assert.equal(r.duplicates, 1);
  assert.equal(r.unexpected, 1);
});

test('recovery after a PostgreSQL restart: failures stop within the grace period', () => {
  const backAt = 1000;
  const ok = recovery(
    [
      [500, false],
      [1200, false],
      [3000, true],
      [12_000, true],
      [13_000, true],
    ],
    backAt,
  );
  assert.deepEqual(ok, { recovered: 1, requestsAfterGrace: 2, failuresAfterGrace: 0, recoveredAfterMs: 200 });
  const stuck = recovery(
    [
      [12_000, true],
      [14_000, false],
    ],
    backAt,
  );
  assert.equal(stuck.recovered, 0);
  assert.equal(stuck.failuresAfterGrace, 1);
  // Nothing asked after the grace period: not shown to have recovered.
  assert.equal(recovery([[1500, true]], backAt).recovered, 0);
});

test('server-sent events: id, event, data and retry as EventSource reads them', async () => {
  const { parseSse } = await import('./load-stats.mjs');
  const { events, rest } = parseSse('retry: 3000\n: open\n\n: ping\n\nid: 7\nevent: inquiry\ndata: {"a":1}\n\nevent: booking\ndata: {}\n\nid: 8\nevent: inq');
  assert.deepEqual(events, [{ retry: 3000 }, { id: '7', event: 'inquiry', data: '{"a":1}' }, { event: 'booking', data: '{}' }]);
  assert.equal(rest, 'id: 8\nevent: inq');
});
