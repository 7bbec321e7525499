import { useLingui } from '@lingui/react/macro';
import type { BookingStep } from '@forwarder/shared/contract';

/** The translated label of each booking step (spec 2 section 3 order). */
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

/** The translated label of a booking step. */
export function StepLabel({ step }: { step: BookingStep }) {
  return <>{useStepLabels()[step]}</>;
}
