/**
 * What an uploaded booking document is, judged by its bytes (issue 23): the type from the magic
 * bytes (never the declared Content-Type or the name's extension), cheap polyglot detection, the
 * cleaned file name, and the Content-Disposition a download answers with.
 */

/** The types a booking document may have. */
export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => bytes.length >= prefix.length && prefix.every((b, i) => bytes[i] === b);

/** The type the bytes are (PDF `%PDF-`, JPEG `FF D8 FF`, the PNG signature), or null for anything else. */
export function sniffType(bytes: Uint8Array): DocumentType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'image/png';
  return null;
}

/** How far into the file markup is looked for: what browsers sniff, and then some. */
const POLYGLOT_WINDOW = 1024;
/** Markup that makes a file render as a page (HTML, SVG, script) when something ignores its type. */
const MARKUP = /<(?:script|html|svg|body|iframe|object|embed|!doctype\s+html)[\s/>]/i;

/**
 * True when the file's first KB holds HTML, SVG or script markup: a PDF, JPEG or PNG that is also
 * a web page (a polyglot). Cheap by design; the downloads' headers (nosniff, attachment, a
 * sandboxing CSP) cover what it cannot see.
 */
export function looksLikePolyglot(bytes: Uint8Array): boolean {
  // latin1 maps each byte to one character, so byte offsets and the pattern line up.
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, POLYGLOT_WINDOW)).toString('latin1');
  return MARKUP.test(head);
}

/** File-name extensions of each type; the first is the one added when a name has none of them. */
export const EXTENSIONS: Record<DocumentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
};

/** Longest stored name, in characters (code points). */
export const FILE_NAME_MAX = 200;

/** Control characters, bidi controls (overrides, isolates, marks), zero-width and other format characters, lone surrogates. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;

/** `raw`'s base name (any path with / or \\ dropped) without invisible characters, trimmed. */
export function visibleBaseName(raw: string): string {
  return (raw.split(/[/\\]/).pop() ?? '').replace(INVISIBLE, '').trim();
}

/**
 * The name a document keeps: its base name only (any path with / or \ is dropped), without
 * control, bidi or other invisible characters, trimmed, at most FILE_NAME_MAX characters, and
 * ending in an extension of its real type (`evil.html` holding a PNG becomes `evil.html.png`, so
 * a saved copy opens as what it is). Nothing usable left: `document.<ext>`. Markup in a name is
 * kept as text: every page renders it as text and the download header encodes it.
 */
export function cleanFileName(raw: string, type: DocumentType): string {
  let name = visibleBaseName(raw);
  // Dots alone ('.', '..') are no name.
  if (/^\.*$/.test(name)) name = '';
  const exts = EXTENSIONS[type];
  const ext = /\.([^.]+)$/.exec(name)?.[1];
  const own = ext !== undefined && exts.includes(ext.toLowerCase());
  const stem = (own ? name.slice(0, -ext.length - 1) : name).trimEnd();
  if (!stem) return `document.${exts[0]}`;
  const suffix = own ? `.${ext}` : `.${exts[0]}`;
  const chars = [...stem];
  const room = FILE_NAME_MAX - suffix.length;
  return `${chars.length > room ? chars.slice(0, room).join('').trimEnd() : stem}${suffix}`;
}

/** RFC 5987 encoding: encodeURIComponent leaves ' ( ) * ! which are not attr-chars. */
const rfc5987 = (s: string) => encodeURIComponent(s).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The Content-Disposition of a download: `attachment` (or `inline` for a preview) with an ASCII
 * fallback name (anything else becomes `_`) and the exact name as `filename*` (UTF-8).
 */
export function contentDisposition(fileName: string, inline = false): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${rfc5987(fileName)}`;
}
