import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FilePlus2, Undo2 } from 'lucide-react';
import type { StaffBooking, StaffInvoice } from '@forwarder/shared/contract';
import { Button } from '@forwarder/shared/ui';
import { dotDay } from '@forwarder/shared/format';
import { DeskLoader } from '../../../components/states';
import { money } from '../../../components/format';
import { staffBookingKey } from '../api/get-staff-booking';
import { piNumber } from '../model';
import styles from './invoices-panel.module.css';
import card from './workspace.module.css';

// The editor and the withdraw dialog (with the form library) are chunks of their own, fetched
// when staff first point at "New P.I" or "Withdraw" (or click them): reading a booking, the most
// common visit, on a phone, downloads and runs none of it.
const loadEditor = () => import('./pi-editor');
const loadWithdraw = () => import('./withdraw-dialog');
const PiEditor = lazy(() => loadEditor().then((m) => ({ default: m.PiEditor })));
const WithdrawDialog = lazy(() => loadWithdraw().then((m) => ({ default: m.WithdrawDialog })));
const prefetch = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

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
          <Button
            variant="secondary"
            className={styles.withdraw}
            onPointerEnter={prefetch(loadWithdraw)}
            onFocus={prefetch(loadWithdraw)}
            onClick={() => onWithdraw(pi)}
            aria-label={t`Withdraw ${number}`}
          >
            <Undo2 size={16} aria-hidden="true" />
            <Trans>Withdraw</Trans>
          </Button>
        </div>
      )}
    </li>
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
            onPointerEnter={prefetch(loadEditor)}
            onFocus={prefetch(loadEditor)}
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
          <Suspense fallback={<DeskLoader />}>
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
          </Suspense>
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
      {withdrawing && (
        <Suspense fallback={null}>
          <WithdrawDialog
            pi={withdrawing}
            onClose={() => setWithdrawing(null)}
            onDone={(number) => {
              setWithdrawing(null);
              setDone(t`${number} is withdrawn.`);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
