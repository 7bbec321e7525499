/** The desk's names for the booking steps, cargo types, P.I states and document kinds (the buyer side's labels, translated for staff). */
import { useLingui } from '@lingui/react/macro';
import type { BookingCargoType, BookingStep, DocumentKind, PiState } from '@forwarder/shared/contract';

/** The steps in the buyer's order (spec 2 section 3). */
export const STEPS: readonly BookingStep[] = ['STEP1', 'STEP2', 'STEP3', 'STEP4', 'COMPLETE', 'CANCEL'];

/** The shipping types in the order the buyer picks them. */
export const CARGO_TYPES: readonly BookingCargoType[] = ['RORO', 'CONT', 'CONS', 'BULK'];

/** The label of each booking step, the same words the buyer sees, so both sides talk about the same thing. */
export function useStepLabels(): Record<BookingStep, string> {
  const { t } = useLingui();
  return {
    STEP1: t`Request submitted`,
    STEP2: t`Request reviewed`,
    STEP3: t`Invoice issued`,
    STEP4: t`Transfer receipt uploaded`,
    COMPLETE: t`Complete`,
    CANCEL: t`Cancelled`,
  };
}

/** The name of each shipping type. */
export function useCargoTypeLabels(): Record<BookingCargoType, string> {
  const { t } = useLingui();
  return { RORO: t`Ro-Ro`, CONT: t`Container`, CONS: t`Consolidation`, BULK: t`Bulk` };
}

/** Where a booking's proforma invoice stands. */
export function usePiStateLabels(): Record<PiState, string> {
  const { t } = useLingui();
  return { NONE: t`No P.I`, ISSUED: t`P.I issued`, DOWNLOADED: t`P.I downloaded`, WITHDRAWN: t`P.I withdrawn` };
}

/** What each kind of booking document is. */
export function useDocumentKindLabels(): Record<DocumentKind, string> {
  const { t } = useLingui();
  return {
    RECEIPT: t`Transfer receipt`,
    LOADING_PHOTO: t`Loading photo`,
    BL_DRAFT: t`B/L draft`,
    EXPORT_DECLARATION: t`Export declaration`,
    OTHER: t`Other document`,
  };
}
