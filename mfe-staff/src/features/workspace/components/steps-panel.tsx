import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@forwarder/shared/api';
import type { BookingDetail, BookingStep } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { dotDayTime } from '@forwarder/shared/format';
import { DeskConfirm } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { useStepLabels } from '../../../components/labels';
import { StepBadge } from '../../../components/step-badge';
import { staffBookingKey } from '../api/get-staff-booking';
import { putBookingStep } from '../api/put-booking-step';
import { nextSteps } from '../model';
import styles from './workspace.module.css';

/** 409 STEP_NOT_ALLOWED: the booking's step changed meanwhile (another staff member, another tab). */
const stepChangedMeanwhile = (err: unknown) => err instanceof ApiError && err.status === 409;

/**
 * The booking's milestones as the buyer sees them (each step, when, and who moved it), and the
 * step control: a later step or CANCEL, after a confirmation. A step that changed meanwhile (409
 * STEP_NOT_ALLOWED) says so and shows the booking again.
 */
export function StepsPanel({ booking }: { booking: BookingDetail }) {
  const { t } = useLingui();
  const labels = useStepLabels();
  const client = useQueryClient();
  const headingId = useId();
  const selectId = useId();
  const options = nextSteps(booking.bookingStep);
  const [choice, setChoice] = useState<BookingStep | ''>('');
  const [confirming, setConfirming] = useState<BookingStep | null>(null);
  const last = booking.milestones.length - 1;
  // The choice is kept only while it is still offered (the booking may have moved live).
  const target = choice && options.includes(choice) ? choice : '';

  const move = useMutation({
    mutationFn: (step: BookingStep) => putBookingStep(booking.bookingId, step),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: staffBookingKey(booking.bookingId) });
      setConfirming(null);
      setChoice('');
    },
    onError: (err) => {
      setConfirming(null);
      if (stepChangedMeanwhile(err)) {
        setChoice('');
        void client.invalidateQueries({ queryKey: staffBookingKey(booking.bookingId) });
      }
    },
  });
  // The outcome of the last move, in the desk's current language.
  const label = move.isSuccess ? labels[move.variables] : null;
  let problem: ReactNode = null;
  if (move.isError) {
    problem = stepChangedMeanwhile(move.error) ? (
      t`The booking's step changed meanwhile (another staff member, or another tab). Here is its current step: choose again if needed.`
    ) : (
      <ErrorText lead={<Trans>The step was not changed.</Trans>} error={move.error} />
    );
  }

  const from = labels[booking.bookingStep];
  const to = confirming ? labels[confirming] : '';
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="steps-panel">
      <div className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          <Trans>Steps</Trans>
        </h2>
        <StepBadge step={booking.bookingStep} />
      </div>
      <ol className={styles.milestones} data-testid="milestones">
        {booking.milestones.map((m, i) => {
          const who = m.staffName;
          return (
            <li key={`${m.bookingStep}-${i}`} className={styles.milestone} data-current={i === last || undefined} data-step={m.bookingStep} aria-current={i === last ? 'step' : undefined}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.milestoneText}>
                <span className={styles.milestoneLabel}>{labels[m.bookingStep]}</span>
                <time className={styles.muted} dateTime={m.regDtm}>
                  {dotDayTime(m.regDtm)}
                </time>
                {who && <span className={styles.muted}>{t`by ${who}`}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {options.length === 0 ? (
        <p className={styles.muted}>
          <Trans>This booking is finished: its step can no longer change.</Trans>
        </p>
      ) : (
        <form
          className={styles.stepForm}
          onSubmit={(e) => {
            e.preventDefault();
            if (!target) return;
            move.reset();
            setConfirming(target);
          }}
        >
          <div className={styles.field}>
            <label htmlFor={selectId} className={styles.label}>
              <Trans>Move the booking to</Trans>
            </label>
            <select id={selectId} className={styles.select} value={target} onChange={(e) => setChoice(e.target.value as BookingStep | '')}>
              <option value="">{t`Choose a step`}</option>
              {options.map((s) => (
                <option key={s} value={s}>
                  {s === 'CANCEL' ? t`Cancel the booking` : labels[s]}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="primary" disabled={!target}>
            <Trans>Change step</Trans>
          </Button>
        </form>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <p className={styles.done} role="status">
        {label && t`The booking is now at "${label}". The customer sees it in their timeline.`}
      </p>
      <DeskConfirm
        open={confirming !== null}
        title={confirming === 'CANCEL' ? <Trans>Cancel this booking?</Trans> : <Trans>Change the step?</Trans>}
        message={
          confirming === 'CANCEL' ? (
            <Trans>The booking moves from "{from}" to "Cancelled". It cannot move again after that, and the customer sees it in their timeline.</Trans>
          ) : (
            <Trans>The booking moves from "{from}" to "{to}". The customer sees the new step, with your name, in their timeline.</Trans>
          )
        }
        confirmLabel={confirming === 'CANCEL' ? t`Cancel the booking` : t`Change step`}
        cancelLabel={confirming === 'CANCEL' ? t`Keep the booking` : t`Cancel`}
        busy={move.isPending}
        onConfirm={() => confirming && move.mutate(confirming)}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}
