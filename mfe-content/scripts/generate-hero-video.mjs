#!/usr/bin/env node
/**
 * Writes src/media/hero-roro-loop.mp4, the home hero's looping banner video (spec 1 section 2),
 * from the hero poster (src/media/hero-roro-poster.svg): no footage exists yet (DESIGN.md
 * "Imagery"), so the poster itself moves. The ship bobs on the swell, the wave lines drift, the
 * wake and the stars breathe. Every motion is one full sine period over the clip, so the last
 * frame leads seamlessly into the first (the video loops), and frame 0 is the poster exactly: the
 * switch from the painted poster to the playing video does not jump.
 *
 * Light on purpose: 960x480 (the hero is covered, darkened by its scrim and mostly behind text),
 * 12 frames per second, 4 seconds, H.264 baseline-compatible yuv420p with faststart, no audio
 * track; under 200 KB (checked here and by media.test.ts).
 *
 * Needs ffmpeg built with librsvg (Debian's is). Run: node scripts/generate-hero-video.mjs
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'media');
const POSTER = join(MEDIA, 'hero-roro-poster.svg');
const OUT = join(MEDIA, 'hero-roro-loop.mp4');
const FPS = 12;
const SECONDS = 4;
const FRAMES = FPS * SECONDS;
const MAX_BYTES = 200 * 1024;

const poster = readFileSync(POSTER, 'utf8');

/** Replace `marker` once; fail loudly when the poster changed and the marker is gone. */
function once(svg, marker, replacement) {
  if (!svg.includes(marker)) throw new Error(`poster marker not found: ${marker}`);
  return svg.replace(marker, replacement);
}

/** Wrap the text between two markers (the start marker kept inside) in `<g ...>`. */
function wrap(svg, start, end, attrs) {
  const a = svg.indexOf(start);
  const b = svg.indexOf(end, a);
  if (a < 0 || b < 0) throw new Error(`poster markers not found: ${start} .. ${end}`);
  return `${svg.slice(0, a)}<g ${attrs}>${svg.slice(a, b)}</g>${svg.slice(b)}`;
}

const r2 = (n) => Math.round(n * 100) / 100;

/** Frame i of the loop: the poster with each moving part at phase 2πi/FRAMES. */
function frame(i) {
  const t = (2 * Math.PI * i) / FRAMES;
  const bob = r2(3 * Math.sin(t));
  const drift = r2(24 * Math.sin(t));
  const wake = r2(0.5 + 0.15 * Math.sin(t));
  const stars = r2(0.5 + 0.2 * Math.sin(2 * t));
  let svg = poster;
  svg = once(svg, '<g fill="#F2F7FB" opacity="0.5">', `<g fill="#F2F7FB" opacity="${stars}">`);
  svg = once(svg, '<g stroke="#E3EEF7" stroke-linecap="round" stroke-width="3" opacity="0.18">', `<g stroke="#E3EEF7" stroke-linecap="round" stroke-width="3" opacity="0.18" transform="translate(${drift} 0)">`);
  svg = once(svg, '<g fill="none" stroke="#F2F7FB" stroke-linecap="round" opacity="0.5">', `<g fill="none" stroke="#F2F7FB" stroke-linecap="round" opacity="${wake}">`);
  svg = wrap(svg, '<!-- RoRo car carrier -->', '<!-- the hull sits in the water -->', `transform="translate(0 ${bob})"`);
  svg = wrap(svg, '<!-- bridge and funnel -->', '</svg>', `transform="translate(0 ${bob})"`);
  return svg;
}

const dir = mkdtempSync(join(tmpdir(), 'hero-video-'));
try {
  for (let i = 0; i < FRAMES; i++) writeFileSync(join(dir, `f${String(i).padStart(3, '0')}.svg`), frame(i));
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-framerate', String(FPS), '-i', join(dir, 'f%03d.svg'),
      '-vf', 'scale=960:480:flags=lanczos,format=yuv420p',
      '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-tune', 'animation', '-crf', '30',
      '-g', String(FRAMES), '-an', '-movflags', '+faststart', '-map_metadata', '-1',
      OUT,
    ],
    { stdio: 'inherit' },
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const bytes = statSync(OUT).size;
if (bytes > MAX_BYTES) throw new Error(`${OUT} is ${bytes} bytes, over ${MAX_BYTES}`);
console.log(`wrote ${OUT} (${(bytes / 1024).toFixed(1)} KB, ${FRAMES} frames at ${FPS} fps)`);
