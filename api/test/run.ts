/**
 * Runs the given test files (default: every test/**\/*.test.ts) in this one process, so PGlite's
 * WebAssembly is compiled once instead of once per file. scripts/test-all.mjs uses it; any
 * single file still runs on its own with `node --import tsx --test <file>`.
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

function findTests(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? findTests(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : []))
    .sort();
}

const args = process.argv.slice(2);
const files = args.length ? args.map((f) => resolve(f)) : findTests(fileURLToPath(new URL('.', import.meta.url)));
for (const file of files) await import(pathToFileURL(file).href);
