/** The report prints whatever a run got to, also when it stopped early (`node --test bench/lib/`). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { markdown } from './report.mjs';

const machine = { cpus: 2, chromium: 'Chromium 142' };

test('a run that failed before measuring prints its problem instead of throwing', () => {
  const results = {
    startedAt: '2026-11-23T00:00:00.000Z',
    machine,
    lighthouseRuns: 3,
    routes: {},
    lcpRatio: null,
    remoteEntries: null,
    entryFiles: null,
    api: null,
    budgets: [{ label: 'Home JS', key: 'routes.home.js.bytes', value: null, limit: 204800, ok: false }],
    problems: ['front-end build failed'],
  };
  const text = markdown(results);
  assert.match(text, /0 within budget, 1 broken; problems: front-end build failed/);
  assert.match(text, /\| Home JS \| `routes.home.js.bytes` \| not measured \| 204800 \| \*\*BROKEN\*\* \|/);
});

test('a measured run prints the figures and the budgets', () => {
  const results = {
    startedAt: '2026-11-23T00:00:00.000Z',
    machine,
    lighthouseRuns: 3,
    routes: {
      home: {
        path: '/',
        requests: 30,
        js: { bytes: 158544, requests: 14, byApp: { shell: 120000, content: 20000 } },
        lighthouse: {
          mobile: {
            median: { score: 100, lcpMs: 1400.4, tbtMs: 47, cls: 0 },
            runs: [
              { error: null, score: 100, lcpMs: 1400.4, tbtMs: 47, benchmarkIndex: 2210.5 },
              { error: null, score: 99, lcpMs: 1512, tbtMs: 120.2, benchmarkIndex: 1800 },
              { error: 'NO_FCP: page did not paint', score: null },
            ],
          },
        },
      },
    },
    lcpRatio: { mobile: 1.25, desktop: null },
    remoteEntries: { content: { remoteEntry: { gzip: 9000, br: 7952, raw: 30000 }, manifest: { gzip: 800, br: 700, raw: 3000 } } },
    api: null,
    budgets: [{ label: 'Home JS', key: 'routes.home.js.bytes', value: 158544, unit: 'bytes', limit: 204800, ok: true }],
    problems: [],
  };
  const text = markdown(results);
  assert.match(text, /\| home `\/` \| 154\.8 \| 14 \| 30 \| 100 \| 1400 \| 47 \| 0\.000 \|/);
  assert.match(text, /mobile 1\.25, desktop -/);
  assert.match(text, /Home mobile runs: TBT 47, 120 ms; LCP 1400, 1512 ms; host benchmarkIndex 2211, 1800 /);
  assert.match(text, /\| content \| 9000 \| 7952 \| 30000 \| 800 \| 700 \| 3000 \|/);
  assert.match(text, /1 within budget, 0 broken$/);
});

test('the data-at-scale table puts each call p99 at every N side by side, and says why a figure is missing', () => {
  const call = (p, p99Ms, extra = {}) => ({ path: p, probeStatus: 200, requestsPerSecond: 900, p50Ms: 3, p99Ms, non2xx: 0, errors: 0, timeouts: 0, ...extra });
  const results = {
    startedAt: '2026-11-28T00:00:00.000Z',
    machine,
    lighthouseRuns: 3,
    routes: {},
    lcpRatio: null,
    remoteEntries: null,
    entryFiles: null,
    api: null,
    scale: {
      1: { spotList: call('/svc/freight/spot/list', 4), deskPost: call('/staff/post?boardId=3', 6) },
      10: { spotList: call('/svc/freight/spot/list', 21, { errors: 2 }), deskPost: { path: '/staff/post?boardId=9', probeStatus: 404, p99Ms: null } },
      100: { error: 'the scaled seed failed' },
    },
    scaleSeed: { 1: { seconds: 2.1 }, 10: { seconds: 5.4 } },
    budgets: [],
    problems: [],
  };
  const text = markdown(results);
  assert.match(text, /Seed \(the seed process, start to end\): N=1 2\.1 s, N=10 5\.4 s, N=100 - s/);
  assert.match(text, /N=100: the scaled seed failed/);
  assert.match(text, /\| call \| request \(at N=10\) \| p99 ms N=1 \| p99 ms N=10 \| p99 ms N=100 \| req\/s N=10 \|/);
  assert.match(text, /\| spotList \| GET \/svc\/freight\/spot\/list \| 4 \| 21 \(2 errors\) \| - \| 900 \|/);
  assert.match(text, /\| deskPost \| GET \/staff\/post\?boardId=9 \| 6 \| status 404 \| - \| - \|/);
});

test('the load section: a row per call with the steady, failover and restart figures', async () => {
  const { loadSection } = await import('./report.mjs');
  const call = { requests: 10, errors: 0, p50Ms: 5, p99Ms: 40, maxMs: 41 };
  const phase = (extra = {}) => ({ seconds: 120, requests: 10, errors: 0, errorPercent: 0, requestsPerSecond: 1, calls: { spotList: call }, ...extra });
  const text = loadSection({
    settings: { buyers: 200 },
    steady: phase(),
    failover: phase({ killedAtS: 10, replicaBackS: 6.1 }),
    pgRestart: phase({ restartS: 1, recovered: 1, recoveredAfterMs: 300 }),
    writes: { acknowledged: 5, lost: 0 },
    streams: { expected: 5, missed: 0, duplicates: 0, reconnects: 2, failed: 0 },
  });
  assert.match(text, /200 buyers, 120 s steady/);
  assert.match(text, /\| spotList \| 10 \| 5 \/ 40 \| 0 \| 5 \/ 40 \| 0 \| 0 \|/);
  assert.match(loadSection({ error: 'nginx -t failed' }), /nginx -t failed/);
});
