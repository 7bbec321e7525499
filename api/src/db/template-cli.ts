/**
 * `tsx src/db/template-cli.ts <file.tar> [--empty]`: write a PGlite template (src/db/template.ts),
 * migrated and seeded with the demo data (migrated only with --empty). The e2e runs make one
 * for their three servers (e2e/run-groups.mjs).
 */
import { writePgliteTemplate } from './template.ts';

const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
if (!file) {
  console.error('usage: tsx src/db/template-cli.ts <file.tar> [--empty]');
  process.exit(2);
}
const started = Date.now();
await writePgliteTemplate(file, { seed: !process.argv.includes('--empty') });
console.log(`PGlite template ${file} written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
