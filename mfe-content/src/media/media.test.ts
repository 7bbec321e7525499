/** The illustration budget of DESIGN.md: flat SVGs with width and height, each small. */
import { readdirSync, readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

const root = __dirname;
const svgsIn = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }));

test('every illustration is under 15 KB and declares its width and height', () => {
  const files = [...svgsIn(root), ...svgsIn(join(root, 'items')), ...svgsIn(join(root, 'team')), ...svgsIn(join(root, 'shoring'))];
  expect(files.length).toBeGreaterThanOrEqual(14 + 6 + 19);
  for (const { name, text } of files) {
    expect({ name, small: Buffer.byteLength(text) < 15 * 1024 }).toEqual({ name, small: true });
    expect(text).toMatch(/^<svg[^>]*\swidth="\d+"[^>]*\sheight="\d+"/);
  }
});

test('the 33 wharf pictures are distinct, each under 4 KB with width and height', () => {
  const files = svgsIn(join(root, 'wharf'));
  expect(files.map((f) => f.name)).toEqual(Array.from({ length: 33 }, (_, i) => `wharf-${String(i + 1).padStart(2, '0')}.svg`));
  for (const { name, text } of files) {
    expect({ name, small: Buffer.byteLength(text) < 4096 }).toEqual({ name, small: true });
    expect(text).toMatch(/^<svg[^>]*\swidth="480"\s+height="320"/);
  }
  expect(new Set(files.map((f) => createHash('sha1').update(f.text).digest('hex'))).size).toBe(33);
});

test('the hero loop is a small muted mp4 (no audio track) with faststart', () => {
  const mp4 = readFileSync(join(root, 'hero-roro-loop.mp4'));
  expect(mp4.length).toBeLessThan(200 * 1024);
  expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
  // faststart: the index (moov) comes before the frames (mdat), so playback starts at once.
  expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
  // No sound: no audio handler in the file.
  expect(mp4.includes('soun')).toBe(false);
});

test('the hero poster stays an LCP candidate on wide screens, so the later video never replaces it', () => {
  // Chrome skips low-content images for LCP: under 0.05 bits per decoded byte per painted pixel.
  // The poster must pass on a 2560x640 hero, or the video (painted later) becomes the LCP element.
  const bytes = readFileSync(join(root, 'hero-roro-poster.svg')).length;
  expect((bytes * 8) / (2560 * 640)).toBeGreaterThanOrEqual(0.05);
});

test('the 19 shoring pictures are distinct, 480x320', () => {
  const files = svgsIn(join(root, 'shoring'));
  expect(files.map((f) => f.name)).toEqual(Array.from({ length: 19 }, (_, i) => `shoring-${String(i + 1).padStart(2, '0')}.svg`));
  for (const { text } of files) expect(text).toMatch(/^<svg[^>]*\swidth="480"\s+height="320"/);
  expect(new Set(files.map((f) => createHash('sha1').update(f.text).digest('hex'))).size).toBe(19);
});

test('the page videos are small silent mp4s with faststart', () => {
  for (const name of ['promo-roro.mp4', 'shoring-container.mp4']) {
    const mp4 = readFileSync(join(root, name));
    expect(mp4.length).toBeLessThan(300 * 1024);
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'));
    expect(mp4.includes('soun')).toBe(false);
  }
});
