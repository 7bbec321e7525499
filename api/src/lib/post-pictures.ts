/**
 * Pictures for blog posts (issue 24): what an upload is (judged by its bytes: JPEG, PNG or WebP),
 * and the two copies the api keeps of it, both WebP without metadata (no camera, place or time):
 * `grid`, the 640 x 400 crop of the blog's cards and the post's cover, and `full`, at most 1600 px
 * wide for pictures in a post's text. The bytes are stored in post_pictures, so every replica
 * serves them; their URL holds a hash of the content, so it can be cached for a year.
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { visibleBaseName } from './document-files.ts';
import { HttpError } from './errors.ts';

/** The picture types an upload may be, by its first bytes. */
export function sniffPicture(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const at = (i: number, ...b: number[]) => b.every((x, k) => bytes[i + k] === x);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** The grid crop and the widest copy kept. */
export const GRID = { width: 640, height: 400 } as const;
export const FULL_MAX_WIDTH = 1600;
export const FULL_MAX_HEIGHT = 4000;
/** A picture larger than this many pixels is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

const unreadable = () => new HttpError(415, 'UNSUPPORTED_FILE_TYPE', 'This picture could not be read. Upload a JPEG, PNG or WebP picture.');

/** The resized copies of an upload, or 415 when it is not a picture sharp can read. */
export async function resizePicture(bytes: Buffer): Promise<{ grid: Buffer; full: Buffer; width: number; height: number; hash: string }> {
  if (!sniffPicture(bytes)) throw unreadable();
  const { default: sharp } = await import('sharp');
  try {
    const input = () => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const grid = await input().resize(GRID.width, GRID.height, { fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer();
    const full = await input().resize({ width: FULL_MAX_WIDTH, height: FULL_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
    const hash = createHash('sha256').update(grid).update(full.data).digest('hex').slice(0, 16);
    return { grid, full: full.data, width: full.info.width, height: full.info.height, hash };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw unreadable();
  }
}

/** The URL a stored picture's copy is served at. */
export const pictureUrl = (id: number, hash: string, variant: 'grid' | 'full') => `/media/posts/${id}-${hash}-${variant}.webp`;

/** SQL: pictureUrl of the picture row's columns `id` and `hash`, for answers PostgreSQL writes as JSON. */
export const pictureUrlSql = (id: string, hash: string, variant: 'grid' | 'full') =>
  sql<string>`('/media/posts/' || ${sql.ref(id)} || '-' || ${sql.ref(hash)} || ${sql.lit(`-${variant}.webp`)})`;

/** The name a picture keeps (shown to staff only): its visible base name, at most 200 characters; `picture` when nothing is left. */
export function pictureName(raw: string): string {
  return Array.from(visibleBaseName(raw)).slice(0, 200).join('').trim() || 'picture';
}
