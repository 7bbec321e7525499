/**
 * Withdrawing an invoice: why (required, kept on the booking's trail), then DELETE /staff/pi.
 * Its own chunk with the form library, loaded when staff first ask to withdraw (invoices-panel.tsx).
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import type { StaffInvoice } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { DeskModal } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { staffBookingKey } from '../api/get-staff-booking';
import { deletePi } from '../api/delete-pi';
import { piNumber, WithdrawSchema, type WithdrawInput, type WithdrawOutput } from '../model';
import editorStyles from './pi-editor.module.css';
import styles from './invoices-panel.module.css';

/** The withdraw dialog for `pi` (open while mounted). */
export function WithdrawDialog({ pi, onClose, onDone }: { pi: StaffInvoice; onClose: () => void; onDone: (number: string) => void }) {
  const client = useQueryClient();
  const fieldId = useId();
  const { register, handleSubmit, formState, reset } = useForm<WithdrawInput, unknown, WithdrawOutput>({ resolver: valibotResolver(WithdrawSchema), defaultValues: { reason: '' } });
  const withdraw = useMutation({
    mutationFn: ({ piId, reason }: { piId: number; reason: string }) => deletePi(piId, reason),
    onSuccess: async (_ok, { piId }) => {
      await client.invalidateQueries({ queryKey: staffBookingKey(pi.bookingId) });
      reset();
      onDone(piNumber(piId));
    },
  });
  const close = () => {
    if (withdraw.isPending) return;
    withdraw.reset();
    reset();
    onClose();
  };
  const number = piNumber(pi.piId);
  const error = formState.errors.reason?.message;
  const submit = handleSubmit(({ reason }) => withdraw.mutate({ piId: pi.piId, reason }));
  return (
    <DeskModal
      open
      onClose={close}
      title={<Trans>Withdraw {number}?</Trans>}
      size="sm"
      closeOnBackdrop={!withdraw.isPending}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={withdraw.isPending}>
            <Trans>Keep the P.I</Trans>
          </Button>
          <Button variant="primary" onClick={(e) => void submit(e)} loading={withdraw.isPending}>
            <Trans>Withdraw</Trans>
          </Button>
        </>
      }
    >
      <form
        className={styles.withdrawForm}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit(e);
        }}
      >
        <p className={styles.withdrawText}>
          <Trans>The buyer no longer sees this invoice. The reason stays on the booking's activity trail.</Trans>
        </p>
        <label htmlFor={fieldId} className={editorStyles.fieldLabel}>
          <Trans>Reason</Trans>
        </label>
        <textarea
          id={fieldId}
          className={`${editorStyles.input} ${editorStyles.textarea}`}
          rows={3}
          maxLength={500}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...register('reason')}
        />
        {error && (
          <p id={`${fieldId}-error`} className={editorStyles.fieldError}>
            {error}
          </p>
        )}
        {withdraw.isError && (
          <p className={editorStyles.formError} role="alert">
            <ErrorText lead={<Trans>The P.I was not withdrawn.</Trans>} error={withdraw.error} />
          </p>
        )}
      </form>
    </DeskModal>
  );
}
