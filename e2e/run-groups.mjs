#!/usr/bin/env node
/**
 * The journeys as `npm test` runs them: three Playwright runs side by side (E2E_GROUP a, b and c,
 * see playwright.config.ts), each against its own all-in-one server on its own port and its own
 * throwaway database, so none sees another's sign-ups, bookings or saved preferences. A journey
 * mostly waits on the page: two runs on the two cores still left them idle about a third of the
 * time. Each line is printed with its group's tag as it comes; exits non-zero when a group fails.
 *
 *   node run-groups.mjs                     every group (E2E_PORT, + 1 and + 2; 3100 by default)
 *   node run-groups.mjs --grep "currency"   extra arguments go to every run
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
const base = Number(process.env.E2E_PORT || 3100);
const extra = process.argv.slice(2);

/** What each group printed, kept to repeat a failed group's report at the very end. */
const printed = { a: [], b: [], c: [] };

function run(group, port) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [cli, 'test', ...extra], { cwd: here, env: { ...process.env, E2E_GROUP: group, E2E_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (d) => {
        const lines = (rest + d.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          console.log(`[${group}] ${line}`);
          printed[group].push(line);
        }
      });
      stream.on('end', () => {
        if (!rest) return;
        console.log(`[${group}] ${rest}`);
        printed[group].push(rest);
      });
    }
    child.on('close', (code, signal) => {
      const s = ((Date.now() - started) / 1000).toFixed(0);
      console.log(`\n=== e2e group ${group}: ${code === 0 ? 'passed' : `FAILED (${signal ?? code})`} in ${s} s ===\n`);
      resolve(code === 0);
    });
  });
}

/**
 * A failed (or flaky: passed on its retry) journey's report, repeated after every group has ended:
 * three groups' lines interleave, and a CI log is often read from its end. Playwright's list
 * reporter writes each failure as "  1) [chromium] › file:line › title" with its error, then the
 * counts; this repeats from the first such block on, at most 150 lines a group.
 */
function report(group) {
  const lines = printed[group];
  const first = lines.findIndex((line) => /^\s+1\) \[chromium\]/.test(line));
  if (first < 0) return;
  const block = lines.slice(first);
  console.log(`\n=== e2e group ${group}: failures and retries ===`);
  for (const line of block.slice(0, 150)) console.log(`[${group}] ${line}`);
  if (block.length > 150) console.log(`[${group}] ... ${block.length - 150} more lines above, in the group's own output`);
}

/**
 * The three servers' databases start from one PGlite template (api/src/db/template.ts): migrated
 * and seeded once here instead of three times at once while the groups start (initdb, the
 * migrations and the demo seed, about 25 s of both cores). Each server still has its own folder.
 */
const templateDir = mkdtempSync(join(tmpdir(), 'forwarder-e2e-template-'));
const template = join(templateDir, 'demo.tar');
const made = spawnSync(process.execPath, ['--import', 'tsx', 'src/db/template-cli.ts', template], { cwd: join(here, '../api'), stdio: 'inherit' });
if (made.status !== 0) {
  console.error('e2e: the database template could not be made');
  process.exit(1);
}
process.env.PGLITE_TEMPLATE = template;

const groups = ['a', 'b', 'c'];
const results = await Promise.all(groups.map((group, i) => run(group, base + i)));
rmSync(templateDir, { recursive: true, force: true });
for (const group of groups) report(group);
console.log(`e2e: ${groups.map((group, i) => `group ${group} ${results[i] ? 'passed' : 'FAILED'}`).join(', ')}`);
process.exit(results.every(Boolean) ? 0 : 1);
