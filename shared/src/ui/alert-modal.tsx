import { useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { Button } from './button';
import { Modal } from './modal';
import styles from './message-modal.module.css';

/** Props of AlertModal. */
export interface AlertModalProps {
  open: boolean;
  /** 'success' (green check) or 'warning' (orange triangle). */
  tone: 'success' | 'warning';
  /** The message. */
  message: ReactNode;
  /** Optional heading above the message. */
  title?: ReactNode;
  /** OK, Escape, × and a backdrop click call it. */
  onClose: () => void;
  /** Label of the button; default the translated 'OK'. */
  buttonLabel?: string;
}

/** The small global success/warning dialog (role alertdialog) with one OK button, focused on open; compact on phones. */
export function AlertModal({ open, tone, message, title, onClose, buttonLabel }: AlertModalProps) {
  const { t } = useLingui();
  const messageId = useId();
  const okRef = useRef<HTMLButtonElement>(null);
  const Icon = tone === 'success' ? CircleCheck : TriangleAlert;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      size="sm"
      phoneLayout="compact"
      labelledBy={title ? undefined : messageId}
      describedBy={title ? messageId : undefined}
      initialFocus={okRef}
      footer={
        <Button ref={okRef} variant="primary" onClick={onClose} className={styles.ok}>
          {buttonLabel ?? t`OK`}
        </Button>
      }
    >
      <div className={styles.alert} data-tone={tone}>
        <Icon className={styles.icon} size={40} aria-hidden="true" />
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      </div>
    </Modal>
  );
}
