#!/usr/bin/env node
/**
 * Fails when any es or ru catalog entry of this package is untranslated (empty msgstr), so a
 * Spanish or Russian user never meets English. Run after `lingui extract` (see `i18n:check`).
 * `lingui compile --strict` does not fail on missing translations, hence this check.
 */
const fs = require('node:fs');
const path = require('node:path');
const { poEntries } = require('./po.cjs');

const root = path.resolve(process.argv[2] || process.cwd());
let missing = 0;
let total = 0;
for (const locale of ['es', 'ru']) {
  const file = path.join(root, 'src/locales', locale, 'messages.po');
  if (!fs.existsSync(file)) continue;
  for (const e of poEntries(fs.readFileSync(file, 'utf8'))) {
    total++;
    if (!e.str.trim()) {
      missing++;
      console.error(`missing ${locale}: ${JSON.stringify(e.id)} (${path.relative(process.cwd(), file)})`);
    }
  }
}
console.log(`${path.basename(root)}: ${total - missing} of ${total} es/ru entries translated`);
process.exit(missing ? 1 : 0);
