#!/usr/bin/env node
/**
 * Writes the content pages' two videos from their posters (no footage exists yet, DESIGN.md
 * "Imagery"): src/media/promo-roro.mp4 (the shipping page's promo) and
 * src/media/shoring-container.mp4 (the container stuffing page's shoring video). Each is a slow
 * push-in across its poster, so the first frame is the poster the page paints before play.
 * Silent (no audio track): the figure's caption describes what it shows. Light on purpose:
 * 960x640, 12 frames per second, 6 seconds, H.264 yuv420p with faststart, under 300 KB each.
 *
 * Needs ffmpeg built with librsvg (Debian's is). Run: node scripts/generate-page-videos.mjs
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MEDIA = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'media');
const FPS = 12;
const SECONDS = 6;
const MAX_BYTES = 300 * 1024;

for (const [poster, out] of [
  ['roro-ship.svg', 'promo-roro.mp4'],
  ['container-stuffing.svg', 'shoring-container.mp4'],
]) {
  const frames = FPS * SECONDS;
  const file = join(MEDIA, out);
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner', '-loglevel', 'error', '-y',
      '-width', '1920', '-height', '1280', '-i', join(MEDIA, poster),
      // A 12 % push-in centred on the picture, eased, over the whole clip.
      '-vf', `zoompan=z='1+0.12*(1-cos(PI*on/${frames}))/2':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=960x640:fps=${FPS},format=yuv420p`,
      '-c:v', 'libx264', '-profile:v', 'main', '-preset', 'veryslow', '-tune', 'animation', '-crf', '30',
      '-an', '-movflags', '+faststart', '-map_metadata', '-1',
      file,
    ],
    { stdio: 'inherit' },
  );
  const size = statSync(file).size;
  if (size > MAX_BYTES) throw new Error(`${out} is ${size} bytes, over ${MAX_BYTES}`);
  console.log(`${out}: ${size} bytes`);
}
