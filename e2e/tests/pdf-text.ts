/**
 * The text of a PDF made by the api (pdfkit with embedded TrueType fonts), for the journeys to
 * check what an invoice says, Cyrillic included, without a system tool: objects are read, their
 * Flate streams inflated, each font's ToUnicode map parsed, and the hex strings of the page
 * content streams (Tj / TJ) decoded with the map of the font in use. Text objects end lines.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  id: number;
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1');
  const out: PdfObject[] = [];
  for (const m of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2] ?? '';
    const at = body.search(/stream\r?\n/);
    if (at < 0) {
      out.push({ id: Number(m[1]), dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, at);
    const start = at + (body[at + 6] === '\r' ? 8 : 7);
    const end = body.lastIndexOf('endstream');
    let raw = Buffer.from(body.slice(start, end).replace(/\r?\n$/, ''), 'latin1');
    if (/\/FlateDecode/.test(dict)) raw = inflateSync(raw);
    out.push({ id: Number(m[1]), dict, stream: raw });
  }
  return out;
}

/** UTF-16BE hex (one or more code units) to a string. */
const utf16 = (hex: string) => {
  let s = '';
  for (let i = 0; i + 4 <= hex.length; i += 4) s += String.fromCharCode(parseInt(hex.slice(i, i + 4), 16));
  return s;
};

function parseCMap(src: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of src.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(m[1]!, 16), utf16(m[2]!.replace(/\s+/g, '')));
  }
  for (const block of src.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const lo = parseInt(m[1]!, 16);
      const hi = parseInt(m[2]!, 16);
      const dst = m[3]!;
      if (dst.startsWith('[')) {
        // An entry may hold several code units separated by spaces (a ligature: <0066 0066 0069>).
        const items = [...dst.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((x) => utf16(x[1]!.replace(/\s+/g, '')));
        items.forEach((s, i) => map.set(lo + i, s));
      } else {
        const base = parseInt(dst.slice(1, -1), 16);
        for (let c = lo; c <= hi; c++) map.set(c, String.fromCharCode(base + (c - lo)));
      }
    }
  }
  return map;
}

/** The text of `pdf`, one line per text object. */
export function pdfText(pdf: Buffer): string {
  const objects = readObjects(pdf);
  const byId = new Map(objects.map((o) => [o.id, o]));
  // Font resource name (F1, F2, …) -> its ToUnicode map.
  const fontMaps = new Map<string, Map<number, string>>();
  for (const o of objects) {
    for (const m of o.dict.matchAll(/\/(F\d+)\s+(\d+) 0 R/g)) {
      const font = byId.get(Number(m[2]));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict);
      const cmap = toUnicode && byId.get(Number(toUnicode[1]))?.stream;
      if (cmap) fontMaps.set(m[1]!, parseCMap(cmap.toString('latin1')));
    }
  }
  const lines: string[] = [];
  for (const o of objects) {
    if (!o.stream || !/\bBT\b/.test(o.stream.toString('latin1'))) continue;
    const content = o.stream.toString('latin1');
    let font: Map<number, string> | undefined;
    let line = '';
    for (const tok of content.matchAll(/\/(F\d+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>|\bET\b/g)) {
      if (tok[1]) font = fontMaps.get(tok[1]);
      else if (tok[2] !== undefined) {
        const hex = tok[2];
        for (let i = 0; i + 4 <= hex.length; i += 4) line += font?.get(parseInt(hex.slice(i, i + 4), 16)) ?? '';
      } else {
        if (line) lines.push(line);
        line = '';
      }
    }
  }
  return lines.join('\n');
}
