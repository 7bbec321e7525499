/** Display rules of spot offers that do not depend on React (spec 1 sections 4 and 9). */
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SpotFreight } from '@forwarder/shared/contract';
import { countdownEnd } from '@forwarder/shared/format';

/** Cards in the first batch on desktop and on mobile, and how many 'View more' adds. */
export const BATCH_DESKTOP = 6;
export const BATCH_MOBILE = 3;
export const VIEW_MORE_STEP = 3;

/** Trade labels of the container sizes; the same in every language, as on the quay. */
export const CARGO_SIZE_LABEL: Record<NonNullable<SpotFreight['cargoSize']>, string> = {
  FT20: '20ft',
  FT40: '40ft',
  HQ40: '40HQ',
  HQ45: '45HQ',
  FT45: '45ft',
};

/** Shipping type labels. */
export const CARGO_TYPE_LABEL: Record<SpotFreight['cargoType'], MessageDescriptor> = {
  RORO: msg`RoRo`,
  CONT: msg`Container`,
};

/**
 * The vehicle categories staff publish offers with (the desk's form suggests them), named in the
 * page language (issue 28: "Used cars (4 units)" stayed English on es and ru pages). Another text
 * an offer carries is shown as staff wrote it.
 */
export const VEHICLE_CATEGORY_LABEL: Readonly<Record<string, MessageDescriptor>> = {
  Sedan: msg`Sedan`,
  SUV: msg`SUV`,
  Van: msg`Van`,
  Bus: msg`Bus`,
  Truck: msg`Truck`,
  Trucks: msg`Trucks`,
  'Pickup truck': msg`Pickup truck`,
  'Pickup trucks': msg`Pickup trucks`,
  'Heavy equipment': msg`Heavy equipment`,
  'Spare parts': msg`Spare parts`,
  'Used cars': msg`Used cars`,
  'Compact cars': msg`Compact cars`,
};

/** An offer's vehicle category in the page language: "Used cars (4 units)" -> "Autos usados (4 unidades)". */
export function vehicleCategoryText(text: string, i18n: I18n): string {
  const m = /^(.*?)\s*\((\d{1,4}) units?\)$/.exec(text.trim());
  const base = (m ? m[1]! : text).trim();
  const label = VEHICLE_CATEGORY_LABEL[base];
  if (!label) return text;
  const name = i18n._(label);
  if (!m) return name;
  const units = Number(m[2]);
  return i18n._(msg`${name} (${plural(units, { one: '# unit', other: '# units' })})`);
}

/** When the offer's countdown ends (end of the day after the deposit expiry), in ms; null if the date is unreadable. */
export function offerEndsAt(offer: SpotFreight): number | null {
  return countdownEnd(offer.depositExpirationDate)?.getTime() ?? null;
}

/** An offer stays listed until its countdown has ended; one with an unreadable date stays, without a countdown. */
export function isListed(offer: SpotFreight, now: number): boolean {
  const end = offerEndsAt(offer);
  return end === null || end > now;
}

/** True when the countdown ends before midnight tonight: the offer's last day. */
export function endsToday(endsAt: number, now: number): boolean {
  const midnight = new Date(now);
  midnight.setHours(24, 0, 0, 0);
  return endsAt <= midnight.getTime();
}

/** Trade condition labels (spec 2 "Ocean freight detail"): FOB is freight collect, CFR freight pre-paid. */
export const TRADE_CONDITION_LABEL: Record<SpotFreight['tradeCondition'], MessageDescriptor> = {
  FOB: msg`Freight collect`,
  CFR: msg`Freight pre-paid`,
  EXW: msg`EXW`,
};

/** The payment method as shown: T/T (Bank Transfer) reads Bank Transfer. */
export const paymentMethodLabel = (method: string): MessageDescriptor => (/bank transfer|t\/t/i.test(method) ? msg`Bank Transfer` : { id: method, message: method });

/** What the destination selector's typing keeps: letters (any script) and periods (spec 2 section 2). */
export const sanitizeCountryQuery = (typed: string) => typed.replace(/[^\p{L}.]/gu, '');

/**
 * The email as the confirmation URL carries it (at-sign %40, dots as dashes) back to an address:
 * the one the form just sent when it is remembered for this booking, else dashes read as dots.
 */
export function emailFromUrlSegment(segment: string, remembered: string | null): string {
  const decoded = segment.replaceAll('%40', '@');
  if (remembered && remembered.replaceAll('.', '-') === decoded) return remembered;
  return decoded.replaceAll('-', '.');
}

/** sessionStorage key of the email a booking was made with (the confirmation page reads it back). */
export const confirmationEmailKey = (bookingId: number) => `freight:confirmed:${bookingId}`;
