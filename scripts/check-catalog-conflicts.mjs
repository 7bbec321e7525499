#!/usr/bin/env node
/**
 * All apps load their catalogs into the one shared Lingui instance, where a message's id is a
 * hash of its English text: two apps translating the same English text differently would
 * overwrite each other, and which wins would depend on load order. Fails on any such conflict.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib.mjs';

const PACKAGES = ['shared', 'shell', 'mfe-member', 'mfe-booking', 'mfe-freight', 'mfe-content'];

function entries(po) {
  const out = [];
  let cur = null;
  let field = null;
  for (const line of po.split('\n')) {
    if (line.startsWith('#~')) continue;
    if (line.startsWith('msgctxt ')) {
      if (cur) out.push(cur);
      cur = { ctx: JSON.parse(line.slice(8)), id: '', str: '' };
      field = 'ctx';
    } else if (line.startsWith('msgid ')) {
      if (cur && field !== 'ctx') out.push(cur);
      if (!cur || field !== 'ctx') cur = { ctx: '', id: '', str: '' };
      cur.id = JSON.parse(line.slice(6));
      field = 'id';
    } else if (line.startsWith('msgstr ')) {
      cur.str = JSON.parse(line.slice(7));
      field = 'str';
    } else if (line.startsWith('"') && cur && field) {
      cur[field] += JSON.parse(line);
    }
  }
  if (cur) out.push(cur);
  return out.filter((e) => e.id !== '');
}

let conflicts = 0;
for (const locale of ['es', 'ru']) {
  const seen = new Map();
  for (const pkg of PACKAGES) {
    const file = path.join(ROOT, pkg, 'src/locales', locale, 'messages.po');
    if (!existsSync(file)) continue;
    for (const e of entries(readFileSync(file, 'utf8'))) {
      const key = `${e.ctx}\u0004${e.id}`;
      const prev = seen.get(key);
      if (prev && prev.str !== e.str) {
        conflicts++;
        console.error(`conflict (${locale}) ${JSON.stringify(e.id)}: ${prev.pkg} says ${JSON.stringify(prev.str)}, ${pkg} says ${JSON.stringify(e.str)}`);
      } else if (!prev) seen.set(key, { pkg, str: e.str });
    }
  }
}
console.log(conflicts ? `${conflicts} catalog conflicts between apps` : 'no catalog conflicts between apps');
process.exit(conflicts ? 1 : 0);
