import { useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import { Modal } from './modal';
import styles from './message-modal.module.css';

/** Props of ConfirmModal. */
export interface ConfirmModalProps {
  open: boolean;
  /** The question or message. */
  message: ReactNode;
  /** Optional heading above the message. */
  title?: ReactNode;
  /** Label of the confirm button; default the translated 'OK'. */
  confirmLabel?: string;
  /** Label of the cancel button; default the translated 'Cancel'. */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel, Escape, × and a backdrop click call it. */
  onCancel: () => void;
  /** Disables the buttons and shows a spinner on confirm while an action runs; default false. */
  busy?: boolean;
}

/** The global confirm/cancel dialog (role alertdialog): OK and Cancel, Escape cancels; compact on phones. */
export function ConfirmModal({ open, message, title, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmModalProps) {
  const { t } = useLingui();
  const messageId = useId();
  // The least destructive answer gets focus first (WAI-ARIA alertdialog practice).
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      phoneLayout="compact"
      labelledBy={title ? undefined : messageId}
      describedBy={title ? messageId : undefined}
      initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant="primary" onClick={onConfirm} loading={busy}>
            {confirmLabel ?? t`OK`}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
    </Modal>
  );
}
