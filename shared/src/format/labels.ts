/**
 * The names of a booking's steps, shipping types and document kinds as Lingui descriptors: one
 * wording for the buyer's pages (mfe-booking) and the staff desk (mfe-staff), so both sides talk
 * about the same thing. Their translations live in those apps' own catalogs (their
 * lingui.config.ts include this file; the shared catalog, which every page loads, leaves it out):
 * translate them with the app's instance, `translateLabels(stepLabels, i18n)`.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { BookingCargoType, BookingStep, DocumentKind } from '../contract';

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
