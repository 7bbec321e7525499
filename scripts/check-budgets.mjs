#!/usr/bin/env node
/**
 * The bundle budgets that can be checked exactly from the built dists, without a browser
 * (part of `npm test`, after the production build): the `static` budgets of
 * bench/budgets.json — every remote's remoteEntry.js within its budget (brotli, as served), and no heavy
 * library (swiper, dompurify) in any app's entry files (`main.js`, `remoteEntry.js`).
 * Prints one line per check and `N passed, N failed`; exits 1 when a check fails.
 *
 * `--libraries`: also list every built JavaScript file with the libraries found in it (to
 * check bench/lib/markers.mjs after a dependency upgrade).
 */
import { evaluate, loadBudgets } from '../bench/lib/budgets.mjs';
import { compileHints, entryFiles, libraryMap, remoteEntrySizes } from '../bench/lib/dist.mjs';
// scripts/check-fresh-clone.mjs loads this file's imports from a copy without node_modules.
if (process.argv.includes('--imports-only')) process.exit(0);

const budgets = loadBudgets().filter((b) => b.static);
const heavy = budgets.flatMap((b) => b.libraries ?? []);
const results = { remoteEntries: remoteEntrySizes(), entryFiles: entryFiles(heavy) };

if (process.argv.includes('--libraries')) {
  for (const row of libraryMap()) {
    console.log(`${`${row.app}/${row.file}`.padEnd(70)} ${String(row.gzip ?? '-').padStart(7)} B gz  ${row.libraries.join(', ')}`);
  }
  console.log('');
}

let passed = 0;
let failed = 0;
for (const row of evaluate(budgets, results)) {
  let detail;
  if (row.id === 'entry-no-heavy') {
    const info = results.entryFiles[row.key.slice('entryFiles.'.length, -'.heavyLibraries'.length)];
    detail = info?.missing ? 'file missing (build first)' : `libraries: ${info?.libraries.join(', ') || 'none'}`;
  } else {
    detail = row.value === null ? 'file missing (build first)' : `${row.value} ${row.unit} (${(row.value / 1024).toFixed(2)} KB)`;
  }
  console.log(`${row.ok ? 'ok  ' : 'FAIL'} ${row.label} [${row.key}]: ${detail}, budget ${row.limit}`);
  if (row.ok) passed++;
  else failed++;
}
// Every built script starts with V8's compile hint (compiled off the main thread), and its
// precompressed copies were written after the hint was added (they are what the server sends).
const scripts = compileHints();
const unhinted = scripts.filter((r) => !r.hinted).map((r) => `${r.app}/${r.file}`);
const stale = scripts.filter((r) => !r.copiesMatch).map((r) => `${r.app}/${r.file}`);
for (const [ok, label] of [
  [scripts.length > 0 && unhinted.length === 0, `${scripts.length} built scripts start with the compile hint${unhinted.length ? `; missing in ${unhinted.slice(0, 5).join(', ')}` : ''}${scripts.length ? '' : ' (no build found)'}`],
  [stale.length === 0, `their .gz/.br copies match them${stale.length ? `; differ for ${stale.slice(0, 5).join(', ')}` : ''}`],
]) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${label}`);
  if (ok) passed++;
  else failed++;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
