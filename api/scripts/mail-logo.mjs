#!/usr/bin/env node
/**
 * Writes public/media/mail/logo.png, the logo at the head of every mail (served at
 * `<PUBLIC_URL>/media/mail/logo.png`): the header's brand mark (shell/src/layout/header/logo.tsx)
 * on a navy tile, at twice its 40 px display size. A PNG, because many mail clients show no SVG
 * and strip data: URIs. Run it again after the mark changes, and commit the file.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const OUT = fileURLToPath(new URL('../public/media/mail/logo.png', import.meta.url));

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="80" height="80">
  <rect width="48" height="48" rx="10" fill="#0B1F3A"/>
  <g transform="translate(7 8.25)">
    <rect x="4" y="3" width="11" height="8" rx="1.5" fill="#e8641b"/>
    <rect x="16" y="3" width="11" height="8" rx="1.5" fill="#7cc4f0"/>
    <path d="M1 14h30l-4.5 8.5a3 3 0 0 1-2.65 1.5H8.15a3 3 0 0 1-2.65-1.5z" fill="#ffffff"/>
    <path d="M1 27.5c3.2 0 3.2-2 6.4-2s3.2 2 6.4 2 3.2-2 6.4-2 3.2 2 6.4 2 3.2-2 6.4-2" fill="none" stroke="#7cc4f0" stroke-width="1.8" stroke-linecap="round"/>
  </g>
</svg>`;

mkdirSync(new URL('../public/media/mail/', import.meta.url), { recursive: true });
const info = await sharp(Buffer.from(SVG), { density: 120 }).resize(80, 80).png({ compressionLevel: 9, palette: true }).toFile(OUT);
console.log(`${OUT}: ${info.width}x${info.height}, ${info.size} bytes`);
