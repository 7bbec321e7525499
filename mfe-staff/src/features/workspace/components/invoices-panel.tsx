import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FilePlus2, Undo2 } from 'lucide-react';
import type { StaffBooking, StaffInvoice } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { dotDay } from '@forwarder/shared/format';
import { DeskModal } from '../../../components/desk-modal';
import { ErrorText } from '../../../components/error-text';
import { money } from '../../../components/format';
import { staffBookingKey } from '../api/get-staff-booking';
import { deletePi } from '../api/delete-pi';
import { piNumber, WithdrawSchema, type WithdrawInput, type WithdrawOutput } from '../model';
import { PiEditor } from './pi-editor';
import editorStyles from './pi-editor.module.css';
import styles from './invoices-panel.module.css';
import card from './workspace.module.css';

/** URL of the invoice's PDF (an attachment in the buyer's language; only for a downloadable invoice that stands). */
const piPdfUrl = (piId: number) => `/svc/pi/pdf?piId=${piId}`;

function InvoiceStatus({ pi }: { pi: StaffInvoice }) {
  const count = pi.downloadCnt;
  if (pi.flagDel) {
    return (
      <span className={`${card.pill} ${card.pillBad}`}>
        <Trans>Withdrawn</Trans>
      </span>
    );
  }
  if (count > 0) {
    return (
      <span className={`${card.pill} ${card.pillOk}`}>
        <Trans>Downloaded ({count})</Trans>
      </span>
    );
  }
  return (
    <span className={`${card.pill} ${card.pillOff}`}>
      <Trans>Issued, not downloaded</Trans>
    </span>
  );
}

function InvoiceRow({ pi, onWithdraw }: { pi: StaffInvoice; onWithdraw: (pi: StaffInvoice) => void }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const number = piNumber(pi.piId);
  const staff = pi.staff.name;
  const issued = dotDay(pi.regDtm);
  const due = dotDay(pi.dueDtm);
  const reason = pi.withdrawnReason;
  return (
    <li className={styles.invoice} data-withdrawn={pi.flagDel || undefined} data-testid="invoice-row">
      <div className={styles.invoiceHead}>
        <span className={styles.number}>{number}</span>
        <InvoiceStatus pi={pi} />
        <span className={styles.amount}>{money(pi.totalCurr, pi.curr, locale)}</span>
      </div>
      <p className={styles.meta}>
        <Trans>
          Issued {issued} by {staff} · due {due}
        </Trans>
        {' · '}
        {pi.downloadable ? <Trans>downloadable</Trans> : <Trans>not downloadable</Trans>}
        {pi.curr === 'EUR' && (
          <>
            {' · '}
            {money(pi.totalUsd, 'USD', locale)} × {pi.currRate}
          </>
        )}
      </p>
      <ul className={styles.items}>
        {pi.itemList.map((item, i) => (
          <li key={i} className={styles.item}>
            <span className={styles.itemName}>{item.description}</span>
            <span className={styles.itemSize}>{item.unitSize}</span>
            <span className={styles.itemTotal}>{money(item.total, 'USD', locale)}</span>
          </li>
        ))}
      </ul>
      {pi.memo.content && <p className={styles.memo}>{pi.memo.content}</p>}
      {pi.flagDel && reason && (
        <p className={styles.reason}>
          <Trans>Reason: {reason}</Trans>
        </p>
      )}
      {!pi.flagDel && (
        <div className={styles.rowActions}>
          {pi.downloadable && (
            <a className={styles.textLink} href={piPdfUrl(pi.piId)} download={`${number}.pdf`} aria-label={t`Download ${number} as PDF`}>
              <Download size={16} aria-hidden="true" />
              PDF
            </a>
          )}
          <Button variant="secondary" className={styles.withdraw} onClick={() => onWithdraw(pi)} aria-label={t`Withdraw ${number}`}>
            <Undo2 size={16} aria-hidden="true" />
            <Trans>Withdraw</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

/** The withdraw dialog: why (required, kept on the booking's trail), then DELETE /staff/pi. */
function WithdrawDialog({ pi, onClose, onDone }: { pi: StaffInvoice | null; onClose: () => void; onDone: (number: string) => void }) {
  const client = useQueryClient();
  const fieldId = useId();
  const { register, handleSubmit, formState, reset } = useForm<WithdrawInput, unknown, WithdrawOutput>({ resolver: valibotResolver(WithdrawSchema), defaultValues: { reason: '' } });
  const withdraw = useMutation({
    mutationFn: ({ piId, reason }: { piId: number; reason: string }) => deletePi(piId, reason),
    onSuccess: async (_ok, { piId }) => {
      await client.invalidateQueries({ queryKey: staffBookingKey(pi?.bookingId ?? 0) });
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
  const number = pi ? piNumber(pi.piId) : '';
  const error = formState.errors.reason?.message;
  const submit = handleSubmit(({ reason }) => pi && withdraw.mutate({ piId: pi.piId, reason }));
  return (
    <DeskModal
      open={pi !== null}
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

/** The bookings's invoices, newest first (withdrawn ones with their reason), the editor for a new one, and withdraw. */
export function InvoicesPanel({ data, customerLanguage }: { data: StaffBooking; customerLanguage: string }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const headingId = useId();
  const editorId = useId();
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState<StaffInvoice | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { booking, customer, invoices } = data;
  const finished = booking.bookingStep === 'COMPLETE' || booking.bookingStep === 'CANCEL';
  const newButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  const closeEditor = () => {
    closing.current = true;
    setEditing(false);
  };
  // The editor closed (cancelled or issued): the focus goes back to "New P.I", next to the outcome.
  useEffect(() => {
    if (editing || !closing.current) return;
    closing.current = false;
    newButton.current?.focus();
  }, [editing]);

  return (
    <section className={card.card} aria-labelledby={headingId} data-testid="invoices-panel">
      <div className={card.cardHead}>
        <h2 id={headingId} className={card.cardTitle}>
          <Trans>Proforma invoices</Trans>
        </h2>
        {!editing && !finished && (
          <Button
            ref={newButton}
            variant="secondary"
            className={card.cardAction}
            aria-expanded={false}
            aria-controls={editorId}
            onClick={() => {
              setDone(null);
              setEditing(true);
            }}
          >
            <FilePlus2 size={18} aria-hidden="true" />
            <Trans>New P.I</Trans>
          </Button>
        )}
      </div>
      <p className={card.done} role="status">
        {done}
      </p>
      <div id={editorId}>
        {editing && (
          <PiEditor
            bookingId={booking.bookingId}
            customerName={customer.name}
            customerLanguage={customerLanguage}
            onCancel={closeEditor}
            onIssued={(piId) => {
              closeEditor();
              const number = piNumber(piId);
              setDone(t`${number} is issued and mailed to the customer.`);
              void client.invalidateQueries({ queryKey: staffBookingKey(booking.bookingId) });
            }}
          />
        )}
      </div>
      {invoices.length === 0 ? (
        !editing && (
          <p className={card.muted}>
            <Trans>No P.I yet.</Trans>
          </p>
        )
      ) : (
        <ul className={styles.list} aria-label={t`Issued invoices`}>
          {invoices.map((pi) => (
            <InvoiceRow key={pi.piId} pi={pi} onWithdraw={setWithdrawing} />
          ))}
        </ul>
      )}
      <WithdrawDialog
        pi={withdrawing}
        onClose={() => setWithdrawing(null)}
        onDone={(number) => {
          setWithdrawing(null);
          setDone(t`${number} is withdrawn.`);
        }}
      />
    </section>
  );
}
