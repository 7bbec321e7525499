/**
 * The proforma invoice as an A4 PDF (spec 2 "Proforma invoice (P.I)"), in the buyer's language.
 * pdfkit draws it; every string goes through `TextWriter` (pdf-text.ts), which picks a font per
 * script (DejaVu Sans from `dejavu-fonts-ttf` for Latin and Cyrillic, Noto fonts from the
 * fontsource packages for Arabic, Hebrew, Korean, Chinese and emoji), orders right-to-left text
 * with the Unicode bidi algorithm and wraps within its box, so names in any of these scripts
 * print shaped, in order and inside their table column (issue 22). The text stays extractable.
 * Pages break between item rows and before the terms block, only where the content needs it (a
 * short invoice is one page); insurance and special terms NONE; bank transfer with the bank
 * details; the expiry statement.
 */
import PDFDocument from 'pdfkit';
import { TextWriter, type WriteOptions } from './pdf-text.ts';
import { countryCodes, runtimeConfig, type BankDetails, type Lang, type ProformaInvoice } from './shared.ts';


interface Texts {
  title: string;
  invoiceNo: string;
  issued: string;
  due: string;
  buyer: string;
  staff: string;
  booking: string;
  route: string;
  description: string;
  unitSize: string;
  amount: string;
  total: string;
  remark: string;
  eurRate: (rate: string) => string;
  insurance: string;
  specialTerms: string;
  none: string;
  payment: string;
  byTransfer: string;
  beneficiary: string;
  bank: string;
  bankAddress: string;
  account: string;
  swift: string;
  expiry: (due: string) => string;
}

const TEXTS: Record<Lang, Texts> = {
  en: {
    title: 'PROFORMA INVOICE',
    invoiceNo: 'Invoice No.',
    issued: 'Date of issue',
    due: 'Due date',
    buyer: 'Buyer',
    staff: 'Issued by',
    booking: 'Booking No.',
    route: 'Route',
    description: 'Description',
    unitSize: 'Unit size',
    amount: 'Amount',
    total: 'TOTAL',
    remark: 'Remark',
    eurRate: (r) => `1 EUR = ${r} USD (exchange rate applied to this invoice)`,
    insurance: 'Insurance',
    specialTerms: 'Special terms',
    none: 'NONE',
    payment: 'Payment',
    byTransfer: 'By bank transfer (T/T) to the account below.',
    beneficiary: 'Beneficiary',
    bank: 'Bank',
    bankAddress: 'Bank address',
    account: 'Account No.',
    swift: 'SWIFT',
    expiry: (d) => `If this invoice is not paid by ${d}, it expires and the booking is cancelled.`,
  },
  es: {
    title: 'FACTURA PROFORMA',
    invoiceNo: 'Factura n.º',
    issued: 'Fecha de emisión',
    due: 'Fecha de vencimiento',
    buyer: 'Comprador',
    staff: 'Emitida por',
    booking: 'Reserva n.º',
    route: 'Ruta',
    description: 'Descripción',
    unitSize: 'Tamaño de unidad',
    amount: 'Importe',
    total: 'TOTAL',
    remark: 'Observaciones',
    eurRate: (r) => `1 EUR = ${r} USD (tipo de cambio aplicado a esta factura)`,
    insurance: 'Seguro',
    specialTerms: 'Condiciones especiales',
    none: 'NINGUNO',
    payment: 'Pago',
    byTransfer: 'Por transferencia bancaria (T/T) a la cuenta indicada abajo.',
    beneficiary: 'Beneficiario',
    bank: 'Banco',
    bankAddress: 'Dirección del banco',
    account: 'N.º de cuenta',
    swift: 'SWIFT',
    expiry: (d) => `Si esta factura no se paga antes del ${d}, vence y la reserva se cancela.`,
  },
  ru: {
    title: 'СЧЁТ-ПРОФОРМА',
    invoiceNo: 'Счёт №',
    issued: 'Дата выставления',
    due: 'Срок оплаты',
    buyer: 'Покупатель',
    staff: 'Выставил',
    booking: 'Бронирование №',
    route: 'Маршрут',
    description: 'Описание',
    unitSize: 'Размер единицы',
    amount: 'Сумма',
    total: 'ИТОГО',
    remark: 'Примечание',
    eurRate: (r) => `1 EUR = ${r} USD (курс, применённый в этом счёте)`,
    insurance: 'Страхование',
    specialTerms: 'Особые условия',
    none: 'НЕТ',
    payment: 'Оплата',
    byTransfer: 'Банковским переводом (T/T) на счёт, указанный ниже.',
    beneficiary: 'Получатель',
    bank: 'Банк',
    bankAddress: 'Адрес банка',
    account: 'Номер счёта',
    swift: 'SWIFT',
    expiry: (d) => `Если счёт не оплачен до ${d}, он аннулируется, а бронирование отменяется.`,
  },
};

/** The invoice number as printed: PI- and the id padded to six digits. */
export const piNumber = (piId: number) => `PI-${String(piId).padStart(6, '0')}`;

/** An amount as the invoice prints it: "EUR 1,234". */
export const money = (n: number, curr: string) => `${curr} ${n.toLocaleString('en-US')}`;

/** Render `pi` as an A4 PDF in `lang`; resolves with the file's bytes. */
// `seller.bank`: the runtime configuration's (lib/pi.ts `invoiceSeller`); the shared default when a caller passes none.

export function renderInvoicePdf(pi: ProformaInvoice, lang: Lang, seller: { name: string; email: string; phone: string; bank?: BankDetails }): Promise<Buffer> {
  const t = TEXTS[lang];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t.title} ${piNumber(pi.piId)}`, Author: seller.name }, lang });
  const text = new TextWriter(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const line = (s: string, size: number, weight: 'regular' | 'bold' = 'regular', extra: { align?: 'left' | 'center' | 'right'; color?: string } = {}) =>
    text.write(s, { x: left, width, size, weight, ...extra });
  const label = (k: string, val: string) => text.write(val, { x: left, width, size: 10, lead: { text: `${k}: `, weight: 'bold' } });

  line(t.title, 20, 'bold', { align: 'center' });
  doc.moveDown(0.3);
  line(`${seller.name} · ${seller.email} · ${seller.phone}`, 10, 'regular', { align: 'center' });
  doc.moveDown(1.2);
  label(t.invoiceNo, piNumber(pi.piId));
  label(t.booking, String(pi.bookingId));
  label(t.issued, pi.regDtm);
  label(t.due, pi.dueDtm);
  label(t.buyer, pi.buyerName);
  label(t.staff, pi.staff.name);
  // Country names in the buyer's language, as the booking page shows them (English for an unknown code).
  const country = (code: string | null, english: string) => countryCodes.countryNameIn(code, lang, english);
  label(t.route, `${pi.dptPortNm}, ${country(pi.dptCountry, pi.dptCountryNm)} → ${pi.arvPortNm}, ${country(pi.arvCountry, pi.arvCountryNm)}`);
  doc.moveDown(1);

  // Item table: description | unit size | amount (in the invoice's currency). Each cell wraps
  // inside its column, an item's cells 12 pt short of the next column (a right-to-left
  // description is aligned to its column's right edge, and must not run into the unit size).
  const cols = [left, left + width * 0.55, left + width * 0.75];
  const cells = (values: [string, string, string], weight: 'regular' | 'bold', gutter: number) =>
    [
      { value: values[0], x: cols[0]! + 4, width: width * 0.55 - 4 - gutter, align: 'start' as const },
      { value: values[1], x: cols[1]!, width: width * 0.2 - gutter, align: 'start' as const },
      { value: values[2], x: cols[2]!, width: width * 0.25 - 4, align: 'right' as const },
    ].map((c) => ({ ...c, size: 10, weight }));
  const drawHeader = () => {
    const y = doc.y;
    const header = cells([t.description, t.unitSize, `${t.amount} (${pi.curr})`], 'bold', 0);
    const height = Math.max(...header.map((c) => text.heightOf(c.value, c)));
    doc.rect(left, y - 4, width, Math.max(20, height + 8)).fill('#eef2f7');
    doc.y = Math.max(...header.map((c) => text.write(c.value, { ...c, y })));
    text.base('bold', 10);
    doc.moveDown(0.6);
  };
  drawHeader();
  pi.itemList.forEach((item) => {
    const amount = pi.curr === 'EUR' ? Math.ceil(Math.round(item.total * pi.currRate * 100) / 100) : item.total;
    const row = cells([item.description, item.unitSize || '-', money(amount, pi.curr)], 'regular', 12);
    // A row is never split over two pages (unless it is taller than a page).
    const height = Math.max(...row.map((c) => text.heightOf(c.value, c)));
    if (doc.y + 4 + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y + 4;
    doc.y = Math.max(...row.map((c) => text.write(c.value, { ...c, y })));
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor('#cbd5e1').stroke();
  });
  doc.moveDown(0.8);
  line(`${t.total}: ${money(pi.totalCurr, pi.curr)}`, 12, 'bold', { align: 'right' });
  if (pi.curr === 'EUR') line(`(USD ${pi.totalUsd.toLocaleString('en-US')})`, 9, 'regular', { align: 'right' });

  // The terms, remark to the expiry statement, are kept together: on this page when they fit under
  // the total, else all on the next one. Spec 2's "page break at 3 or more items in EUR" is where
  // such an invoice needs it, never forced: a forced break left page 1 of a 3-item EUR invoice
  // about two thirds blank (issue 28).
  const remark = [pi.memo.content, pi.curr === 'EUR' ? t.eurRate((1 / pi.currRate).toFixed(4)) : ''].filter(Boolean).join('\n');
  const bank = seller.bank ?? runtimeConfig.defaultRuntimeConfig.bank;
  const labelled = (k: string, val: string): WriteOptions & { text: string } => ({ text: val, x: left, width, size: 10, lead: { text: `${k}: `, weight: 'bold' } });
  const plain = (s: string, size: number, weight: 'regular' | 'bold', color?: string): WriteOptions & { text: string } => ({ text: s, x: left, width, size, weight, color });
  // `gap`: space above the block, in lines of 10 pt text (as moveDown counts them).
  const terms: Array<{ gap: number; block: WriteOptions & { text: string } }> = [
    { gap: 1.2, block: labelled(t.remark, remark || '-') },
    { gap: 0, block: labelled(t.insurance, t.none) },
    { gap: 0, block: labelled(t.specialTerms, t.none) },
    { gap: 0.8, block: plain(t.payment, 11, 'bold') },
    { gap: 0, block: plain(t.byTransfer, 10, 'regular') },
    { gap: 0, block: labelled(t.beneficiary, bank.beneficiary) },
    { gap: 0, block: labelled(t.bank, bank.bankName) },
    { gap: 0, block: labelled(t.bankAddress, bank.bankAddress) },
    { gap: 0, block: labelled(t.account, bank.accountNumber) },
    { gap: 0, block: labelled(t.swift, bank.swift) },
    // Days as spec 2 writes invoice dates (yyyy-MM-dd), as the database and the contract hold them.
    { gap: 1, block: plain(t.expiry(pi.dueDtm), 10, 'bold', '#b91c1c') },
  ];
  const lineOf10 = text.base('regular', 10).currentLineHeight(true);
  const termsHeight = terms.reduce((h, { gap, block }) => h + gap * lineOf10 + text.heightOf(block.text, block), 0);
  const bottom = doc.page.height - doc.page.margins.bottom;
  // (Terms taller than a page, a very long remark, flow on from here.)
  if (doc.y + termsHeight > bottom && termsHeight <= bottom - doc.page.margins.top) doc.addPage();
  terms.forEach(({ gap, block }, i) => {
    // No space above the first block at the top of a new page.
    if (gap && !(i === 0 && doc.y <= doc.page.margins.top)) doc.y += gap * lineOf10;
    text.write(block.text, block);
  });
  doc.end();
  return done;
}
