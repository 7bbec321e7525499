// @no-database
/**
 * Issue 22: the proforma invoice prints every buyer's script. Invoices for buyers named in
 * Arabic, Hebrew, Korean and Chinese (with a mixed Arabic/Latin-digit item and a long emoji row)
 * are rendered, then read back with PDF.js (an independent reader: it maps glyphs back to text
 * through the PDF's ToUnicode maps and reorders right-to-left runs itself), and the test checks:
 *  - each name reads back in its logical order (right-to-left lines read from the right);
 *  - Arabic letters are shaped (the same letter is drawn in more than one joining form);
 *  - no .notdef glyph (glyph id 0, the empty box) is drawn anywhere;
 *  - the emoji row comes back as emoji, and every text box of the item table stays inside its
 *    column (and every text box inside the page's margins).
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { renderInvoicePdf } from '../src/lib/pi-pdf.ts';
import type { Lang, ProformaInvoice } from '../src/lib/shared.ts';

const require = createRequire(import.meta.url);
type PdfJs = typeof import('pdfjs-dist');
const pdfjs = (await import(pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href)) as PdfJs;

/** One run of text as PDF.js reads it: logical text, direction, baseline origin and advance width (points). */
interface Item {
  str: string;
  dir: string;
  x: number;
  y: number;
  width: number;
}
/** One drawn glyph: its character code (the glyph id: pdfkit writes Identity-H fonts) and text. */
interface Glyph {
  cid: number;
  unicode: string;
  font: string;
}
interface Page {
  items: Item[];
  glyphs: Glyph[];
}

async function readPdf(bytes: Buffer): Promise<Page[]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise;
  const pages: Page[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const items: Item[] = [];
    for (const it of content.items) {
      if (!('str' in it) || !it.str.trim()) continue;
      items.push({ str: it.str, dir: it.dir, x: it.transform[4] as number, y: it.transform[5] as number, width: it.width });
    }
    const ops = await page.getOperatorList();
    const glyphs: Glyph[] = [];
    let font = '';
    for (let i = 0; i < ops.fnArray.length; i++) {
      if (ops.fnArray[i] === pdfjs.OPS.setFont) font = String((ops.argsArray[i] as unknown[])[0]);
      if (ops.fnArray[i] !== pdfjs.OPS.showText) continue;
      for (const g of (ops.argsArray[i] as unknown[][])[0] as unknown[]) {
        if (g && typeof g === 'object' && 'originalCharCode' in g) {
          const glyph = g as { originalCharCode: number; unicode: string };
          glyphs.push({ cid: glyph.originalCharCode, unicode: glyph.unicode, font });
        }
      }
    }
    pages.push({ items, glyphs });
  }
  await doc.destroy();
  return pages;
}

const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const STRONG = /[\p{L}]/u;
/** Whether a reader starts `text` from the right: its first letter is Arabic or Hebrew. */
const isRtl = (text: string) => RTL_LETTER.test(text.match(STRONG)?.[0] ?? '');
const squash = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * The text of `items` (one line) as a reader reads it: from the right on a right-to-left line.
 * Runs that touch (a word drawn in two fonts) join without a space, runs apart with one.
 */
function readLine(items: Item[], rtl: boolean): string {
  const sorted = [...items].sort((a, b) => (rtl ? b.x - a.x : a.x - b.x));
  let out = '';
  sorted.forEach((item, i) => {
    const prev = sorted[i - 1];
    const gap = prev ? (rtl ? prev.x - (item.x + item.width) : item.x - (prev.x + prev.width)) : 0;
    out += (prev && gap > 1 ? ' ' : '') + item.str;
  });
  return squash(out);
}

/** The items on the baseline of `anchor` (the same line), right of it. */
const lineAfter = (items: Item[], anchor: Item) => items.filter((i) => i !== anchor && Math.abs(i.y - anchor.y) < 1 && i.x > anchor.x);

const find = (items: Item[], str: string) => {
  const hit = items.find((i) => i.str.trim() === str);
  assert.ok(hit, `"${str}" is on the page (${items.map((i) => i.str).join(' | ')})`);
  return hit;
};

// The table's columns as pi-pdf.ts lays them out on A4 with 50 pt margins (55% | 20% | 25%).
const PAGE_W = 595.28;
const LEFT = 50;
const WIDTH = PAGE_W - 100;
const COLUMNS = [
  { name: 'description', from: LEFT, to: LEFT + WIDTH * 0.55 },
  { name: 'unit size', from: LEFT + WIDTH * 0.55, to: LEFT + WIDTH * 0.75 },
  { name: 'amount', from: LEFT + WIDTH * 0.75, to: LEFT + WIDTH },
];

const MIXED = 'سيارة تويوتا كامري 2020 رقم 12345';
const EMOJI_ROW = '🚗🚙🚕🚓🚑🚒🚐🛻🚚🚛🚜🏎️🏍️🛵🚲🛴🚨🚔🚍🚘🚖🚡🚠🚟🚃🚋🚞🚝🚄🚅🚈🚂🚆🚇🚊🚉✈️🛫🛬🛩️💺🛰️🚀🛸🚁🛶⛵🚤🛥️🛳️⛴️🚢👍🏽👨‍👩‍👧';
const UNIT_EMOJI = '🚢'.repeat(24);
const CJK_ITEM = '기아 K5 — 김민수의 차 / 张伟的汽车';

function invoice(buyerName: string, staffName: string): ProformaInvoice {
  const itemList = [
    { description: 'Hyundai Tucson 2021', unitSize: 'FT20', total: 1300 },
    { description: MIXED, unitSize: 'FT40', total: 1500 },
    { description: EMOJI_ROW, unitSize: UNIT_EMOJI, total: 99 },
    { description: CJK_ITEM, unitSize: 'FT20', total: 2400 },
  ];
  const totalUsd = itemList.reduce((s, i) => s + i.total, 0);
  return {
    piId: 22,
    bookingId: 7,
    regDtm: '2030-01-02',
    dueDtm: '2030-01-31',
    buyerName,
    staff: { name: staffName },
    curr: 'USD',
    currRate: 0,
    itemList,
    memo: { content: 'شكرا لكم — ملاحظة 2 / תודה רבה' },
    dptCountry: 'KR',
    dptCountryNm: 'Korea, Republic of',
    dptPortNm: 'Incheon',
    arvCountry: 'SA',
    arvCountryNm: 'Saudi Arabia',
    arvPortNm: 'Jeddah',
    totalUsd,
    totalCurr: totalUsd,
    downloadable: true,
    flagDel: false,
  };
}

const SELLER = { name: 'forwarder.example', email: 'hello@forwarder.example', phone: '+82 2 123 4567' };

const BUYERS: Array<{ script: string; buyer: string; staff: string; lang: Lang }> = [
  { script: 'Arabic', buyer: 'محمد الأحمد', staff: 'Kim Minji', lang: 'en' },
  { script: 'Hebrew', buyer: 'דוד כהן', staff: 'שרה לוי', lang: 'en' },
  { script: 'Korean', buyer: '김민수', staff: '이지은', lang: 'ru' },
  { script: 'Chinese', buyer: '张伟', staff: 'Kim Minji', lang: 'es' },
];

const LABELS: Record<Lang, { buyer: string; staff: string; description: string; total: string }> = {
  en: { buyer: 'Buyer:', staff: 'Issued by:', description: 'Description', total: 'TOTAL' },
  es: { buyer: 'Comprador:', staff: 'Emitida por:', description: 'Descripción', total: 'TOTAL' },
  ru: { buyer: 'Покупатель:', staff: 'Выставил:', description: 'Описание', total: 'ИТОГО' },
};

describe('P.I in the buyer’s script (issue 22)', () => {
  for (const { script, buyer, staff, lang } of BUYERS) {
    it(`${script} buyer: names in reading order, no empty boxes, nothing outside its column`, async () => {
      const pages = await readPdf(await renderInvoicePdf(invoice(buyer, staff), lang, SELLER));
      const [first] = pages;
      assert.ok(first);
      const items = pages.flatMap((p) => p.items);
      const l = LABELS[lang];

      // Names read back in logical order: a right-to-left name from the right.
      const buyerLine = lineAfter(first.items, find(first.items, l.buyer));
      assert.equal(readLine(buyerLine, isRtl(buyer)), buyer, `${script} buyer name`);
      const staffLine = lineAfter(first.items, find(first.items, l.staff));
      assert.equal(readLine(staffLine, isRtl(staff)), staff, `${script} staff name`);

      // Every day on the invoice is written the one way, spec 2's for invoices (yyyy-MM-dd): issue, due and the expiry sentence.
      const text = items.map((i) => i.str).join(' ');
      assert.ok(text.includes('2030-01-02') && (text.match(/2030-01-31/g) ?? []).length >= 2, `days as yyyy-MM-dd: ${text.slice(0, 300)}`);
      assert.doesNotMatch(text, /2030\.01\./, 'no yyyy.MM.dd day');

      // No glyph is the .notdef box, on any page.
      const notdef = pages.flatMap((p) => p.glyphs).filter((g) => g.cid === 0);
      assert.equal(notdef.length, 0, `.notdef glyphs drawn (${notdef.length})`);

      // The item table: every text box inside its column, and each row read as written.
      const header = find(first.items, l.description);
      const total = first.items.find((i) => i.str.startsWith(l.total));
      assert.ok(total, 'the total line');
      const cells = first.items.filter((i) => i.y < header.y - 1 && i.y > total.y + 1);
      assert.ok(cells.length >= 8, 'the table has its cells');
      for (const cell of cells) {
        const column = COLUMNS.find((c) => cell.x >= c.from - 0.5 && cell.x < c.to);
        assert.ok(column, `"${cell.str}" starts inside a column (x = ${cell.x.toFixed(1)})`);
        assert.ok(cell.x + cell.width <= column.to + 0.5, `"${cell.str}" (${cell.x.toFixed(1)} + ${cell.width.toFixed(1)}) overlaps past the ${column.name} column (ends at ${column.to.toFixed(1)})`);
      }
      for (const item of items) assert.ok(item.x >= LEFT - 0.5 && item.x + item.width <= LEFT + WIDTH + 0.5, `"${item.str}" inside the margins`);

      // The mixed Arabic line with Latin digits reads right to left, the digits left to right.
      const mixedRow = cells.filter((c) => c.x < COLUMNS[1]!.from && RTL_LETTER.test(c.str));
      assert.ok(mixedRow.length > 0, 'the Arabic item is printed');
      const mixedLine = cells.filter((c) => Math.abs(c.y - mixedRow[0]!.y) < 1 && c.x < COLUMNS[1]!.from);
      assert.equal(readLine(mixedLine, true), MIXED, 'Arabic item with Latin digits');

      // The emoji row is printed as emoji (top to bottom, left to right), in its column.
      const pictographs = (s: string) => [...s].filter((ch) => /\p{Extended_Pictographic}/u.test(ch)).join('');
      const emojiCells = cells.filter((c) => c.x < COLUMNS[1]!.from && pictographs(c.str)).sort((a, b) => b.y - a.y || a.x - b.x);
      assert.equal(pictographs(emojiCells.map((c) => c.str).join('')), pictographs(EMOJI_ROW), 'the emoji row');
      const unitCells = cells.filter((c) => c.x >= COLUMNS[1]!.from && c.x < COLUMNS[2]!.from && pictographs(c.str));
      assert.equal(pictographs(unitCells.sort((a, b) => b.y - a.y || a.x - b.x).map((c) => c.str).join('')), UNIT_EMOJI, 'the emoji unit size');

      // Korean and Chinese come back as written.
      const cjk = cells.find((c) => c.str.includes('기'));
      assert.ok(cjk, 'the Korean item is printed');
      assert.equal(readLine(cells.filter((c) => Math.abs(c.y - cjk.y) < 1 && c.x < COLUMNS[1]!.from), false), CJK_ITEM);

      // Arabic is shaped: a letter is drawn in more than one joining form (distinct glyphs).
      const forms = (letter: string) => new Set(pages.flatMap((p) => p.glyphs).filter((g) => g.unicode === letter).map((g) => `${g.font}/${g.cid}`));
      assert.ok(forms('م').size >= 2, `meem in several joining forms (${forms('م').size})`);
      assert.ok(forms('ي').size >= 2, `yeh in several joining forms (${forms('ي').size})`);
    });
  }

  it('the memo line keeps Arabic and Hebrew in order around a Latin digit', async () => {
    const [first] = await readPdf(await renderInvoicePdf(invoice('Kim Minji', 'Kim Minji'), 'en', SELLER));
    assert.ok(first);
    const remark = find(first.items, 'Remark:');
    // Rendered as one right-to-left paragraph: read from the right.
    assert.equal(readLine(lineAfter(first.items, remark), true), 'شكرا لكم — ملاحظة 2 / תודה רבה');
  });
});
