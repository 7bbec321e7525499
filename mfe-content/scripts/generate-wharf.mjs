#!/usr/bin/env node
/**
 * Writes the 33 wharf pictures of the home page's about carousel (spec 1 section 9) to
 * src/media/wharf/wharf-01.svg .. wharf-33.svg, plus src/media/wharf/index.ts listing them.
 *
 * No photos exist yet (DESIGN.md "Imagery"), so each picture is a flat vector scene drawn from
 * one of three parameterised templates (quay with cranes and parked cars, RoRo ship loading over
 * its ramp, container yard) with a seeded random generator: the output is the same on every run,
 * every file differs, and each stays under 4 KB. Real photos can later replace the files one for
 * one (keep the names, or regenerate index.ts by hand).
 *
 * Run: node scripts/generate-wharf.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COUNT = 33;
const W = 480;
const H = 320;
const MAX_BYTES = 4096;
const OUT = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'media', 'wharf');

/** DESIGN.md palette (plus the tints the other illustrations use). */
const C = {
  navy: '#0B1F3A',
  navy800: '#13294B',
  ocean: '#0E6BA8',
  ocean700: '#0B5A8E',
  sky50: '#F2F7FB',
  sky100: '#E3EEF7',
  skyTop: '#C6DCEE',
  orange: '#E8641B',
  green: '#1E8E5A',
  red: '#C9352B',
  ink600: '#4A5868',
  line: '#DCE3EA',
  haze: '#B9CCDD',
  white: '#FFFFFF',
};

/** Times of day: sky gradient, sun, sea and quay colours. */
const SKIES = [
  { name: 'day', top: C.skyTop, bottom: C.sky100, sun: C.sky50, sea: C.ocean, deep: C.ocean700, quay: C.line, cloud: C.white },
  { name: 'morning', top: C.sky100, bottom: C.sky50, sun: C.white, sea: C.ocean, deep: C.ocean700, quay: C.line, cloud: C.white },
  { name: 'dusk', top: C.navy800, bottom: '#2A5B8A', sun: C.orange, sea: C.ocean700, deep: C.navy800, quay: '#9FB3C6', cloud: '#2F5A85' },
];

const CAR_COLOURS = [C.navy, C.white, C.ocean, C.ink600, C.red, C.sky50, C.navy800, C.green, C.haze];
const BOX_COLOURS = [C.ocean, C.orange, C.navy800, C.green, C.red, C.ink600];

/** mulberry32: small deterministic PRNG so the pictures are reproducible. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (r, list) => list[Math.floor(r() * list.length)];
const int = (r, min, max) => min + Math.floor(r() * (max - min + 1));

function sky(s, r) {
  const sunX = int(r, 40, 440);
  const sunY = int(r, 40, 90);
  const cloudX = int(r, 20, 320);
  return [
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.top}"/><stop offset="1" stop-color="${s.bottom}"/></linearGradient>`,
    // One car drawn once and reused: keeps each file far below 4 KB. Body colour comes from `color`.
    `<symbol id="car" width="40" height="28" viewBox="0 0 40 28"><g fill="currentColor"><rect y="8" width="40" height="16" rx="5"/><rect x="8" width="22" height="10" rx="4"/></g>`,
    `<g fill="${C.navy}"><circle cx="10" cy="24" r="4"/><circle cx="30" cy="24" r="4"/></g></symbol></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#s)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${int(r, 16, 24)}" fill="${s.sun}"${s.name === 'dusk' ? ' opacity="0.85"' : ''}/>`,
    `<g fill="${s.cloud}"><rect x="${cloudX}" y="44" width="86" height="14" rx="7"/><rect x="${cloudX + 20}" y="34" width="40" height="18" rx="9"/></g>`,
  ].join('');
}

/** A parked car seen from the side (the `#car` symbol of `defs()`), x = left edge, y = ground line. */
function car(x, y, colour, scale = 1) {
  const use = `<use href="#car" color="${colour}"`;
  if (scale === 1) return `${use} x="${x}" y="${y - 28}"/>`;
  return `<g transform="translate(${x} ${y - 28 * scale}) scale(${scale})">${use}/></g>`;
}

function crane(x, top, baseY, colour, trolley, box) {
  const legGap = 44;
  return (
    `<g fill="${colour}"><path d="M${x} ${baseY}V${top}h8v${baseY - top}zm${legGap} 0V${top}h8v${baseY - top}z"/>` +
    `<rect x="${x - 4}" y="${top}" width="${legGap + 56}" height="10"/><rect x="${x - 34}" y="${top + 20}" width="${legGap + 110}" height="8"/>` +
    `<rect x="${x}" y="${top + 62}" width="${legGap + 8}" height="6"/></g>` +
    `<rect x="${x + trolley}" y="${top + 28}" width="16" height="12" fill="${C.navy}"/>` +
    `<path d="M${x + trolley + 8} ${top + 40}v26" stroke="${C.navy}" stroke-width="2"/>` +
    `<rect x="${x + trolley - 6}" y="${top + 66}" width="28" height="13" fill="${box}"/>`
  );
}

/** Template A: quay with gantry cranes in front of the water and one or two rows of parked cars. */
function quayScene(r, s) {
  const parts = [sky(s, r), `<rect y="172" width="${W}" height="34" fill="${s.sea}"/>`];
  const cranes = int(r, 1, 3);
  const slots = [30, 190, 340].slice(0, cranes);
  for (const x of slots) parts.push(crane(x + int(r, -10, 20), int(r, 64, 96), 206, C.orange, int(r, -20, 40), pick(r, BOX_COLOURS)));
  parts.push(`<rect y="200" width="${W}" height="120" fill="${s.quay}"/><rect y="200" width="${W}" height="6" fill="${C.ink600}"/>`);
  parts.push(`<path d="M0 262h${W}" stroke="${C.white}" stroke-width="3" stroke-dasharray="14 10"/>`);
  const rows = int(r, 1, 2);
  for (let row = 0; row < rows; row++) {
    const y = row === 0 ? 244 : 304;
    const offset = int(r, 6, 30);
    const gap = int(r, 52, 60);
    for (let x = offset; x + 40 < W; x += gap) if (r() > 0.12) parts.push(car(x, y, pick(r, CAR_COLOURS)));
  }
  return parts.join('');
}

/** Template B: a RoRo car carrier at the quay with its stern ramp down and cars driving aboard. */
function roroScene(r, s) {
  const parts = [sky(s, r), `<rect y="186" width="${W}" height="${H - 186}" fill="${s.sea}"/><rect y="270" width="${W}" height="50" fill="${s.deep}"/>`];
  const shipX = int(r, 150, 200);
  const top = int(r, 70, 96);
  const stripe = pick(r, [C.ocean, C.orange, C.green, C.red]);
  parts.push(
    `<path d="M${shipX} ${top}h${W - shipX - 28}c14 0 24 8 28 18v${196 - top - 18}H${shipX}z" fill="${C.white}" stroke="${C.haze}" stroke-width="1.5"/>`,
    `<path d="M${shipX + 4} ${top + 36}H${W}M${shipX + 4} ${top + 70}H${W}" stroke="${C.line}" stroke-width="2"/>`,
    `<rect x="${shipX}" y="178" width="${W - shipX}" height="8" fill="${stripe}"/>`,
    `<rect x="${shipX - 4}" y="196" width="${W - shipX + 4}" height="30" fill="${C.navy}"/><rect x="${shipX}" y="220" width="${W - shipX}" height="6" fill="${C.red}"/>`,
    `<rect x="${shipX + 20}" y="${top - 20}" width="22" height="20" fill="${C.white}"/><rect x="${shipX + 20}" y="${top - 20}" width="22" height="6" fill="${C.orange}"/>`,
  );
  // Quay in front (left) and the ramp from the ship's side down to it.
  parts.push(`<rect y="232" width="${shipX + 10}" height="${H - 232}" fill="${s.quay}"/><rect y="232" width="${shipX + 10}" height="5" fill="${C.ink600}"/>`);
  parts.push(`<path d="M${shipX - 70} 236L${shipX + 10} 176h10L${shipX - 54} 236z" fill="${C.ink600}"/>`);
  parts.push(`<rect x="${shipX + 10}" y="126" width="58" height="52" fill="${C.navy800}"/>`);
  const onRamp = int(r, 0, 1);
  if (onRamp) parts.push(`<g transform="rotate(-37 ${shipX - 22} 206)">${car(shipX - 40, 210, pick(r, CAR_COLOURS), 0.8)}</g>`);
  const queue = int(r, 2, 3);
  for (let i = 0; i < queue; i++) parts.push(car(8 + i * 48, 296, pick(r, CAR_COLOURS), 0.9));
  return parts.join('');
}

/** Template C: a container yard with stacks, a reach stacker and a line of cars waiting for stuffing. */
function yardScene(r, s) {
  const parts = [sky(s, r), `<rect y="150" width="${W}" height="40" fill="${s.sea}"/>`];
  // A ship far behind the yard.
  const shipX = int(r, 40, 260);
  parts.push(`<path d="M${shipX} 150h170l-10 18H${shipX + 10}z" fill="${C.navy800}"/>`);
  for (let i = 0; i < 5; i++) parts.push(`<rect x="${shipX + 24 + i * 24}" y="136" width="22" height="14" fill="${pick(r, BOX_COLOURS)}"/>`);
  parts.push(`<rect y="184" width="${W}" height="${H - 184}" fill="${s.quay}"/><rect y="184" width="${W}" height="5" fill="${C.ink600}"/>`);
  // Stacks of containers.
  const stacks = int(r, 3, 5);
  let x = int(r, 14, 40);
  const boxes = [];
  for (let i = 0; i < stacks && x < 300; i++) {
    const tiers = int(r, 1, 3);
    for (let t = 0; t < tiers; t++) boxes.push(`<rect x="${x}" y="${246 - (t + 1) * 26}" width="52" height="26" fill="${pick(r, BOX_COLOURS)}"/>`);
    x += 56;
  }
  parts.push(`<g stroke="${C.white}" stroke-width="2">${boxes.join('')}</g>`);
  // Reach stacker lifting one more box.
  const rx = int(r, 320, 360);
  parts.push(
    `<rect x="${rx}" y="222" width="70" height="20" fill="${C.orange}"/><rect x="${rx + 40}" y="200" width="26" height="22" fill="${C.orange}"/>`,
    `<rect x="${rx + 44}" y="204" width="18" height="10" fill="${C.navy}" opacity="0.85"/>`,
    `<path d="M${rx + 20} 224l-46-70 8-4 46 70z" fill="${C.ink600}"/>`,
    `<rect x="${rx - 54}" y="130" width="58" height="26" fill="${pick(r, BOX_COLOURS)}" stroke="${C.white}" stroke-width="2"/>`,
    `<g fill="${C.navy}"><circle cx="${rx + 14}" cy="244" r="9"/><circle cx="${rx + 56}" cy="244" r="9"/></g>`,
  );
  parts.push(`<path d="M0 268h${W}" stroke="${C.white}" stroke-width="3" stroke-dasharray="14 10"/>`);
  const cars = int(r, 3, 7);
  const start = int(r, 6, 40);
  for (let i = 0; i < cars; i++) parts.push(car(start + i * 56, 308, pick(r, CAR_COLOURS)));
  return parts.join('');
}

const TEMPLATES = [
  { draw: quayScene, title: 'Cranes and parked cars on the quay' },
  { draw: roroScene, title: 'Cars driving aboard a RoRo ship' },
  { draw: yardScene, title: 'Container yard with cars waiting to be loaded' },
];

mkdirSync(OUT, { recursive: true });
const names = [];
for (let i = 1; i <= COUNT; i++) {
  const r = rng(i * 7919);
  const template = TEMPLATES[(i - 1) % TEMPLATES.length];
  const timeOfDay = SKIES[Math.floor((i - 1) / TEMPLATES.length) % SKIES.length];
  const body = template.draw(r, timeOfDay);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><title>${template.title}</title>${body}</svg>\n`;
  const bytes = Buffer.byteLength(svg);
  if (bytes > MAX_BYTES) throw new Error(`wharf-${i} is ${bytes} bytes (limit ${MAX_BYTES})`);
  const name = `wharf-${String(i).padStart(2, '0')}.svg`;
  writeFileSync(join(OUT, name), svg);
  names.push(name);
}

const index = [
  '/**',
  ' * The 33 wharf pictures of the about carousel, as URLs. Generated by',
  ' * scripts/generate-wharf.mjs: do not edit by hand (replace the SVG files instead).',
  ' */',
  ...names.map((n, i) => `import wharf${String(i + 1).padStart(2, '0')} from './${n}';`),
  '',
  '/** Intrinsic size of every wharf picture (for width/height attributes). */',
  `export const WHARF_SIZE = { width: ${W}, height: ${H} } as const;`,
  '',
  '/** URLs of the wharf pictures, in carousel order. */',
  'export const wharfImages: readonly string[] = [',
  ...names.map((_, i) => `  wharf${String(i + 1).padStart(2, '0')},`),
  '];',
  '',
].join('\n');
writeFileSync(join(OUT, 'index.ts'), index);
console.log(`wrote ${names.length} pictures and index.ts to ${OUT}`);
