// @no-database
/**
 * Issue 28: where the proforma invoice breaks its pages. A short invoice (3 items in EUR, the case
 * spec 2 names) is one A4 page with its items, total and terms; a break came before the terms
 * regardless and left page 1 about two thirds blank. A long one breaks between item rows (never
 * inside a row) and moves the terms block (remark to the expiry statement) whole to the next
 * page. Read back with PDF.js, page by page.
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

/** One run of text as PDF.js reads it, with its baseline height (points from the page's bottom). */
interface Run {
  str: string;
  y: number;
}

/** The text runs of every page. */
async function readPages(bytes: Buffer): Promise<Run[][]> {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0, useSystemFonts: false }).promise;
  const pages: Run[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.flatMap((it) => ('str' in it && it.str.trim() ? [{ str: it.str, y: it.transform[5] as number }] : [])));
  }
  await doc.destroy();
  return pages;
}

/** The page (0-based) holding a run that includes `str`; -1 when none does. */
const pageOf = (pages: Run[][], str: string) => pages.findIndex((runs) => runs.some((r) => r.str.includes(str)));

const MODELS = ['Hyundai Tucson 2021', 'Kia Sorento 2020', 'Hyundai Porter II 2019'];

function invoice(items: number, curr: 'EUR' | 'USD' = 'EUR'): ProformaInvoice {
  const itemList = Array.from({ length: items }, (_, i) => ({ description: `${MODELS[i % 3]} no. ${i + 1}`, unitSize: 'FT20', total: 1300 + i }));
  const totalUsd = itemList.reduce((s, i) => s + i.total, 0);
  const currRate = curr === 'EUR' ? 0.92 : 0;
  return {
    piId: 28,
    bookingId: 7,
    regDtm: '2030-01-02',
    dueDtm: '2030-01-31',
    buyerName: 'Daniel Mensah',
    staff: { name: 'Kim Minji' },
    curr,
    currRate,
    itemList,
    memo: { content: 'Thank you for your booking.' },
    dptCountry: 'C1570',
    dptCountryNm: 'Korea, Republic of',
    dptPortNm: 'Incheon',
    arvCountry: 'C0820',
    arvCountryNm: 'Ghana',
    arvPortNm: 'Tema',
    totalUsd,
    totalCurr: curr === 'EUR' ? Math.ceil(totalUsd * currRate) : totalUsd,
    downloadable: true,
    flagDel: false,
  };
}

const SELLER = { name: 'forwarder.example', email: 'hello@forwarder.example', phone: '+82 2 123 4567' };

/** The first and last text of the terms block, and the item table's heading, per language. */
const TEXTS: Record<Lang, { description: string; remark: string; swift: string; expiry: string }> = {
  en: { description: 'Description', remark: 'Remark:', swift: 'SWIFT:', expiry: 'it expires and the booking is cancelled' },
  es: { description: 'Descripción', remark: 'Observaciones:', swift: 'SWIFT:', expiry: 'la reserva se cancela' },
  ru: { description: 'Описание', remark: 'Примечание:', swift: 'SWIFT:', expiry: 'бронирование отменяется' },
};

describe('P.I page breaks (issue 28)', () => {
  for (const lang of ['en', 'es', 'ru'] as const) {
    it(`${lang}: a 3-item EUR invoice is one page, items, total and terms on it`, async () => {
      const pages = await readPages(await renderInvoicePdf(invoice(3), lang, SELLER));
      assert.equal(pages.length, 1, `one page, not ${pages.length}`);
      const l = TEXTS[lang];
      for (const text of [l.description, 'no. 1', 'no. 3', 'EUR', l.remark, l.swift, l.expiry]) assert.equal(pageOf(pages, text), 0, `"${text}" on page 1`);
    });
  }

  // 28 rows in EUR, 27 in USD: the table ends too low on page 1 for the whole terms block (in USD
  // the terms used to start on page 1 and end on page 2).
  for (const [curr, items] of [['EUR', 28], ['USD', 27]] as const) {
    it(`a long ${curr} invoice breaks between rows and moves the terms whole to the next page`, async () => {
      const pi = invoice(items, curr);
      const pages = await readPages(await renderInvoicePdf(pi, 'en', SELLER));
      assert.equal(pages.length, 2);
      // The items start on page 1 under their heading, and a row's cells share a page and a line.
      assert.equal(pageOf(pages, 'Description'), 0);
      assert.equal(pageOf(pages, 'no. 1'), 0);
      pi.itemList.forEach((item, i) => {
        const page = pages.findIndex((runs) => runs.some((r) => r.str === item.description));
        assert.ok(page >= 0, `item ${i + 1} printed`);
        const row = pages[page]!.find((r) => r.str === item.description)!;
        const amount = `${curr} ${(curr === 'EUR' ? Math.ceil(Math.round(item.total * pi.currRate * 100) / 100) : item.total).toLocaleString('en-US')}`;
        assert.ok(
          pages[page]!.some((r) => r.str === amount && Math.abs(r.y - row.y) < 1),
          `item ${i + 1}: its amount ${amount} on its line`,
        );
      });
      // The terms do not fit under this table: all of them on page 2, none split off on page 1.
      for (const text of ['Remark:', 'Insurance:', 'Payment', 'SWIFT:', 'it expires and the booking is cancelled']) assert.equal(pageOf(pages, text), 1, `"${text}" on page 2`);
    });
  }
});
