#!/usr/bin/env node
/**
 * `npm test`: every test of the suite, in order — install, system tools (Debian's Chromium,
 * PostgreSQL and nginx, installed with apt when missing and running as root), lint, typecheck,
 * translations complete, unit tests, api tests on PGlite and PostgreSQL, production build,
 * Playwright e2e in Chromium against the all-in-one server, the nginx gateway smoke test, and
 * the bundle-size budgets (with the bench's unit tests). Stops at the first failing step.
 */
import { existsSync } from 'node:fs';
import { brotliStaticModule, buildApps, findNginx, install, nginxBuildInfo, pnpm, postgresBinDir, run, which } from './lib.mjs';

const results = [];

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

function systemTools() {
  const missing = [];
  if (!existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) missing.push('chromium');
  if (!postgresBinDir()) missing.push('postgresql');
  const nginx = findNginx();
  if (!nginx) missing.push('nginx');
  // The static containers' nginx serves the builds' .br copies (deploy/Dockerfile.static), and
  // their start command renders the config with envsubst: the smoke test runs both for real.
  if (!nginx || brotliStaticModule(nginxBuildInfo(nginx)) === undefined) missing.push('libnginx-mod-http-brotli-static');
  if (!which('envsubst')) missing.push('gettext-base');
  return missing;
}

await step('install workspace', async () => {
  await install();
});

await step('system tools (Chromium, PostgreSQL, nginx)', async () => {
  const missing = systemTools();
  if (missing.length === 0) return true;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !which('apt-get')) {
    console.error(`Missing: ${missing.join(', ')}. Install them (Debian: sudo apt-get install -y ${missing.join(' ')}) and run npm test again.`);
    return false;
  }
  console.log(`Installing with apt: ${missing.join(' ')}`);
  if (!code(await run('apt-get', ['update', '-q']))) return false;
  if (!code(await run('apt-get', ['install', '-y', '-q', '-o', 'DPkg::Lock::Timeout=300', ...missing], { env: { DEBIAN_FRONTEND: 'noninteractive' } }))) return false;
  return systemTools().length === 0;
});

await step('lint', async () => code(await pnpm(['-r', '--workspace-concurrency=2', 'run', 'lint'])));
await step('translations complete (en, es, ru) and consistent across apps', async () =>
  code(await pnpm(['-r', '--workspace-concurrency=1', 'run', 'i18n:check'])) && code(await run('node', ['scripts/check-catalog-conflicts.mjs'])),
);
await step('typecheck', async () => code(await pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'])));
await step('unit tests', async () => code(await pnpm(['-r', '--workspace-concurrency=1', '--filter', '!@forwarder/api', '--filter', '!@forwarder/e2e', 'run', 'test'])));
await step('api tests (PGlite and PostgreSQL)', async () => code(await pnpm(['--filter', '@forwarder/api', 'run', 'test'])));
await step('production build', async () => {
  await buildApps();
});
await step('bundle budgets (bytes, from the built files) and the bench helpers', async () =>
  code(await run('node', ['scripts/check-budgets.mjs'])) && code(await run('node', ['--test', 'bench/lib/'])),
);
await step('e2e (Playwright, Debian Chromium)', async () => code(await pnpm(['--filter', '@forwarder/e2e', 'run', 'test'])));
await step('nginx gateway smoke test', async () => code(await run('node', ['scripts/nginx-smoke.mjs'])));

finish();
