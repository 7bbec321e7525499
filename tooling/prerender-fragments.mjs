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

const stats = await new Promise((resolve, reject) =>
  webpack(createPrerenderConfig({ name, dir, entry, outDir })).run((err, s) => (err ? reject(err) : resolve(s))),
);
if (stats.hasErrors()) {
  console.error(stats.toString({ all: false, errors: true }));
  process.exit(1);
}

/** Comments and layout whitespace out; the rules themselves are left as written. */
const minifyCss = (css) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

/** Splits CSS into top-level blocks: [prelude, body] (body without its braces). */
function blocks(css) {
  const out = [];
  let depth = 0, start = 0, open = -1;
  for (let i = 0; i < css.length; i++) {
    if (css[i] === '{') { if (depth++ === 0) open = i; }
    else if (css[i] === '}' && --depth === 0) { out.push([css.slice(start, open).trim(), css.slice(open + 1, i)]); start = i + 1; }
  }
  return out;
}

/**
 * Only the rules a fragment can use: a rule whose selector names classes stays when one of them
 * is in the markup (rules without classes, e.g. :root and element rules, always stay);
 * @media blocks are pruned inside; unused @keyframes go. The full UI kit's CSS otherwise comes
 * along with any one component of it.
 */
function pruneCss(css, used) {
  const keep = (selector) => {
    const classes = [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
    return classes.length === 0 || selector.split(',').some((part) => {
      const own = [...part.matchAll(/\.([\w-]+)/g)].map((m) => m[1]);
      return own.length === 0 || own.every((c) => used.has(c));
    });
  };
  return blocks(css)
    .map(([prelude, body]) => {
      if (prelude.startsWith('@media') || prelude.startsWith('@supports')) {
        const inner = pruneCss(body, used);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@keyframes')) return '';
      return keep(prelude) ? `${prelude}{${body}}` : '';
    })
    .join('');
}

const { fragments } = require(path.join(outDir, 'prerender.cjs'));
// The entry's CSS first, then the CSS of its lazy chunks (a page's own rules), in a stable order.
const cssFiles = fs.readdirSync(outDir).filter((f) => f.endsWith('.css')).sort((a, b) => (a === 'prerender.css' ? -1 : b === 'prerender.css' ? 1 : a.localeCompare(b)));
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
    // A page's first screen (name `page--…`, see firstScreenOf in @forwarder/shared/paths) stands
    // in for the page until its code renders: inert, and its fields take no typing that the real
    // page would then drop (readonly text fields, disabled selects).
    const page = fragment.startsWith('page--');
    if (page) {
      if (/<script\b/i.test(markup)) {
        console.error(`[prerender] ${fragment}.${lang}: a first screen must not hold a script`);
        process.exit(1);
      }
      markup = markup
        .replace(/<(input|textarea)\b(?![^>]*\breadonly\b)/g, '<$1 readonly=""')
        .replace(/<select\b(?![^>]*\bdisabled\b)/g, '<select disabled=""');
    }
    const used = new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
    const css = pruneCss(allCss, used);
    const attrs = page ? ' data-first-screen="" inert=""' : '';
    const html = `<div data-prerendered="${name}/${fragment}" data-lang="${lang}"${attrs}>${css ? `<style>${css}</style>` : ''}${markup}</div>\n`;
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

console.log(`[prerender] ${name}: ${written} fragments in dist/fragments`);
