/**
 * The proforma invoice as an A4 PDF (spec 2 "Proforma invoice (P.I)"), in the buyer's language.
 * pdfkit draws it with DejaVu Sans (shipped by the `dejavu-fonts-ttf` package, so Cyrillic works
 * offline and the text is extractable). Page break at 3 or more items in EUR; insurance and
 * special terms NONE; bank transfer with the bank details; the expiry statement.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import { countryCodes, type Lang, type ProformaInvoice } from './shared.ts';

const require = createRequire(import.meta.url);
const FONT_DIR = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FONT = join(FONT_DIR, 'DejaVuSans.ttf');
const FONT_BOLD = join(FONT_DIR, 'DejaVuSans-Bold.ttf');

/** The seller's bank for the transfer (the demo company's). */
export const BANK = {
  beneficiary: 'KoreaCarShipping Co., Ltd.',
  bank: 'Shinhan Bank, Head Office',
  address: '20 Sejong-daero 9-gil, Jung-gu, Seoul, Republic of Korea',
  account: '140-013-456789',
  swift: 'SHBKKRSE',
};

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

const money = (n: number, curr: string) => `${curr} ${n.toLocaleString('en-US')}`;

/** Render `pi` as an A4 PDF in `lang`; resolves with the file's bytes. */
export function renderInvoicePdf(pi: ProformaInvoice, lang: Lang, seller: { name: string; email: string; phone: string }): Promise<Buffer> {
  const t = TEXTS[lang];
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${t.title} ${piNumber(pi.piId)}`, Author: seller.name }, lang });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const width = doc.page.width - 100;
  const label = (k: string, val: string) => {
    doc.font('bold').fontSize(10).text(`${k}: `, { continued: true }).font('body').text(val);
  };

  doc.font('bold').fontSize(20).text(t.title, { align: 'center' });
  doc.moveDown(0.3).font('body').fontSize(10).text(`${seller.name} · ${seller.email} · ${seller.phone}`, { align: 'center' });
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

  // Item table: description | unit size | amount (in the invoice's currency).
  const cols = [left, left + width * 0.55, left + width * 0.75];
  const drawHeader = () => {
    const y = doc.y;
    doc.rect(left, y - 4, width, 20).fill('#eef2f7').fillColor('#000');
    doc.font('bold').fontSize(10);
    doc.text(t.description, cols[0]! + 4, y, { width: width * 0.55 - 8 });
    doc.text(t.unitSize, cols[1]!, y, { width: width * 0.2 });
    doc.text(`${t.amount} (${pi.curr})`, cols[2]!, y, { width: width * 0.25 - 4, align: 'right' });
    doc.moveDown(0.6);
  };
  drawHeader();
  const pageBreak = pi.curr === 'EUR' && pi.itemList.length >= 3;
  pi.itemList.forEach((item) => {
    const y = doc.y + 4;
    const amount = pi.curr === 'EUR' ? Math.ceil(Math.round(item.total * pi.currRate * 100) / 100) : item.total;
    doc.font('body').fontSize(10);
    doc.text(item.description, cols[0]! + 4, y, { width: width * 0.55 - 8 });
    const after = doc.y;
    doc.text(item.unitSize || '-', cols[1]!, y, { width: width * 0.2 });
    doc.text(money(amount, pi.curr), cols[2]!, y, { width: width * 0.25 - 4, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).strokeColor('#cbd5e1').stroke();
  });
  doc.moveDown(0.8);
  doc.font('bold').fontSize(12).text(`${t.total}: ${money(pi.totalCurr, pi.curr)}`, left, doc.y, { width, align: 'right' });
  if (pi.curr === 'EUR') doc.font('body').fontSize(9).text(`(USD ${pi.totalUsd.toLocaleString('en-US')})`, left, doc.y, { width, align: 'right' });

  // A long EUR invoice puts its terms on a page of their own (spec 2: page break at 3+ items in EUR).
  if (pageBreak) doc.addPage();
  else doc.moveDown(1.2);
  doc.x = left;
  const remark = [pi.memo.content, pi.curr === 'EUR' ? t.eurRate((1 / pi.currRate).toFixed(4)) : ''].filter(Boolean).join('\n');
  label(t.remark, remark || '-');
  label(t.insurance, t.none);
  label(t.specialTerms, t.none);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).text(t.payment);
  doc.font('body').fontSize(10).text(t.byTransfer);
  label(t.beneficiary, BANK.beneficiary);
  label(t.bank, BANK.bank);
  label(t.bankAddress, BANK.address);
  label(t.account, BANK.account);
  label(t.swift, BANK.swift);
  doc.moveDown(1);
  doc.font('bold').fontSize(10).fillColor('#b91c1c').text(t.expiry(pi.dueDtm.replaceAll('-', '.')));
  doc.end();
  return done;
}
