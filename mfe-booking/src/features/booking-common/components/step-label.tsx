import { useLingui } from '@lingui/react';
import type { BookingStep } from '@forwarder/shared/contract';
import { stepLabels, translateLabels } from '@forwarder/shared/format';

/** The translated label of each booking step (spec 2 section 3 order; the wording the staff desk uses too). */
export function useStepLabels(): Record<BookingStep, string> {
  return translateLabels(stepLabels, useLingui().i18n);
}

/** The translated label of a booking step. */
export function StepLabel({ step }: { step: BookingStep }) {
  return <>{useStepLabels()[step]}</>;
}
