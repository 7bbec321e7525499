#!/usr/bin/env node
/**
 * Renders an app's first-screen fragments to static HTML, after its production build:
 *
 *   node ../tooling/prerender-fragments.mjs <name> <entry>     (run in the app's folder)
 *
 * <entry> exports `fragments`, a map of fragment name → (lang) => HTML or a promise of it (see
 * mfe-content/src/prerender/fragments.tsx). It is built for Node with the browser build's
 * settings (tooling/webpack.cjs createPrerenderConfig), so class names and hashed asset URLs are
 * the ones in dist/. Each fragment is written to dist/fragments/<name>.<lang>.html (with .gz and
 * .br copies) as one element holding its CSS and markup:
 *
 *   <div data-prerendered="<app>/<name>"><style>…</style>…markup…</div>
 *
 * The shell's index.html includes it with `<!--# include virtual="/mf/<app>/fragments/<name>.$fw_lang.html" -->`.
 * The build fails when a fragment points at a file of the app that dist/ does not have.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { createPrerenderConfig, REMOTES } = require('./webpack.cjs');

const LANGS = ['en', 'es', 'ru'];
const [name, entry] = process.argv.slice(2);
if (!name || !entry) {
  console.error('usage: prerender-fragments.mjs <app name> <entry>');
  process.exit(2);
}
const dir = process.cwd();
const outDir = path.join(dir, 'node_modules/.prerender');
const dist = path.join(dir, 'dist');
const publicPath = name === 'shell' ? '/' : REMOTES[name].path;

// The bundle exports the entry's fragments (and its live pages) and the fragment HTML builder of
// @forwarder/shared/prerender, which the api also uses when it renders a page with its data.
const entryFile = path.join(dir, 'node_modules/.prerender-entry.mjs');
fs.writeFileSync(
  entryFile,
  `export * from ${JSON.stringify(path.join(dir, entry))};\nexport { fragmentHtml, minifyCss } from '@forwarder/shared/prerender';\n`,
);
const stats = await new Promise((resolve, reject) =>
  webpack(createPrerenderConfig({ name, dir, entry: path.relative(dir, entryFile), outDir })).run((err, s) => (err ? reject(err) : resolve(s))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}

const { fragments, fragmentHtml, minifyCss } = require(path.join(outDir, 'prerender.cjs'));
// The entry's CSS first, then the CSS of its lazy chunks (a page's own rules), in a stable order.
// A chunk named `korean-font` (the desk's Korean faces, loaded by the browser only when the desk
// shows Korean) is not a page's rules: it stays out of the inline CSS.
const cssFiles = fs.readdirSync(outDir).filter((f) => f.endsWith('.css') && !f.startsWith('korean-font')).sort((a, b) => (a === 'prerender.css' ? -1 : b === 'prerender.css' ? 1 : a.localeCompare(b)));
const allCss = minifyCss(cssFiles.map((f) => fs.readFileSync(path.join(outDir, f), 'utf8')).join('\n'));
fs.mkdirSync(path.join(dist, 'fragments'), { recursive: true });

let written = 0;
for (const [fragment, render] of Object.entries(fragments)) {
  for (const lang of LANGS) {
    // React hoists resource hints (the LCP image's preload) to the front of the markup: they go
    // to a separate `<name>-head` fragment for the document's <head>, where they start earliest.
    const hints = [];
    let markup;
    try {
      markup = (await render(lang)).replace(/<link rel="preload"[^>]*>/g, (tag) => (hints.push(tag), ''));
    } catch (err) {
      console.error(`[prerender] ${fragment}.${lang}: ${err?.stack ?? err}`);
      process.exit(1);
    }
    let html;
    try {
      html = fragmentHtml({ app: name, name: fragment, lang, markup, css: allCss });
    } catch (err) {
      console.error(`[prerender] ${err?.message ?? err}`);
      process.exit(1);
    }
    // Every URL of this app in the fragment must be a file the build emitted.
    for (const m of (html + hints.join('')).matchAll(/(?:src|href|data-video)="([^"]+)"|url\(([^)]+)\)/g)) {
      const url = (m[1] ?? m[2]).replace(/^['"]|['"]$/g, '');
      if (!url.startsWith(publicPath)) continue;
      const file = path.join(dist, url.slice(publicPath.length));
      if (!fs.existsSync(file)) {
        console.error(`[prerender] ${fragment}.${lang}: ${url} is not in dist/`);
        process.exit(1);
      }
    }
    write(`${fragment}.${lang}.html`, html);
    write(`${fragment}-head.${lang}.html`, hints.length ? `${hints.join('')}\n` : '');
  }
}

function write(fileName, text) {
  const file = path.join(dist, 'fragments', fileName);
  fs.writeFileSync(file, text);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  written++;
}

// The bundle and the app's CSS go with the release (dist/server, never served to browsers): the
// api renders the pages the entry lists in `live` with their data on a request (livePages).
const serverDir = path.join(dist, 'server');
fs.rmSync(serverDir, { recursive: true, force: true });
fs.mkdirSync(serverDir, { recursive: true });
for (const f of fs.readdirSync(outDir)) if (f.endsWith('.cjs')) fs.copyFileSync(path.join(outDir, f), path.join(serverDir, f));
fs.writeFileSync(path.join(serverDir, 'styles.css'), allCss);

console.log(`[prerender] ${name}: ${written} fragments in dist/fragments, the server bundle in dist/server`);
