/** Display rules of spot offers that do not depend on React (spec 1 sections 4 and 9). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
