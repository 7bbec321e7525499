/**
 * Text in any of the buyers' scripts for a pdfkit document (issue 22). pdfkit alone draws a
 * string in one font, shapes it word by word and lays it out left to right, so Arabic and Hebrew
 * came out in the wrong order, Korean, Chinese and emoji as empty boxes, and an unbreakable
 * emoji row ran into the next column. `TextWriter` does, for each paragraph:
 *
 *  1. font runs: the string is split into grapheme clusters, and each cluster gets the first
 *     font of its script's fallback chain that has every one of its characters: DejaVu Sans
 *     (Latin, Cyrillic, Greek, symbols, and Arabic and Hebrew: see `candidates`), Noto Sans
 *     Arabic and Noto Sans Hebrew (letters DejaVu lacks), Noto Sans KR (Hangul), Noto Sans SC
 *     (Han, kana) and Noto Emoji. Emoji print in monochrome: pdfkit embeds glyph outlines only,
 *     not the colour layers or bitmaps of a colour emoji font. The Noto fonts come from the
 *     fontsource packages, one WOFF file per unicode range (their `unicode.json` says which
 *     file is meant for a character; the file's own cmap is checked before use). Spaces and
 *     punctuation stay in the font of the run they are in, so an Arabic phrase is shaped as one
 *     run. A character no font has prints as U+FFFD (a visible "?" in a diamond, from DejaVu,
 *     as wide as a letter), never as the empty .notdef box;
 *  2. bidi: the Unicode bidirectional algorithm (bidi-js) gives every cluster its embedding
 *     level; each paragraph takes its direction from its first strong letter (like HTML's
 *     dir="auto"), so an Arabic name with Latin digits reads correctly;
 *  3. lines: breaks after spaces and dashes and around ideographs and emoji, and inside a word
 *     that is wider than the line; widths are measured per font run with pdfkit's
 *     widthOfString, so a line never exceeds its box (a lone cluster wider than the box, which
 *     only a very narrow box can have, is clipped to it);
 *  4. drawing: each line is reordered for display (rule L2 of the algorithm, per cluster) and
 *     drawn run by run on one baseline. A right-to-left run goes to fontkit in logical order:
 *     fontkit shapes it (Arabic joining forms, lam-alef) and returns it in visual order. Mirrored
 *     characters (brackets) are swapped in right-to-left runs. For text extraction, a ligature
 *     glyph in a right-to-left run maps to its characters in reverse in the ToUnicode map,
 *     because readers reverse right-to-left runs character by character.
 *
 * pdfkit internals used: the current font's fontkit object, its subset and its ToUnicode table
 * (`doc._font`), typed by `EmbeddedFont` below.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Bidi } from 'bidi-js';

const require = createRequire(import.meta.url);
// bidi-js is CommonJS: its module.exports is the factory (its types describe an ES default export).
const bidi = (require('bidi-js') as () => Bidi)();

export type Weight = 'regular' | 'bold';
export type Align = 'left' | 'right' | 'center' | 'start';

const DEJAVU = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
/** The base fonts, registered under these names by `TextWriter` (pdfkit embeds each once). */
const BASE_NAMES: Record<Weight, string> = { regular: 'text-regular', bold: 'text-bold' };
const BASE_FILES: Record<Weight, string> = { regular: join(DEJAVU, 'DejaVuSans.ttf'), bold: join(DEJAVU, 'DejaVuSans-Bold.ttf') };

type Family = 'arabic' | 'hebrew' | 'korean' | 'chinese' | 'emoji';
const PACKAGES: Record<Family, string> = {
  arabic: '@fontsource/noto-sans-arabic',
  hebrew: '@fontsource/noto-sans-hebrew',
  korean: '@fontsource/noto-sans-kr',
  chinese: '@fontsource/noto-sans-sc',
  emoji: '@fontsource/noto-emoji',
};
const WEIGHTS: Record<Weight, number> = { regular: 400, bold: 700 };

/** A fontsource family's files for one weight: [from, to, file] ranges (files may overlap). */
type FamilyIndex = Array<[number, number, string]>;
const families = new Map<string, FamilyIndex>();
const lookups = new Map<string, string[]>();

function parseRange(r: string): [number, number] {
  const [a, b] = r.trim().replace(/^U\+/i, '').split('-');
  const from = parseInt(a!, 16);
  return [from, b ? parseInt(b, 16) : from];
}

/** Which file of `family` holds each range of characters (fontsource's unicode.json, WOFF files). */
function familyIndex(family: Family, weight: Weight): FamilyIndex {
  const key = `${family}/${weight}`;
  let index = families.get(key);
  if (!index) {
    const dir = dirname(require.resolve(`${PACKAGES[family]}/unicode.json`));
    const meta = JSON.parse(readFileSync(join(dir, 'metadata.json'), 'utf8')) as { id: string; weights: number[] };
    const w = meta.weights.includes(WEIGHTS[weight]) ? WEIGHTS[weight] : 400;
    const subsets = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
    index = [];
    for (const [subset, unicodeRange] of Object.entries(subsets)) {
      const file = join(dir, 'files', `${meta.id}-${subset.replace(/[[\]]/g, '')}-${w}-normal.woff`);
      if (!existsSync(file)) continue;
      for (const r of unicodeRange.split(',')) index.push([...parseRange(r), file]);
    }
    index.sort((a, b) => a[0] - b[0]);
    families.set(key, index);
  }
  return index;
}

/** The files of `family` meant for code point `cp` (usually one). */
function familyFiles(family: Family, weight: Weight, cp: number): string[] {
  const key = `${family}/${weight}/${cp}`;
  let files = lookups.get(key);
  if (!files) {
    const found = new Set<string>();
    for (const [from, to, file] of familyIndex(family, weight)) {
      if (from > cp) break;
      if (cp <= to) found.add(file);
    }
    files = [...found];
    lookups.set(key, files);
  }
  return files;
}

/**
 * A WOFF (1.0) file as the TrueType/OpenType font it wraps: its tables inflated with Node's
 * zlib once per process. fontkit reads WOFF itself, but inflates the tables in JavaScript for
 * every document (a Korean or emoji subset took ~100 ms each time).
 */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF file');
  const numTables = woff.readUInt16BE(12);
  const tables: Array<{ tag: string; checksum: number; data: Buffer }> = [];
  for (let i = 0; i < numTables; i++) {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({ tag: woff.toString('latin1', at, at + 4), checksum: woff.readUInt32BE(at + 16), data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw) });
  }
  tables.sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const pad = (n: number) => (n + 3) & ~3;
  const size = 12 + 16 * numTables + tables.reduce((n, t) => n + pad(t.data.length), 0);
  const out = Buffer.alloc(size);
  const pow = 2 ** Math.floor(Math.log2(numTables));
  out.writeUInt32BE(woff.readUInt32BE(4), 0);
  out.writeUInt16BE(numTables, 4);
  out.writeUInt16BE(pow * 16, 6);
  out.writeUInt16BE(Math.log2(pow), 8);
  out.writeUInt16BE(numTables * 16 - pow * 16, 10);
  let offset = 12 + 16 * numTables;
  tables.forEach((t, i) => {
    const rec = 12 + 16 * i;
    out.write(t.tag, rec, 'latin1');
    out.writeUInt32BE(t.checksum, rec + 4);
    out.writeUInt32BE(offset, rec + 8);
    out.writeUInt32BE(t.data.length, rec + 12);
    t.data.copy(out, offset);
    offset += pad(t.data.length);
  });
  return out;
}

const sfnts = new Map<string, Buffer>();
/** The font in `file` as pdfkit should load it (WOFF unwrapped, cached for the process). */
function fontData(file: string): Buffer {
  let data = sfnts.get(file);
  if (!data) {
    const raw = readFileSync(file);
    data = raw.toString('latin1', 0, 4) === 'wOFF' ? woffToSfnt(raw) : raw;
    sfnts.set(file, data);
  }
  return data;
}

// ---- pdfkit / fontkit internals we read ------------------------------------------------------

interface FkGlyph {
  id: number;
  codePoints: number[];
  bbox: { minY: number; maxY: number };
}
interface FkFont {
  unitsPerEm: number;
  hasGlyphForCodePoint(cp: number): boolean;
  layout(text: string, features: string[]): { glyphs: FkGlyph[]; positions: Array<{ yOffset: number }>; direction: string };
}
interface EmbeddedFont {
  font: FkFont;
  ascender: number;
  descender: number;
  lineGap: number;
  unicode: number[][];
  subset: { includeGlyph(id: number): number };
}
const currentFont = (doc: PDFKit.PDFDocument) => (doc as unknown as { _font: EmbeddedFont })._font;

// ---- characters ----------------------------------------------------------------------------------

/** Invisible characters that need no glyph (joiners, variation selectors, bidi controls, tags). */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const ARABIC = /\p{Script=Arabic}/u;
const HEBREW = /\p{Script=Hebrew}/u;
const HANGUL = /\p{Script=Hangul}/u;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}\u3000-\u303F\uFF00-\uFFEF]/u;
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Extended_Pictographic}\p{Regional_Indicator}]/u;
const PICTOGRAPHIC = /\p{Extended_Pictographic}/u;
const EMOJI_STYLE = /\p{Emoji_Presentation}|\p{Regional_Indicator}|\uFE0F|\u20E3|\p{Emoji_Modifier}/u;
/** Characters that take the font of the run they are in (spaces, digits, punctuation, marks). */
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]/u;
/** Scripts fontkit shapes right to left (it then returns the glyphs in visual order). */
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const SPACE = /^[\t \u1680\u2000-\u2006\u2008-\u200A\u205F\u3000]+$/u;
const BREAK_AFTER = /[-\u2010\u2012-\u2014/]$/u;
const REPLACEMENT = '\uFFFD';

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The direction fontkit shapes `text` in: that of its first character of a real script. */
const fontkitRtl = (text: string) => RTL_SCRIPT.test(SCRIPTED.exec(text)?.[0] ?? '');

/** One grapheme cluster (or one piece of a cluster no single font has). */
interface Cluster {
  /** The characters, for the bidi algorithm. */
  text: string;
  /** What is drawn ('' for a control character). */
  draw: string;
  /** pdfkit font name (a registered base name or a font file path). */
  face: string;
  /** Offset of `text` in the paragraph string. */
  start: number;
  level: number;
  space: boolean;
  /** No line break before this cluster (the second piece of a split cluster). */
  glue: boolean;
}

/** One run drawn with one pdfkit call. */
interface Piece {
  text: string;
  face: string;
  width: number;
  /** fontkit shapes it right to left (and returns its glyphs in visual order). */
  rtl: boolean;
}

interface Line {
  /** The lead (first line only), drawn at the box's left edge. */
  lead: Piece[];
  leadWidth: number;
  pieces: Piece[];
  width: number;
  ascent: number;
  descent: number;
  gap: number;
  /** The paragraph is right to left. */
  rtl: boolean;
}

export interface WriteOptions {
  /** Left edge of the box (default: doc.x). */
  x?: number;
  /** Top of the first line (default: doc.y). */
  y?: number;
  /** Width of the box. */
  width: number;
  size: number;
  weight?: Weight;
  /** 'start' is left for a left-to-right paragraph and right for a right-to-left one. */
  align?: Align;
  color?: string;
  /** Paragraph direction; 'auto' (default) takes that of the first strong letter. */
  direction?: 'ltr' | 'rtl' | 'auto';
  /** A left-to-right lead (e.g. "Buyer: ") drawn at the left of the first line. */
  lead?: { text: string; weight: Weight };
}

const EPSILON = 0.01;
const lineHeight = (l: Line) => l.ascent + l.descent + l.gap;

/** Visual order of a line's clusters from their levels (rule L2: reverse runs from the highest level down to the lowest odd one). */
function visualOrder(levels: number[]): number[] {
  const order = levels.map((_, i) => i);
  if (!levels.length) return order;
  const max = Math.max(...levels);
  const min = Math.min(...levels);
  for (let level = max; level >= (min % 2 ? min : min + 1); level--) {
    for (let i = 0; i < order.length; ) {
      if (levels[order[i]!]! < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < order.length && levels[order[j]!]! >= level) j++;
      order.splice(i, j - i, ...order.slice(i, j).reverse());
      i = j;
    }
  }
  return order;
}

const mirror = (draw: string) => ([...draw].length === 1 ? (bidi.getMirroredCharacter(draw) ?? draw) : draw);

/** Writes multi-script text into one pdfkit document (one writer per document: it caches its fonts). */
export class TextWriter {
  private readonly widths = new Map<string, number>();
  private readonly fonts = new Map<string, EmbeddedFont>();

  constructor(private readonly doc: PDFKit.PDFDocument) {
    for (const w of ['regular', 'bold'] as const) doc.registerFont(BASE_NAMES[w], BASE_FILES[w]);
  }

  /** Select the base font (DejaVu Sans) of `weight` at `size`, e.g. before moveDown. */
  base(weight: Weight, size: number): PDFKit.PDFDocument {
    return this.doc.font(BASE_NAMES[weight]).fontSize(size);
  }

  /** Draw `text` in the box, breaking pages as needed; returns the y below it and leaves doc.y there (like doc.text). */
  write(text: string, opts: WriteOptions): number {
    const doc = this.doc;
    const x = opts.x ?? doc.x;
    let y = opts.y ?? doc.y;
    const lines = this.layout(text, opts);
    for (const line of lines) {
      if (y + lineHeight(line) > doc.page.height - doc.page.margins.bottom && y > doc.page.margins.top) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      this.drawLine(line, x, y, opts);
      y += lineHeight(line);
    }
    this.base(opts.weight ?? 'regular', opts.size);
    doc.x = x;
    doc.y = y;
    return y;
  }

  /** The height `text` takes in the box (nothing is drawn). */
  heightOf(text: string, opts: WriteOptions): number {
    const height = this.layout(text, opts).reduce((h, l) => h + lineHeight(l), 0);
    this.base(opts.weight ?? 'regular', opts.size);
    return height;
  }

  private drawLine(line: Line, x: number, top: number, opts: WriteOptions) {
    const doc = this.doc;
    doc.fillColor(opts.color ?? 'black');
    const room = opts.width - line.leadWidth;
    const align = opts.align === 'start' ? (line.rtl ? 'right' : 'left') : (opts.align ?? 'left');
    const overflow = line.width > room + EPSILON;
    let left = x + line.leadWidth;
    if (overflow) {
      // Only a cluster wider than the whole box gets here: cut it at the box's edges.
      doc.save();
      doc.rect(x, top, opts.width, lineHeight(line)).clip();
    } else if (align === 'right') left += room - line.width;
    else if (align === 'center') left += (room - line.width) / 2;
    const baseline = top + line.ascent;
    const draw = (pieces: Piece[], from: number) => {
      let pen = from;
      for (const piece of pieces) {
        this.select(piece.face, opts.size);
        if (piece.rtl) this.mapLigaturesReversed(piece.text);
        doc.text(piece.text, pen, baseline, { lineBreak: false, baseline: 'alphabetic', features: [] });
        pen += piece.width;
      }
    };
    draw(line.lead, x);
    draw(line.pieces, left);
    if (overflow) doc.restore();
  }

  /** The lines of `text` in the box: one paragraph per line feed, the lead on the first line. */
  private layout(text: string, opts: WriteOptions): Line[] {
    const weight = opts.weight ?? 'regular';
    const lead = opts.lead ? this.paragraph(opts.lead.text, opts.lead.weight, opts.size, Infinity, Infinity, 'ltr', true)[0] : undefined;
    const leadWidth = lead?.width ?? 0;
    const lines: Line[] = [];
    for (const p of text.normalize('NFC').split(/\r\n|[\n\r\u2028\u2029]/)) {
      lines.push(...this.paragraph(p, weight, opts.size, opts.width - (lines.length ? 0 : leadWidth), opts.width, opts.direction ?? 'auto'));
    }
    const first = lines[0];
    if (lead && first) {
      first.lead = lead.pieces;
      first.leadWidth = leadWidth;
      first.ascent = Math.max(first.ascent, lead.ascent);
      first.descent = Math.max(first.descent, lead.descent);
    }
    return lines;
  }

  /** Lines of one paragraph: the first `firstWidth` wide, the others `width`. */
  private paragraph(text: string, weight: Weight, size: number, firstWidth: number, width: number, direction: 'ltr' | 'rtl' | 'auto', keepSpaces = false): Line[] {
    const clusters = this.itemize(text, weight);
    let rtl = direction === 'rtl';
    if (text) {
      const levels = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
      rtl = (levels.paragraphs[0]?.level ?? 0) % 2 === 1;
      for (const c of clusters) c.level = levels.levels[c.start] ?? 0;
    }
    return this.breakLines(clusters, size, firstWidth, width).map(([a, b]) => this.line(clusters.slice(a, b), weight, size, rtl, keepSpaces));
  }

  /** Grapheme clusters of `text` with the font each is drawn in. */
  private itemize(text: string, weight: Weight): Cluster[] {
    const out: Cluster[] = [];
    let start = 0;
    let run: string | undefined;
    const notoFirst = this.notoFirst(text, weight);
    for (const { segment } of graphemes.segment(text)) {
      const space = SPACE.test(segment);
      this.resolve(segment, weight, run, notoFirst).forEach((p, i) => {
        out.push({ text: i ? '' : segment, draw: p.draw, face: p.face, start, level: 0, space, glue: i > 0 });
        if (p.draw) run = p.face;
      });
      start += segment.length;
    }
    return out;
  }

  /** The font(s) for one cluster and what to draw in each. */
  private resolve(segment: string, weight: Weight, run: string | undefined, notoFirst: ReadonlySet<Family>): Array<{ draw: string; face: string }> {
    const base = BASE_NAMES[weight];
    if (/^\t+$/.test(segment)) return [{ draw: ' ', face: run ?? base }];
    const needed = [...segment].filter((ch) => !IGNORABLE.test(ch) && !/\p{Cc}/u.test(ch));
    if (!needed.length) return [{ draw: '', face: run ?? base }];
    const emojiStyle = EMOJI_STYLE.test(segment) || PICTOGRAPHIC.test(segment);
    if (run && !emojiStyle && NEUTRAL.test(segment) && this.covers(run, needed)) return [{ draw: this.drawable(segment, run), face: run }];
    for (const face of this.candidates(needed[0]!, segment, weight, notoFirst)) {
      if (this.covers(face, needed)) return [{ draw: this.drawable(segment, face), face }];
    }
    // No one font has the whole cluster (e.g. an emoji and its skin tone in two subset files).
    if (needed.length > 1) return needed.flatMap((ch) => this.resolve(ch, weight, undefined, notoFirst));
    return [{ draw: REPLACEMENT, face: base }];
  }

  /**
   * Fonts to try for a cluster whose first visible character is `ch`, best first. Arabic and
   * Hebrew come from DejaVu Sans, which has a glyph per letter form (so the text extracts
   * exactly; Noto Sans Arabic builds letters from a shared skeleton and separate dots), unless
   * the paragraph has a letter of that script DejaVu lacks: then the whole paragraph's script
   * goes to the Noto font, so that no word is split between two fonts and loses its joining.
   */
  private candidates(ch: string, segment: string, weight: Weight, notoFirst: ReadonlySet<Family>): string[] {
    const base = BASE_NAMES[weight];
    const script = (f: Family): Array<Family | 'base'> => (notoFirst.has(f) ? [f, 'base'] : ['base', f]);
    let chain: Array<Family | 'base'>;
    if (EMOJI_STYLE.test(segment)) chain = ['emoji', 'base'];
    else if (ARABIC.test(ch)) chain = script('arabic');
    else if (HEBREW.test(ch)) chain = script('hebrew');
    else if (HANGUL.test(ch)) chain = ['korean', 'base'];
    else if (CJK.test(ch)) chain = ['chinese', 'korean', 'base'];
    else if (PICTOGRAPHIC.test(ch)) chain = ['base', 'emoji'];
    else chain = ['base', 'chinese', 'korean', 'emoji', 'arabic', 'hebrew'];
    const cp = ch.codePointAt(0)!;
    return chain.flatMap((f) => (f === 'base' ? [base] : familyFiles(f, weight, cp)));
  }

  /** The scripts of `text` (Arabic, Hebrew) with a letter DejaVu Sans does not have. */
  private notoFirst(text: string, weight: Weight): Set<Family> {
    const base = this.font(BASE_NAMES[weight]).font;
    const out = new Set<Family>();
    for (const ch of text) {
      const missing = !IGNORABLE.test(ch) && !base.hasGlyphForCodePoint(ch.codePointAt(0)!);
      if (missing && ARABIC.test(ch)) out.add('arabic');
      if (missing && HEBREW.test(ch)) out.add('hebrew');
    }
    return out;
  }

  private covers(face: string, chars: string[]): boolean {
    const font = this.font(face).font;
    return chars.every((ch) => font.hasGlyphForCodePoint(ch.codePointAt(0)!));
  }

  /** `segment` without the invisible characters `face` has no glyph for (bidi controls always go). */
  private drawable(segment: string, face: string): string {
    const font = this.font(face).font;
    return [...segment]
      .filter((ch) => !/\p{Cc}/u.test(ch) && !(IGNORABLE.test(ch) && (/\p{Bidi_Control}/u.test(ch) || !font.hasGlyphForCodePoint(ch.codePointAt(0)!))))
      .join('');
  }

  /** Line breaks: [from, to) cluster ranges, trailing spaces included. */
  private breakLines(clusters: Cluster[], size: number, firstWidth: number, width: number): Array<[number, number]> {
    const n = clusters.length;
    const breakBefore = (i: number) => {
      const prev = clusters[i - 1]!;
      const cur = clusters[i]!;
      if (cur.glue || cur.space) return false;
      if (prev.space) return true;
      return IDEOGRAPHIC.test(prev.text || prev.draw) || IDEOGRAPHIC.test(cur.text) || BREAK_AFTER.test(prev.draw);
    };
    const contentEnd = (a: number, b: number) => {
      while (b > a && clusters[b - 1]!.space) b--;
      return b;
    };
    const w = (a: number, b: number) => this.rangeWidth(clusters, a, b, size);
    const lines: Array<[number, number]> = [];
    let lineStart = 0;
    let room = firstWidth;
    let s = 0;
    while (s < n) {
      let e = s + 1;
      while (e < n && !breakBefore(e)) e++;
      const ce = contentEnd(s, e);
      if (w(lineStart, ce) > room + EPSILON) {
        if (s > lineStart) {
          lines.push([lineStart, s]);
          lineStart = s;
          room = width;
        }
        // A word wider than the line: break it between clusters.
        while (w(lineStart, ce) > room + EPSILON) {
          let j = lineStart + 1;
          while (j < ce && w(lineStart, j + 1) <= room + EPSILON) j++;
          while (j > lineStart + 1 && j < ce && clusters[j]!.glue) j--;
          if (j >= ce) break;
          lines.push([lineStart, j]);
          lineStart = j;
          room = width;
        }
      }
      s = e;
    }
    if (lineStart < n || !lines.length) lines.push([lineStart, n]);
    return lines;
  }

  /** Width of clusters [a, b), measured per run of one font and level (so Arabic is measured shaped). */
  private rangeWidth(clusters: Cluster[], a: number, b: number, size: number): number {
    let total = 0;
    for (let i = a; i < b; ) {
      const { face, level } = clusters[i]!;
      let j = i + 1;
      while (j < b && clusters[j]!.face === face && clusters[j]!.level === level) j++;
      total += this.measure(face, clusters.slice(i, j).map((c) => c.draw).join(''), size);
      i = j;
    }
    return total;
  }

  /** One line: its clusters in display order, grouped into runs drawn with one call each. */
  private line(clusters: Cluster[], weight: Weight, size: number, rtl: boolean, keepSpaces: boolean): Line {
    let end = clusters.length;
    while (!keepSpaces && end > 0 && clusters[end - 1]!.space) end--;
    const logical = clusters.slice(0, end);
    const visual = visualOrder(logical.map((c) => c.level))
      .map((i) => logical[i]!)
      .filter((c) => c.draw);
    const base = this.font(BASE_NAMES[weight]);
    let ascent = (base.ascender * size) / 1000;
    let descent = (-base.descender * size) / 1000;
    const pieces: Piece[] = [];
    const add = (text: string, face: string) => {
      pieces.push({ text, face, width: this.measure(face, text, size), rtl: fontkitRtl(text) });
      if (face !== BASE_NAMES.regular && face !== BASE_NAMES.bold) {
        const [up, down] = this.extents(face, text, size);
        ascent = Math.max(ascent, up);
        descent = Math.max(descent, down);
      }
    };
    // Runs of one font and level, in display order. Brackets in right-to-left runs are drawn as
    // their mirror image (rule L4); they extract as drawn, since a PDF maps each glyph to one text.
    for (let i = 0; i < visual.length; ) {
      const { face, level } = visual[i]!;
      let j = i + 1;
      while (j < visual.length && visual[j]!.face === face && visual[j]!.level === level) j++;
      const group = visual.slice(i, j);
      const odd = level % 2 === 1;
      const draws = (odd ? [...group].reverse() : group).map((c) => (odd ? mirror(c.draw) : c.draw));
      const text = draws.join('');
      // fontkit reverses a right-to-left script itself: hand it the run in logical order when
      // that gives the display order, else draw the run cluster by cluster.
      if (odd === fontkitRtl(text)) add(text, face);
      else for (const c of group) add(odd ? mirror(c.draw) : c.draw, face);
      i = j;
    }
    return { lead: [], leadWidth: 0, pieces, width: pieces.reduce((s, p) => s + p.width, 0), ascent, descent, gap: (base.lineGap * size) / 1000, rtl };
  }

  /** How far the glyphs of `text` reach above and below the baseline. */
  private extents(face: string, text: string, size: number): [number, number] {
    const font = this.font(face).font;
    const run = font.layout(text, []);
    const scale = size / font.unitsPerEm;
    let up = 0;
    let down = 0;
    run.glyphs.forEach((g, i) => {
      const dy = run.positions[i]?.yOffset ?? 0;
      if (Number.isFinite(g.bbox.maxY)) up = Math.max(up, (g.bbox.maxY + dy) * scale);
      if (Number.isFinite(g.bbox.minY)) down = Math.max(down, -(g.bbox.minY + dy) * scale);
    });
    return [up, down];
  }

  private measure(face: string, text: string, size: number): number {
    if (!text) return 0;
    const key = `${face}\u0000${size}\u0000${text}`;
    let width = this.widths.get(key);
    if (width === undefined) {
      width = this.select(face, size).widthOfString(text, { features: [] });
      this.widths.set(key, width);
    }
    return width;
  }

  private select(face: string, size: number): PDFKit.PDFDocument {
    return this.doc.font(face).fontSize(size);
  }

  /** pdfkit's font `face` (opened on first use; embedded only if something is drawn with it). */
  private font(face: string): EmbeddedFont {
    let font = this.fonts.get(face);
    if (!font) {
      if (face !== BASE_NAMES.regular && face !== BASE_NAMES.bold) this.doc.registerFont(face, fontData(face));
      this.doc.font(face);
      font = currentFont(this.doc);
      this.fonts.set(face, font);
    }
    return font;
  }

  /**
   * A reader reverses a right-to-left run character by character; a ligature glyph (several
   * characters) would come out with its characters swapped, so the current font's ToUnicode map
   * lists them in reverse for glyphs drawn in right-to-left runs.
   */
  private mapLigaturesReversed(text: string) {
    const font = currentFont(this.doc);
    for (const g of font.font.layout(text, []).glyphs) {
      if (g.codePoints.length < 2) continue;
      const gid = font.subset.includeGlyph(g.id);
      font.unicode[gid] ??= [...g.codePoints].reverse();
    }
  }
}
