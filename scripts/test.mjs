#!/usr/bin/env node
/**
 * `npm test`: every test of the suite, in order — the fresh-clone check, install, system tools (Debian's Chromium,
 * PostgreSQL and nginx, installed with apt when missing and running as root), lint, typecheck,
 * translations complete, unit tests, api tests on PGlite and PostgreSQL, production build,
 * Playwright e2e in Chromium against the all-in-one server, the nginx gateway smoke test, and
 * the bundle-size budgets (with the bench's unit tests). Stops at the first failing step.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, buildApps, ensureSystemTools, install, pnpm, run } from './lib.mjs';
// scripts/check-fresh-clone.mjs loads this file's imports from a copy without node_modules.
if (process.argv.includes('--imports-only')) process.exit(0);

const results = [];

/** A package's file (`rel`, e.g. its bin script) as the workspace package `from` resolves it. */
const packageFile = (from, name, rel) => path.join(path.dirname(createRequire(path.join(ROOT, from, 'package.json')).resolve(`${name}/package.json`)), rel);

async function step(name, fn) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  let ok = false;
  try {
    ok = (await fn()) !== false;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
  }
  results.push({ name, ok, s: ((Date.now() - started) / 1000).toFixed(0) });
  if (!ok) finish();
}

function finish() {
  console.log('\n━━ summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.s}s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

const code = (c) => c === 0;

/** Every Lingui catalogue of the package at `dir` (src/locales/<locale>/messages.po) compiled since its last change. */
function catalogsCompiled(dir) {
  const locales = path.join(dir, 'src/locales');
  if (!existsSync(locales)) return true;
  return readdirSync(locales).every((locale) => {
    const po = path.join(locales, locale, 'messages.po');
    const ts = path.join(locales, locale, 'messages.ts');
    return !existsSync(po) || (existsSync(ts) && statSync(ts).mtimeMs >= statSync(po).mtimeMs);
  });
}

// Before the install: the entry scripts must load from a fresh clone (the bench once did not).
await step('fresh clone: entry scripts load without node_modules', async () => code(await run('node', ['scripts/check-fresh-clone.mjs'])));

await step('install workspace', async () => {
  await install();
});

await step('system tools (Chromium and its headless shell, PostgreSQL, nginx)', async () => ensureSystemTools(['chromium', 'chromium-headless-shell', 'postgresql', 'nginx']));

// One ESLint over the workspace (the root eslint.config.mjs, which every package's `lint` uses): the
// same files as each package's `lint` in turn, in a third of the CPU (one start, one parser load).
// It runs beside the translation and type checks (it prints nothing unless something is wrong):
// ESLint is one thread and left about half a core idle for its 27 s. It reads no file those
// steps write (the compiled catalogues are not linted, and nothing is linted with type information).
const lint = run(process.execPath, [packageFile('tooling', 'eslint', 'bin/eslint.js'), '--max-warnings', '0', '.']);
await step('translations complete (en, es, ru; ko for the staff desk) and consistent across apps', async () =>
  code(await pnpm(['-r', '--workspace-concurrency=2', 'run', 'i18n:check'])) && code(await run('node', ['scripts/check-catalog-conflicts.mjs'])),
);
await step('typecheck', async () => code(await pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'])));
await step('lint (beside the two steps above)', async () => code(await lint));
// Every front-end package's jest suite in one jest run of their projects (each package's own
// jest.config.cjs, as its `test` script runs it) on two workers: one start and one module
// transform cache instead of seven, and no core idle while the last package finishes. The
// packages' Lingui catalogues (git-ignored), which their `test` scripts compile first, were
// compiled by the typecheck step just before (each package's `typecheck` script compiles them
// with the same command); a missing one fails here instead of being compiled twice. A package
// with a jest.config.cjs is a project.
await step('unit tests', async () => {
  const JEST_PROJECTS = readdirSync(ROOT).filter((p) => existsSync(path.join(ROOT, p, 'jest.config.cjs'))).sort();
  if (JEST_PROJECTS.length < 7) throw new Error(`only ${JEST_PROJECTS.length} jest projects: ${JEST_PROJECTS.join(', ')}`);
  const uncompiled = JEST_PROJECTS.filter((p) => !catalogsCompiled(path.join(ROOT, p)));
  if (uncompiled.length) throw new Error(`Lingui catalogues not compiled in ${uncompiled.join(', ')} (the typecheck step compiles them)`);
  const jest = packageFile('shell', 'jest', 'bin/jest.js');
  return code(await run(process.execPath, [jest, '--maxWorkers=2', '--projects', ...JEST_PROJECTS.map((p) => path.join(ROOT, p))]));
});
// Includes the bad-input matrix (every registered route x a generated corpus) and the hardening
// acceptance tests; each matrix prints `# <name> matrix: N rows`.
await step('api tests and the bad-input matrix (PGlite and PostgreSQL)', async () => code(await pnpm(['--filter', '@forwarder/api', 'run', 'test'])));
await step('production build', async () => {
  await buildApps();
});
await step('bundle budgets (bytes, from the built files) and the bench helpers', async () =>
  code(await run('node', ['scripts/check-budgets.mjs'])) && code(await run('node', ['--test', 'bench/lib/'])),
);
// Every journey under the CSP and page-error guard (e2e/tests/fixtures.ts), plus the remote-fault,
// api-fault, restart (PostgreSQL) and accessibility matrices, each printing its row count.
await step('e2e journeys and matrices (Playwright, Debian Chromium)', async () => code(await pnpm(['--filter', '@forwarder/e2e', 'run', 'test'])));
await step('nginx gateway smoke test', async () => code(await run('node', ['scripts/nginx-smoke.mjs'])));

finish();
