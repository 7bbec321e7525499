/**
 * The pure parts of the bench's load scenario (bench/lib/load.mjs): per-call figures of a phase,
 * the reconciliation of chat messages (acknowledged posts against the database, and the
 * database against what each buyer's stream received) and the PostgreSQL restart's recovery.
 * Tested in load-stats.test.mjs.
 */
import { percentile } from './streams.mjs';

export { percentile };

const round1 = (n) => (n === null || n === undefined ? null : Math.round(n * 10) / 10);

/**
 * Samples of one phase: `add(call, ms, ok, at)` for each request (its call's name, its
 * duration, whether it had the expected answer, when it started in ms since the run began).
 */
export function phaseRecorder() {
  const calls = new Map();
  const failures = [];
  return {
    add(call, ms, ok, at = 0, detail = '') {
      let c = calls.get(call);
      if (!c) calls.set(call, (c = { ms: [], errors: 0 }));
      c.ms.push(ms);
      if (!ok) {
        c.errors += 1;
        failures.push({ call, at, detail });
      }
    },
    calls,
    failures,
  };
}

/**
 * One phase's figures: every call's requests, errors, p50, p99 and max (ms), the totals, the
 * throughput over `seconds`, and the first failures (call and what went wrong).
 */
export function summarizePhase(recorder, seconds) {
  const calls = {};
  let requests = 0;
  let errors = 0;
  for (const [name, c] of [...recorder.calls.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    requests += c.ms.length;
    errors += c.errors;
    calls[name] = {
      requests: c.ms.length,
      errors: c.errors,
      p50Ms: round1(percentile(c.ms, 50)),
      p99Ms: round1(percentile(c.ms, 99)),
      maxMs: round1(c.ms.length ? Math.max(...c.ms) : null),
    };
  }
  const byDetail = new Map();
  for (const f of recorder.failures) byDetail.set(`${f.call}: ${f.detail}`, (byDetail.get(`${f.call}: ${f.detail}`) ?? 0) + 1);
  return {
    seconds,
    requests,
    errors,
    errorPercent: requests ? Math.round((errors / requests) * 100_000) / 1000 : null,
    requestsPerSecond: seconds > 0 ? Math.round(requests / seconds) : null,
    calls,
    failures: Object.fromEntries([...byDetail.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)),
  };
}

/** Acknowledged posts (their inquiry ids) missing from the database (`stored`: a Set of ids). */
export function lostWrites(acknowledged, stored) {
  const lost = acknowledged.filter((id) => !stored.has(id));
  return { acknowledged: acknowledged.length, stored: stored.size, lost: lost.length, lostIds: lost.slice(0, 20) };
}

/**
 * Every message the database holds for a watched booking (`stored`: Map bookingId -> ids) against
 * what that booking's stream received (`received`: Map bookingId -> ids in arrival order, repeats
 * kept): each must have arrived exactly once. Answers the counts and a few examples.
 */
export function reconcileStreams(stored, received) {
  let expected = 0;
  let delivered = 0;
  let missed = 0;
  let duplicates = 0;
  let unexpected = 0;
  const missedExamples = [];
  for (const [bookingId, ids] of stored) {
    const got = new Map();
    for (const id of received.get(bookingId) ?? []) got.set(id, (got.get(id) ?? 0) + 1);
    const want = new Set(ids);
    for (const id of want) {
      expected += 1;
      const n = got.get(id) ?? 0;
      if (n === 0) {
        missed += 1;
        if (missedExamples.length < 10) missedExamples.push({ bookingId, inquiryId: id });
      } else {
        delivered += 1;
        duplicates += n - 1;
      }
    }
    for (const id of got.keys()) if (!want.has(id)) unexpected += 1;
  }
  return { bookings: stored.size, expected, delivered, missed, duplicates, unexpected, missedExamples };
}

/**
 * Whether the api recovered from a PostgreSQL restart: `outcomes` are [at, ok] of every request
 * of the phase (ms since the run began), `backAt` when PostgreSQL answered again. Recovered when
 * requests after `backAt + graceMs` all succeeded and there were some; `recoveredAfterMs` is the
 * time from `backAt` to the last failure (0 when none failed after it).
 */
export function recovery(outcomes, backAt, { graceMs = 10_000 } = {}) {
  let lastFailure = null;
  let after = 0;
  let failuresAfterGrace = 0;
  for (const [at, ok] of outcomes) {
    if (!ok && (lastFailure === null || at > lastFailure)) lastFailure = at;
    if (at >= backAt + graceMs) {
      after += 1;
      if (!ok) failuresAfterGrace += 1;
    }
  }
  return {
    recovered: after > 0 && failuresAfterGrace === 0 ? 1 : 0,
    requestsAfterGrace: after,
    failuresAfterGrace,
    recoveredAfterMs: lastFailure === null || lastFailure < backAt ? 0 : Math.round(lastFailure - backAt),
  };
}

/**
 * Server-sent event text as a browser's EventSource reads it: complete blocks (a blank line ends
 * each) as { id, event, data, retry } (a field absent is undefined; a comment-only block such as
 * `: ping` is left out unless it sets `retry`), and the unfinished rest.
 */
export function parseSse(text) {
  const parts = text.split('\n\n');
  const rest = parts.pop() ?? '';
  const events = [];
  for (const block of parts) {
    const ev = {};
    const data = [];
    for (const line of block.split('\n')) {
      if (!line || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') ev.event = value;
      else if (field === 'id') ev.id = value;
      else if (field === 'retry' && /^\d+$/.test(value)) ev.retry = Number(value);
    }
    if (data.length) ev.data = data.join('\n');
    if (ev.data !== undefined || ev.retry !== undefined || ev.id !== undefined) events.push(ev);
  }
  return { events, rest };
}
