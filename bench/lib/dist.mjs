/**
 * Figures read from the built dists alone (no browser): the compressed size of every remote's
 * `remoteEntry.js` and `mf-manifest.json` (the `.gz`/`.br` files the build writes beside
 * them), and which libraries each app's entry files (`main.js`, `remoteEntry.js`) contain.
 * Used by the bench and by scripts/check-budgets.mjs (part of `npm test`).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../../scripts/lib.mjs';
import { LIBRARIES, libraryPartsIn } from './markers.mjs';

const { COMPILE_HINT } = createRequire(import.meta.url)('../../tooling/compile-hints.cjs');

/** Federation name -> folder; the shell first. */
export const APP_DIRS = {
  shell: 'shell',
  member: 'mfe-member',
  booking: 'mfe-booking',
  freight: 'mfe-freight',
  content: 'mfe-content',
  staff: 'mfe-staff',
};

const size = (file) => (existsSync(file) ? statSync(file).size : null);

/** { raw, gzip, br } byte sizes of a built file (null where a file is missing). */
export function fileSizes(file) {
  return { raw: size(file), gzip: size(`${file}.gz`), br: size(`${file}.br`) };
}

/**
 * `{ gzip, br }` of what a remote's page starts with: its remoteEntry.js plus the files its
 * exposed `./routes` module needs at once (the manifest's sync JavaScript and CSS of that
 * expose); nulls when the build or the expose is missing.
 */
function withRoutesModule(dist) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) return { gzip: null, br: null };
  const expose = (JSON.parse(readFileSync(manifestFile, 'utf8')).exposes ?? []).find((e) => e.path === './routes');
  if (!expose) return { gzip: null, br: null };
  const files = ['remoteEntry.js', ...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])].map((f) => fileSizes(path.join(dist, f)));
  const total = (k) => (files.every((f) => f[k] !== null) ? files.reduce((n, f) => n + f[k], 0) : null);
  return { gzip: total('gzip'), br: total('br') };
}

/**
 * Sizes of each remote's remoteEntry.js and mf-manifest.json, and `withRoutes`: remoteEntry.js
 * plus its `./routes` module's own files (the staff desk's entry budget reads it).
 */
export function remoteEntrySizes() {
  const out = {};
  for (const [name, dir] of Object.entries(APP_DIRS)) {
    if (name === 'shell') continue;
    const dist = path.join(ROOT, dir, 'dist');
    out[name] = {
      remoteEntry: fileSizes(path.join(dist, 'remoteEntry.js')),
      manifest: fileSizes(path.join(dist, 'mf-manifest.json')),
      withRoutes: withRoutesModule(dist),
    };
  }
  return out;
}

/**
 * The shell page's initial scripts as public/boot.js starts them (index.html `data-js`: the boot
 * library chunks and main.js), relative to the dist; just main.js when the page is not built.
 */
function shellBootFiles() {
  const html = path.join(ROOT, APP_DIRS.shell, 'dist', 'index.html');
  const list = existsSync(html) ? /data-js="([^"]*)"/.exec(readFileSync(html, 'utf8'))?.[1] : undefined;
  return list ? list.split(' ').filter(Boolean).map((f) => f.replace(/^\//, '')) : ['main.js'];
}

/**
 * For every app's entry files: the libraries they contain, and how many of them are heavy
 * ones (`heavy`, e.g. swiper and dompurify) that must only ever load on demand.
 * Keys: `<app>/<file>`, e.g. `shell/main.js`, `shell/assets/react-dom.<hash>.js`,
 * `content/remoteEntry.js`. The shell's entry files are every script its page starts with.
 */
export function entryFiles(heavy) {
  const out = {};
  for (const [name, dir] of Object.entries(APP_DIRS)) {
    // A remote's federated production build is its container only; main.js exists only in
    // standalone builds (MF_STANDALONE=1), and is checked when present.
    const standaloneMain = existsSync(path.join(ROOT, dir, 'dist', 'main.js'));
    const files = name === 'shell' ? shellBootFiles() : standaloneMain ? ['main.js', 'remoteEntry.js'] : ['remoteEntry.js'];
    for (const f of files) {
      const file = path.join(ROOT, dir, 'dist', f);
      if (!existsSync(file)) {
        out[`${name}/${f}`] = { missing: true, libraries: [], heavyLibraries: null };
        continue;
      }
      const libs = libraryPartsIn(readFileSync(file, 'utf8'));
      out[`${name}/${f}`] = { libraries: libs, heavyLibraries: libs.filter((l) => heavy.includes(l)).length };
    }
  }
  return out;
}

/**
 * Every JavaScript file in every app's dist: `{ app, file (relative to the dist), path, copied }`,
 * `copied` when the file comes from the app's public/ folder as it is (e.g. the shell's boot.js
 * and sw.js) rather than from webpack.
 */
function* distScripts() {
  for (const [app, dir] of Object.entries(APP_DIRS)) {
    const dist = path.join(ROOT, dir, 'dist');
    if (!existsSync(dist)) continue;
    for (const file of readdirSync(dist, { recursive: true })) {
      const p = path.join(dist, file);
      if (!file.endsWith('.js') || !statSync(p).isFile()) continue;
      yield { app, file, path: p, copied: existsSync(path.join(ROOT, dir, 'public', file)) };
    }
  }
}

/** Every built JavaScript file of every app with the libraries it holds (diagnostics). */
export function libraryMap() {
  return [...distScripts()].map(({ app, file, path: p }) => ({
    app,
    file,
    gzip: size(`${p}.gz`),
    libraries: libraryPartsIn(readFileSync(p, 'utf8')),
  }));
}

/**
 * Every JavaScript file webpack built (not the ones copied from public/), per app, with whether
 * it starts with V8's compile hint (tooling/compile-hints.cjs) and whether its .gz and .br
 * copies hold exactly its bytes.
 */
export function compileHints() {
  const start = Buffer.from(`${COMPILE_HINT}\n`);
  return [...distScripts()]
    .filter((s) => !s.copied)
    .map(({ app, file, path: p }) => {
      const bytes = readFileSync(p);
      const same = (copy, decode) => !existsSync(copy) || decode(readFileSync(copy)).equals(bytes);
      return {
        app,
        file,
        hinted: bytes.subarray(0, start.length).equals(start),
        copiesMatch: same(`${p}.gz`, zlib.gunzipSync) && same(`${p}.br`, zlib.brotliDecompressSync),
      };
    });
}

export const LIBRARY_NAMES = LIBRARIES.map((l) => l.name);
