/**
 * The desk's names for the booking steps, cargo types, P.I states and document kinds. Steps,
 * cargo types and document kinds are the buyer side's own wording (@forwarder/shared/format's
 * descriptors), so both sides talk about the same thing; the desk's catalogs translate them.
 */
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { BookingCargoTypeSchema, BookingStepSchema, type BookingCargoType, type BookingStep, type DocumentKind, type PiState } from '@forwarder/shared/contract';
import { cargoTypeLabels, documentKindLabels, stepLabels, translateLabels } from '@forwarder/shared/format';

/** The steps in the buyer's order (spec 2 section 3). */
export const STEPS: readonly BookingStep[] = BookingStepSchema.options;

/** The shipping types in the order the buyer picks them. */
export const CARGO_TYPES: readonly BookingCargoType[] = BookingCargoTypeSchema.options;

/** The label of each booking step, the same words the buyer sees. */
export function useStepLabels(): Record<BookingStep, string> {
  return translateLabels(stepLabels, useLinguiRuntime().i18n);
}

/** The name of each shipping type. */
export function useCargoTypeLabels(): Record<BookingCargoType, string> {
  return translateLabels(cargoTypeLabels, useLinguiRuntime().i18n);
}

/** What each kind of booking document is. */
export function useDocumentKindLabels(): Record<DocumentKind, string> {
  return translateLabels(documentKindLabels, useLinguiRuntime().i18n);
}

/** Where a booking's proforma invoice stands. */
export function usePiStateLabels(): Record<PiState, string> {
  const { t } = useLingui();
  return { NONE: t`No P.I`, ISSUED: t`P.I issued`, DOWNLOADED: t`P.I downloaded`, WITHDRAWN: t`P.I withdrawn` };
}
