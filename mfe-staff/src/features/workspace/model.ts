/**
 * The booking workspace's rules without React: which steps staff may move a booking to, and the
 * proforma invoice editor's form (the contract's StaffPiBodySchema, extended with the editor's
 * quantity, unit and unit price per line) with its translated messages.
 */
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { StaffPiBodySchema, StaffPiWithdrawQuerySchema, piAmount, type BookingStep, type StaffPiBody } from '@forwarder/shared/contract';
import { deskI18n } from '../../i18n';

/** The steps a booking goes through, in order (CANCEL aside). */
const FORWARD: readonly BookingStep[] = ['STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE'];

/** Where staff may move a booking from `step`: any later step, or CANCEL; nothing once it is finished. */
export function nextSteps(step: BookingStep): BookingStep[] {
  if (step === 'COMPLETE' || step === 'CANCEL') return [];
  return [...FORWARD.slice(FORWARD.indexOf(step) + 1), 'CANCEL'];
}

/** The invoice number as the PDF prints it (PI-000123). */
export const piNumber = (piId: number) => `PI-${String(piId).padStart(6, '0')}`;

/** Most lines an invoice takes (the contract's limit). */
export const PI_MAX_ITEMS = 20;
/** The largest line total the contract takes, in whole USD. */
export const PI_MAX_LINE_TOTAL = 100_000_000;
/** Longest unit name: with the quantity it fits the contract's 50-character `unitSize`. */
export const PI_UNIT_MAX = 40;

/** The editor's messages, translated when a rule fails (so they follow the desk's language). */
const messages = {
  descriptionRequired: msg`Enter a description.`,
  descriptionLong: msg`Keep the description to 200 characters.`,
  quantityWhole: msg`Enter the quantity as a whole number.`,
  quantityMin: msg`The quantity must be at least 1.`,
  unitLong: msg`Keep the unit to 40 characters.`,
  priceWhole: msg`Enter the unit price in whole US dollars.`,
  lineTooLarge: msg`This line's total is too large.`,
  itemsMin: msg`Add at least one item.`,
  itemsMax: msg`An invoice takes at most 20 items.`,
  dueRequired: msg`Choose the due date.`,
  duePast: msg`The due date cannot be in the past.`,
  rateMissing: msg`Today's EUR rate is not available: try again, or issue the invoice in USD.`,
  memoLong: msg`Keep the memo to 2,000 characters.`,
  reasonRequired: msg`Enter why the P.I is withdrawn.`,
  reasonLong: msg`Keep the reason to 500 characters.`,
} satisfies Record<string, MessageDescriptor>;

const m = (key: keyof typeof messages) => () => (deskI18n.locale ? deskI18n._(messages[key]) : (messages[key].message ?? messages[key].id));

/** Whole-number text ("1,200" too) as a number, or null when it is not one. */
export function wholeOf(text: string): number | null {
  const s = text.replace(/[,\s]/g, '');
  return /^\d{1,9}$/.test(s) ? Number(s) : null;
}

/** A calendar day as yyyy-MM-dd in the viewer's time zone, `days` after today. */
export function localDay(days = 0, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The contract's invoice fields the editor takes as they are. */
const { curr, currRate, downloadable } = StaffPiBodySchema.entries;

/** One line as the editor holds it (text fields) and checks it. */
const EditorItemSchema = v.pipe(
  v.object({
    description: v.pipe(v.string(), v.trim(), v.nonEmpty(m('descriptionRequired')), v.maxLength(200, m('descriptionLong'))),
    quantity: v.pipe(v.string(), v.transform((s) => s.replace(/[,\s]/g, '')), v.regex(/^\d{1,6}$/, m('quantityWhole')), v.transform(Number), v.minValue(1, m('quantityMin'))),
    unit: v.pipe(v.string(), v.trim(), v.maxLength(PI_UNIT_MAX, m('unitLong'))),
    unitPrice: v.pipe(v.string(), v.transform((s) => s.replace(/[,\s]/g, '')), v.regex(/^\d{1,9}$/, m('priceWhole')), v.transform(Number)),
  }),
  v.forward(
    v.check((i) => i.quantity * i.unitPrice <= PI_MAX_LINE_TOTAL, m('lineTooLarge')),
    ['unitPrice'],
  ),
);

/**
 * The invoice editor's form: the contract's currency, rate and "downloadable" as they are, a memo,
 * a due date from today on, and 1 to 20 lines of description, quantity, unit and unit price. EUR
 * needs today's rate (the exchange service's, put into `currRate` by the editor).
 */
export const PiEditorSchema = v.pipe(
  v.object({
    curr,
    currRate,
    memo: v.pipe(v.string(), v.maxLength(2000, m('memoLong'))),
    downloadable,
    dueDtm: v.pipe(v.string(), v.nonEmpty(m('dueRequired')), v.isoDate(m('dueRequired')), v.check((d) => d >= localDay(), m('duePast'))),
    itemList: v.pipe(v.array(EditorItemSchema), v.minLength(1, m('itemsMin')), v.maxLength(PI_MAX_ITEMS, m('itemsMax'))),
  }),
  v.forward(
    v.check((f) => f.curr !== 'EUR' || f.currRate > 0, m('rateMissing')),
    ['currRate'],
  ),
);

/** What the editor's fields hold. */
export type PiEditorInput = v.InferInput<typeof PiEditorSchema>;
/** The editor's values once checked (numbers parsed). */
export type PiEditorOutput = v.InferOutput<typeof PiEditorSchema>;
/** One line as the editor's fields hold it. */
export type PiEditorLine = PiEditorInput['itemList'][number];

/** A new, empty line. */
export const emptyLine = (): PiEditorLine => ({ description: '', quantity: '1', unit: 'units', unitPrice: '' });

/** The editor's starting values: USD, due in a week, downloadable, one empty line. */
export const piEditorDefaults = (): PiEditorInput => ({
  curr: 'USD',
  currRate: 0,
  memo: '',
  downloadable: true,
  dueDtm: localDay(7),
  itemList: [emptyLine()],
});

/**
 * The body of POST /staff/pi (and its preview) for checked editor values: each line becomes its
 * `unitSize` ("2 units") and `total` (quantity x unit price, whole USD); USD sends rate 0. Parsed
 * with the contract's schema, so nothing the api would refuse leaves the editor.
 */
export function toPiBody(bookingId: number, f: PiEditorOutput): StaffPiBody {
  return v.parse(StaffPiBodySchema, {
    bookingId,
    dueDtm: f.dueDtm,
    curr: f.curr,
    currRate: f.curr === 'EUR' ? f.currRate : 0,
    memo: f.memo,
    downloadable: f.downloadable,
    itemList: f.itemList.map((i) => ({ description: i.description, unitSize: `${i.quantity} ${i.unit}`.trim(), total: i.quantity * i.unitPrice })),
  });
}

/** The live totals of the editor's lines as typed: each line's USD total (null while incomplete), the sum, and the amount in the invoice's currency. */
export function editorTotals(lines: readonly PiEditorLine[], currency: 'USD' | 'EUR', rate: number | null) {
  const lineTotals = lines.map((l) => {
    const q = wholeOf(l.quantity);
    const p = wholeOf(l.unitPrice);
    return q === null || p === null ? null : q * p;
  });
  const totalUsd = lineTotals.reduce<number>((s, n) => s + (n ?? 0), 0);
  const amount = currency === 'EUR' ? (rate ? piAmount(totalUsd, 'EUR', rate) : null) : totalUsd;
  return { lineTotals, totalUsd, amount };
}

/**
 * The withdraw dialog's form: the reason the api requires (DELETE /staff/pi's `reason`, trimmed,
 * 1 to 500 characters), checked with the contract's own rule and the desk's messages.
 */
export const WithdrawSchema = v.object({
  reason: v.pipe(v.string(), v.trim(), v.nonEmpty(m('reasonRequired')), v.maxLength(500, m('reasonLong')), StaffPiWithdrawQuerySchema.entries.reason),
});
/** What the withdraw form's field holds. */
export type WithdrawInput = v.InferInput<typeof WithdrawSchema>;
/** The withdraw form's checked value. */
export type WithdrawOutput = v.InferOutput<typeof WithdrawSchema>;
