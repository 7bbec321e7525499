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
