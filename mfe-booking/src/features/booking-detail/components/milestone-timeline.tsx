import { useId } from 'react';
import { Trans } from '@lingui/react/macro';
import type { BookingDetail } from '@forwarder/shared/contract';
import { dotDay } from '@forwarder/shared/format';
import { useStepLabels } from '../../booking-common/components/step-label';
import styles from './booking-detail.module.css';

/** Every step the booking has passed, with its date and who moved it; the current one highlighted. */
export function MilestoneTimeline({ booking }: { booking: BookingDetail }) {
  const labels = useStepLabels();
  const headingId = useId();
  const last = booking.milestones.length - 1;
  return (
    <section className={styles.timeline} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        <Trans>Progress</Trans>
      </h2>
      <ol className={styles.steps} data-testid="milestones">
        {booking.milestones.map((m, i) => (
          <li key={`${m.bookingStep}-${i}`} className={styles.milestone} data-current={i === last || undefined} data-step={m.bookingStep} aria-current={i === last ? 'step' : undefined}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.milestoneLabel}>{labels[m.bookingStep]}</span>
            <span className={styles.muted}>
              {dotDay(m.regDtm)}
              {m.staffName && <MovedBy name={m.staffName} />}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Who moved the booking to a step (a staff member's name, recorded by the desk). */
function MovedBy({ name }: { name: string }) {
  return (
    <>
      {' · '}
      <Trans>by {name}</Trans>
    </>
  );
}
