#!/usr/bin/env node
/**
 * Fails when any catalog entry of this package is untranslated (empty msgstr) in a locale other
 * than the English source, so a Spanish, Russian or Korean reader never meets English. The
 * locales checked are the package's catalog folders (`src/locales/<locale>/messages.po`, `en`
 * aside): es and ru for the buyer-facing apps, ko for the staff desk. Run after `lingui extract`
 * (see `i18n:check`). `lingui compile --strict` does not fail on missing translations, hence
 * this check.
 */
const fs = require('node:fs');
const path = require('node:path');
const { poEntries } = require('./po.cjs');

const SOURCE_LOCALE = 'en';
const root = path.resolve(process.argv[2] || process.cwd());
const localesDir = path.join(root, 'src/locales');
const locales = fs.existsSync(localesDir)
  ? fs
      .readdirSync(localesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== SOURCE_LOCALE)
      .map((d) => d.name)
      .sort()
  : [];
let missing = 0;
let total = 0;
for (const locale of locales) {
  const file = path.join(localesDir, locale, 'messages.po');
  if (!fs.existsSync(file)) continue;
  for (const e of poEntries(fs.readFileSync(file, 'utf8'))) {
    total++;
    if (!e.str.trim()) {
      missing++;
      console.error(`missing ${locale}: ${JSON.stringify(e.id)} (${path.relative(process.cwd(), file)})`);
    }
  }
}
console.log(`${path.basename(root)}: ${total - missing} of ${total} ${locales.join('/') || 'translated'} entries translated`);
process.exit(missing ? 1 : 0);
