#!/usr/bin/env node
/**
 * All apps load their catalogs into the one shared Lingui instance, where a message's id is a
 * hash of its English text: two apps translating the same English text differently would
 * overwrite each other, and which wins would depend on load order. Fails on any such conflict.
 */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib.mjs';

const { poEntries } = createRequire(import.meta.url)('../tooling/po.cjs');

// mfe-staff (the staff desk) keeps its own Lingui instance with en and ko, so it cannot overwrite
// the buyer apps' messages; it is listed for its catalogs all the same.
const PACKAGES = ['shared', 'shell', 'mfe-member', 'mfe-booking', 'mfe-freight', 'mfe-content', 'mfe-staff'];

let conflicts = 0;
for (const locale of ['es', 'ru', 'ko']) {
  const seen = new Map();
  for (const pkg of PACKAGES) {
    const file = path.join(ROOT, pkg, 'src/locales', locale, 'messages.po');
    if (!existsSync(file)) continue;
    for (const e of poEntries(readFileSync(file, 'utf8'))) {
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
