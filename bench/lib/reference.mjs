/**
 * The static reference page (bench/reference/index.html): filled in from the rendered home
 * hero (falling back to mfe-content's sources and dist), written into the shell's dist so the
 * same api serves it at /__bench-reference/index.html, and removed after the bench.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../../scripts/lib.mjs';

export const REFERENCE_PATH = '/__bench-reference/index.html';
const OUT_DIR = path.join(ROOT, 'shell/dist/__bench-reference');
const TEMPLATE = path.join(ROOT, 'bench/reference/index.html');

const escapeHtml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The hero poster as built (its hashed name read from the dist), as a same-origin path. */
function builtPoster() {
  const dir = path.join(ROOT, 'mfe-content/dist/assets');
  if (!existsSync(dir)) return null;
  const file = readdirSync(dir).find((f) => /^hero-roro-poster\.[0-9a-f]+\.svg$/.test(f));
  return file ? `/mf/content/assets/${file}` : null;
}

/** The hero's h1 text from mfe-content's source (English), when the page could not be read. */
function sourceHeading() {
  const file = path.join(ROOT, 'mfe-content/src/features/banner/components/hero-banner.tsx');
  if (!existsSync(file)) return null;
  const m = /<h1[^>]*>\s*<Trans>([\s\S]*?)<\/Trans>\s*<\/h1>/.exec(readFileSync(file, 'utf8'));
  return m ? m[1].trim().replace(/\s+/g, ' ') : null;
}

/**
 * Write the reference page from `hero` (captureHero's result, or null). Returns what it used,
 * for the results file.
 */
export function writeReference(hero) {
  const poster = hero?.image?.src ?? builtPoster();
  const heading = hero?.text || sourceHeading();
  if (!poster || !heading) throw new Error('reference page: could not find the hero poster or heading (is mfe-content built?)');
  const width = Number(hero?.image?.width) || 1600;
  const height = Number(hero?.image?.height) || 800;
  const family = hero?.heading?.['font-family'] || "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";
  const fontFaces = (hero?.fontFaces ?? []).join('\n');
  const preloads = (hero?.fontPreloads ?? [])
    .map((p) => `<link rel="preload" as="font" href="${escapeHtml(p.href)}"${p.type ? ` type="${escapeHtml(p.type)}"` : ''} crossorigin>`)
    .join('\n');
  const background = hero?.box?.['background-color'] && hero.box['background-color'] !== 'rgba(0, 0, 0, 0)' ? hero.box['background-color'] : '#0b1f3a';
  const html = readFileSync(TEMPLATE, 'utf8')
    .replace(/<!--[\s\S]*?-->\n/, '')
    .replaceAll('{{FONT_PRELOADS}}', preloads)
    .replaceAll('{{FONT_FACES}}', fontFaces)
    .replaceAll('{{FONT_FAMILY}}', family)
    .replaceAll('{{HERO_BACKGROUND}}', background)
    .replaceAll('{{POSTER_SRC}}', escapeHtml(poster))
    .replaceAll('{{POSTER_WIDTH}}', String(width))
    .replaceAll('{{POSTER_HEIGHT}}', String(height))
    .replaceAll('{{HEADING}}', escapeHtml(heading));
  mkdirSync(OUT_DIR, { recursive: true });
  const file = path.join(OUT_DIR, 'index.html');
  writeFileSync(file, html);
  // Precompressed copies, like every file of the build, so it is served the same way.
  writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  return { poster, heading, fontFaces: hero?.fontFaces?.length ?? 0, from: hero ? 'rendered home page' : 'mfe-content sources and dist' };
}

export function removeReference() {
  rmSync(OUT_DIR, { recursive: true, force: true });
}
