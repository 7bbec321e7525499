import type { BookingStep } from '@forwarder/shared/contract';
import { useStepLabels } from './labels';
import styles from './step-badge.module.css';

/** A booking's step as a small badge, in the colours the buyer's list uses. */
export function StepBadge({ step }: { step: BookingStep }) {
  const label = useStepLabels()[step];
  // The title shows the whole label where a narrow column cuts it.
  return (
    <span className={styles.step} data-step={step} title={label}>
      {label}
    </span>
  );
}
