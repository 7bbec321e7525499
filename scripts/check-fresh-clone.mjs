#!/usr/bin/env node
/**
 * Fresh-clone check (issue 14): the README's entry scripts must load before anything is
 * installed, because they are what installs the workspace. `npm run bench` once died at once in
 * a fresh clone (`Cannot find module 'webpack'`, required at load time through
 * bench/lib/dist.mjs -> tooling/compile-hints.cjs).
 *
 * Copies scripts/, bench/, tooling/ and the root manifests (no node_modules, no build output)
 * to a temporary folder with no node_modules above it, and runs each entry there with
 * `--imports-only`: every module the entry imports is loaded and evaluated, then it exits 0.
 * A module that needs an installed package at load time fails here.
 *
 *   node scripts/check-fresh-clone.mjs
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The entries of README.md's commands (npm start / test / run dev / run bench / run release / run test:compose) and the steps npm test runs by path. */
const ENTRIES = ['scripts/start.mjs', 'scripts/test.mjs', 'scripts/dev.mjs', 'scripts/bench.mjs', 'scripts/check-budgets.mjs', 'scripts/nginx-smoke.mjs', 'scripts/release.mjs', 'scripts/test-compose.mjs'];
const SKIP = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'results.json']);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'forwarder-fresh-clone-'));
let failed = 0;
try {
  for (const dir of ['scripts', 'bench', 'tooling']) {
    cpSync(path.join(ROOT, dir), path.join(tmp, dir), { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) });
  }
  for (const file of ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml']) cpSync(path.join(ROOT, file), path.join(tmp, file));
  for (const dir of ['e2e', 'api', 'shared', 'shell', 'mfe-member', 'mfe-booking', 'mfe-freight', 'mfe-content', 'mfe-staff']) {
    if (existsSync(path.join(ROOT, dir, 'package.json'))) cpSync(path.join(ROOT, dir, 'package.json'), path.join(tmp, dir, 'package.json'));
  }
  for (const entry of ENTRIES) {
    const res = spawnSync(process.execPath, [entry, '--imports-only'], { cwd: tmp, encoding: 'utf8', env: { ...process.env, NODE_PATH: '' }, timeout: 60_000 });
    const ok = res.status === 0;
    if (!ok) failed += 1;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${entry} loads without node_modules${ok ? '' : `:\n${(res.stderr || res.stdout || '').split('\n').slice(0, 8).join('\n')}`}`);
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
console.log(`fresh-clone matrix: ${ENTRIES.length} rows, ${ENTRIES.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
