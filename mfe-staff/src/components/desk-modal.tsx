/**
 * The UI kit's Modal for the desk's dialogs. The kit renders a dialog at the end of the page's
 * body, outside the desk's frame: these wrappers give it the desk's language (`lang`, so a screen
 * reader reads Korean as Korean) and its fonts (Noto Sans KR for Hangul). The kit keeps the focus
 * trap, Escape, the return of focus to the opener, and the full-height sheet on phones.
 */
import { useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Modal, type ModalProps } from '@forwarder/shared/ui';
import styles from './desk-modal.module.css';

/** A desk dialog: the kit's Modal in the desk's language and fonts. */
export function DeskModal({ title, children, footer, className, ...rest }: ModalProps) {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  return (
    <Modal
      {...rest}
      className={[styles.dialog, className ?? ''].filter(Boolean).join(' ')}
      title={title ? <span lang={lang}>{title}</span> : undefined}
      footer={
        footer ? (
          <div lang={lang} className={styles.contents}>
            {footer}
          </div>
        ) : undefined
      }
    >
      <div lang={lang}>{children}</div>
    </Modal>
  );
}

/** Props of DeskConfirm. */
export interface DeskConfirmProps {
  open: boolean;
  title: ReactNode;
  /** The question, what happens on confirm. */
  message: ReactNode;
  /** More content under the message (a field, an error). */
  children?: ReactNode;
  confirmLabel: string;
  /** Default: the desk's "Cancel". */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** An action runs: buttons disabled, a spinner on confirm; Escape does nothing. */
  busy?: boolean;
}

/**
 * A confirmation (role alertdialog) in the desk's language: the message, Cancel (focused first,
 * the least destructive answer) and the confirm button.
 */
export function DeskConfirm({ open, title, message, children, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: DeskConfirmProps) {
  const { t } = useLingui();
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <DeskModal
      open={open}
      onClose={busy ? () => undefined : onCancel}
      title={title}
      role="alertdialog"
      size="sm"
      describedBy={messageId}
      initialFocus={cancelRef}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t`Cancel`}
          </Button>
          <Button variant="primary" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
      {children}
    </DeskModal>
  );
}
