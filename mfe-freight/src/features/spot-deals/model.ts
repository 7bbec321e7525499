/** Display rules of spot offers that do not depend on React (spec 1 sections 4 and 9). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { SpotFreight } from '@forwarder/shared/contract';
import { countdownEnd } from '@forwarder/shared/format';

export { CARGO_SIZE_LABEL, VEHICLE_CATEGORY_LABEL, vehicleCategoryText } from '@forwarder/shared/offer-labels';

/** Cards in the first batch on desktop and on mobile, and how many 'View more' adds. */
export const BATCH_DESKTOP = 6;
export const BATCH_MOBILE = 3;
export const VIEW_MORE_STEP = 3;

/** Shipping type labels. */
export const CARGO_TYPE_LABEL: Record<SpotFreight['cargoType'], MessageDescriptor> = {
  RORO: msg`RoRo`,
  CONT: msg`Container`,
};

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
