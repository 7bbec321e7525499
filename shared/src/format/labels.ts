/**
 * The names of a booking's steps, shipping types, document kinds and quotation items as Lingui descriptors: one
 * wording for the buyer's pages (mfe-booking) and the staff desk (mfe-staff), so both sides talk
 * about the same thing. Their translations live in those apps' own catalogs (their
 * lingui.config.ts include this file; the shared catalog, which every page loads, leaves it out):
 * translate them with the app's instance, `translateLabels(stepLabels, i18n)`.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { BookingCargoType, BookingStep, DocumentKind, QuoteItem } from '../contract';

/** Each booking step (spec 2 section 3). */
export const stepLabels: Readonly<Record<BookingStep, MessageDescriptor>> = {
  STEP1: msg`Request submitted`,
  STEP2: msg`Request reviewed`,
  STEP3: msg`Invoice issued`,
  STEP4: msg`Transfer receipt uploaded`,
  COMPLETE: msg`Complete`,
  CANCEL: msg`Cancelled`,
};

/** Each shipping type of a booking. */
export const cargoTypeLabels: Readonly<Record<BookingCargoType, MessageDescriptor>> = {
  RORO: msg`Ro-Ro`,
  CONT: msg`Container`,
  CONS: msg`Consolidation`,
  BULK: msg`Bulk`,
};

/** What each kind of booking document is. */
export const documentKindLabels: Readonly<Record<DocumentKind, MessageDescriptor>> = {
  RECEIPT: msg`Transfer receipt`,
  LOADING_PHOTO: msg`Loading photo`,
  BL_DRAFT: msg`B/L draft`,
  EXPORT_DECLARATION: msg`Export declaration`,
  OTHER: msg`Other document`,
};

/** Every label of `labels` in the language of `i18n`. */
export function translateLabels<K extends string>(labels: Readonly<Record<K, MessageDescriptor>>, i18n: I18n): Record<K, string> {
  const out = {} as Record<K, string>;
  for (const key of Object.keys(labels) as K[]) out[key] = i18n._(labels[key]);
  return out;
}

/** A quotation item's category (the wizard's "None of these" names none). */
export const quoteCategoryLabels: Readonly<Record<Exclude<QuoteItem['category'], 'NONE'>, MessageDescriptor>> = {
  CAR: msg`Car`,
  TRUCK: msg`Truck`,
  BUS: msg`Bus`,
  EQUIPMENT: msg`Equipment`,
};

/** A quotation item's fuel. */
export const quoteFuelLabels: Readonly<Record<QuoteItem['fuel'], MessageDescriptor>> = {
  GASOLINE: msg`Gasoline`,
  DIESEL: msg`Diesel`,
  HYBRID: msg`Hybrid`,
  ELECTRIC: msg`Electric`,
  LPG: msg`LPG`,
  OTHER: msg`Other fuel`,
};

/** The services a quotation item was booked with. */
export const quoteServiceLabels: Readonly<Record<QuoteItem['services'][number], MessageDescriptor>> = {
  INSPECTION: msg`Pre-delivery inspection`,
  DOCUMENTS: msg`Shipping documents`,
};

const runsLabels = { yes: msg`Runs`, no: msg`Does not run` } as const;

/**
 * A quotation booking's item in the language of `i18n` (issue 28: the pages showed "CAR Hyundai
 * Tucson" and "GASOLINE, INSPECTION"): the name (category, make, model) and the details (year,
 * detailed model, fuel, weight, whether it runs, services), each part translated or as typed.
 */
export function quoteItemText(item: QuoteItem, i18n: I18n): { name: string; detail: string } {
  const category = item.category === 'NONE' ? '' : i18n._(quoteCategoryLabels[item.category]);
  const weight = `${new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(item.loadingWeight)} t`;
  const detail = [String(item.year), item.detailedModel, i18n._(quoteFuelLabels[item.fuel]), weight, i18n._(item.runs ? runsLabels.yes : runsLabels.no), ...item.services.map((s) => i18n._(quoteServiceLabels[s]))];
  return { name: [category, item.make, item.model].filter(Boolean).join(' '), detail: detail.filter(Boolean).join(', ') };
}
