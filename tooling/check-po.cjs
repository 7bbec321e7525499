#!/usr/bin/env node
/**
 * Fails when any es or ru catalog entry of this package is untranslated (empty msgstr), so a
 * Spanish or Russian user never meets English. Run after `lingui extract` (see `i18n:check`).
 * `lingui compile --strict` does not fail on missing translations, hence this check.
 */
const fs = require('node:fs');
const path = require('node:path');

function entries(po) {
  const out = [];
  let cur = null;
  let field = null;
  for (const line of po.split('\n')) {
    if (line.startsWith('#~')) continue;
    if (line.startsWith('msgid ')) {
      if (cur) out.push(cur);
      cur = { id: JSON.parse(line.slice(6)), str: '' };
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      cur.str = JSON.parse(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && cur) {
      cur[field] += JSON.parse(line);
    } else if (line.trim() === '' || line.startsWith('#') || line.startsWith('msgctxt')) {
      field = null;
    }
  }
  if (cur) out.push(cur);
  return out.filter((e) => e.id !== '');
}

const root = process.argv[2] || process.cwd();
let missing = 0;
let total = 0;
for (const locale of ['es', 'ru']) {
  const file = path.join(root, 'src/locales', locale, 'messages.po');
  if (!fs.existsSync(file)) continue;
  for (const e of entries(fs.readFileSync(file, 'utf8'))) {
    total++;
    if (!e.str.trim()) {
      missing++;
      console.error(`missing ${locale}: ${JSON.stringify(e.id)} (${path.relative(process.cwd(), file)})`);
    }
  }
}
console.log(`${path.basename(root)}: ${total - missing} of ${total} es/ru entries translated`);
process.exit(missing ? 1 : 0);
