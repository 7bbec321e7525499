/**
 * The offer form's rules without React: the form's values (text, as staff type them), the body the
 * api takes, and the check, which is the contract's StaffOfferBodySchema itself (the one the api
 * parses), its failures named in the desk's language per field.
 */
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { OFFER_MESSAGES, StaffOfferBodySchema, type StaffOffer, type StaffOfferBody } from '@forwarder/shared/contract';
import { deskI18n } from '../../i18n';
import { localDay, wholeOf } from '../workspace/model';

/** The container sizes an offer can be for. */
export const CARGO_SIZES = ['FT20', 'FT40', 'HQ40', 'HQ45', 'FT45'] as const;
/** The trade conditions. */
export const TRADE_CONDITIONS = ['CFR', 'FOB', 'EXW'] as const;
/**
 * The vehicle categories the buyer side names in each language (mfe-freight's
 * VEHICLE_CATEGORY_LABEL; "(N units)" after one is translated too): the form suggests them.
 */
export const VEHICLE_CATEGORIES = ['Sedan', 'SUV', 'Van', 'Bus', 'Truck', 'Trucks', 'Pickup truck', 'Pickup trucks', 'Heavy equipment', 'Spare parts', 'Used cars (4 units)', 'Compact cars (2 units)'] as const;

/** What most offers are paid by. */
export const DEFAULT_PAYMENT = 'T/T (Bank Transfer)';

/** The form as staff fill it. */
export interface OfferFormValues {
  dptPort: string;
  arvPort: string;
  cargoType: 'RORO' | 'CONT';
  cargoSize: string;
  vehicleCategory: string;
  tradeCondition: 'CFR' | 'FOB' | 'EXW';
  freLine: string;
  paymentMethod: string;
  price: string;
  priceOnRequest: boolean;
  depositExpirationDate: string;
  dptEstimateDate: string;
  notice: string;
}

/** A new offer's form: deposit in a week, sailing three days later, RoRo, CFR, bank transfer. */
export function emptyOffer(now = new Date()): OfferFormValues {
  return {
    dptPort: '',
    arvPort: '',
    cargoType: 'RORO',
    cargoSize: '',
    vehicleCategory: '',
    tradeCondition: 'CFR',
    freLine: '',
    paymentMethod: DEFAULT_PAYMENT,
    price: '',
    priceOnRequest: false,
    depositExpirationDate: localDay(7, now),
    dptEstimateDate: localDay(10, now),
    notice: '',
  };
}

/** The form of an existing offer (to edit it, or `copy`: a new offer like it, dated from today). */
export function offerToForm(o: StaffOffer, copy = false, now = new Date()): OfferFormValues {
  const dates = copy ? { depositExpirationDate: localDay(7, now), dptEstimateDate: localDay(10, now) } : { depositExpirationDate: o.depositExpirationDate, dptEstimateDate: o.dptEstimateDate };
  return {
    dptPort: o.dptPort,
    arvPort: o.arvPort,
    cargoType: o.cargoType,
    cargoSize: o.cargoSize ?? '',
    vehicleCategory: o.vehicleCategory,
    tradeCondition: o.tradeCondition,
    freLine: o.freLine,
    paymentMethod: o.paymentMethod,
    price: o.costDisplay === null ? '' : String(o.costDisplay),
    priceOnRequest: o.costDisplay === null,
    ...dates,
    notice: o.notice ?? '',
  };
}

/** What the form sends, before the check: a price that is not a whole number stays as NaN (refused). */
export function toOfferBody(f: OfferFormValues): Record<keyof StaffOfferBody, unknown> {
  const price = f.price.trim() === '' ? Number.NaN : (wholeOf(f.price.replace(/^\s*(USD|\$)\s*/i, '')) ?? Number.NaN);
  return {
    dptPort: f.dptPort,
    arvPort: f.arvPort,
    cargoType: f.cargoType,
    cargoSize: f.cargoType === 'CONT' ? f.cargoSize || null : null,
    vehicleCategory: f.vehicleCategory,
    tradeCondition: f.tradeCondition,
    freLine: f.freLine,
    paymentMethod: f.paymentMethod,
    costDisplay: f.priceOnRequest ? null : price,
    depositExpirationDate: f.depositExpirationDate,
    dptEstimateDate: f.dptEstimateDate,
    notice: f.notice.trim() ? f.notice : null,
  };
}

/** The form's messages, translated when a rule fails (they follow the desk's language). */
const messages = {
  dptPort: msg`Choose the port of loading.`,
  arvPort: msg`Choose the port of discharge.`,
  cargoSize: msg`Choose the container size.`,
  vehicleCategory: msg`Enter what the offer carries (for example Sedan, or Used cars (4 units)), up to 60 characters, without < or >.`,
  tradeCondition: msg`Choose the trade condition.`,
  freLine: msg`Choose the shipping line.`,
  paymentMethod: msg`Enter the payment terms, up to 60 characters, without < or >.`,
  price: msg`Enter the price in whole US dollars, from 1 to 1,000,000 (or tick "Price on request").`,
  depositExpirationDate: msg`Choose the deposit deadline.`,
  dptEstimateDate: msg`Choose the departure date.`,
  notice: msg`Keep the note to 500 characters.`,
  deadlineAfterDeparture: msg`The deposit deadline must be on or before the departure.`,
  deadlinePast: msg`The deposit deadline cannot be in the past: buyers would never see the offer.`,
  noSizeForRoro: msg`A RoRo offer has no container size.`,
} satisfies Record<string, MessageDescriptor>;

const say = (d: MessageDescriptor) => (deskI18n.locale ? deskI18n._(d) : (d.message ?? d.id));

/** The form field a body field's failure is shown at. */
const FIELD_OF: Partial<Record<keyof StaffOfferBody, keyof OfferFormValues>> = { costDisplay: 'price' };

/**
 * Checks the form with the contract's schema (what the api will check) and, for a new offer, that
 * the deadline is not already past; answers the body or the errors per field, in the desk's language.
 */
export function checkOffer(f: OfferFormValues, { isNew, today = localDay() }: { isNew: boolean; today?: string }): { body: StaffOfferBody; errors: null } | { body: null; errors: Partial<Record<keyof OfferFormValues, string>> } {
  const errors: Partial<Record<keyof OfferFormValues, string>> = {};
  const result = v.safeParse(StaffOfferBodySchema, toOfferBody(f));
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as keyof StaffOfferBody | undefined;
      if (!key) continue;
      const field = FIELD_OF[key] ?? (key as keyof OfferFormValues);
      if (errors[field]) continue;
      if (issue.message === OFFER_MESSAGES.deadlineAfterDeparture) errors[field] = say(messages.deadlineAfterDeparture);
      else if (issue.message === OFFER_MESSAGES.noSizeForRoro) errors[field] = say(messages.noSizeForRoro);
      else errors[field] = say(messages[field as keyof typeof messages] ?? messages.notice);
    }
  }
  if (isNew && !errors.depositExpirationDate && /^\d{4}-\d{2}-\d{2}$/.test(f.depositExpirationDate) && f.depositExpirationDate < today) {
    errors.depositExpirationDate = say(messages.deadlinePast);
  }
  if (result.success && Object.keys(errors).length === 0) return { body: result.output, errors: null };
  return { body: null, errors };
}

/** react-hook-form's resolver over checkOffer. */
export const offerResolver =
  (isNew: boolean): Resolver<OfferFormValues, unknown, StaffOfferBody> =>
  async (values) => {
    const { body, errors } = checkOffer(values, { isNew });
    if (body) return { values: body, errors: {} };
    const out: FieldErrors<OfferFormValues> = {};
    for (const [field, message] of Object.entries(errors)) out[field as keyof OfferFormValues] = { type: 'validate', message };
    return { values: {}, errors: out };
  };
