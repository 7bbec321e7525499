import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './button';
import styles from './error-panel.module.css';

/** Props of ErrorPanel. */
export interface ErrorPanelProps {
  /** The catalogued, translated message. */
  message: ReactNode;
  /** Shows a Retry button when given. */
  onRetry?: () => void;
  /** Label of the retry button; default the translated 'Retry'. */
  retryLabel?: string;
  /** Disables Retry while the retry runs; default false. */
  retrying?: boolean;
  /** Extra class of the panel. */
  className?: string;
}

/** A failed load: the message in a panel (role alert) with an optional Retry button. */
export function ErrorPanel({ message, onRetry, retryLabel, retrying = false, className }: ErrorPanelProps) {
  const { t } = useLingui();
  return (
    <div className={[styles.panel, className ?? ''].filter(Boolean).join(' ')} role="alert">
      <CircleAlert className={styles.icon} size={28} aria-hidden="true" />
      <p className={styles.message}>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying} className={styles.retry}>
          {!retrying && <RotateCw size={18} aria-hidden="true" />}
          {retryLabel ?? t`Retry`}
        </Button>
      )}
    </div>
  );
}
