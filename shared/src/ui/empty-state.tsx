import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import styles from './empty-state.module.css';

/** Props of EmptyState. */
export interface EmptyStateProps {
  /** Default: the spec's 'We are very sorry. There's no available data at the moment.' */
  message?: ReactNode;
  /** The next useful action (a ButtonLink or Button). */
  action?: ReactNode;
  /** Extra class of the wrapper. */
  className?: string;
}

/** An empty container on a quay: small enough to inline, so the empty state never waits for an image. */
function EmptyIllustration() {
  return (
    <svg className={styles.art} width="160" height="104" viewBox="0 0 160 104" aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="96" rx="64" ry="6" fill="#e3eef7" />
      <rect x="14" y="84" width="132" height="6" rx="3" fill="#dce3ea" />
      <g transform="translate(30 30)">
        <rect width="100" height="54" rx="4" fill="#0e6ba8" />
        <path d="M12 8v38M26 8v38M40 8v38M54 8v38M68 8v38M82 8v38" stroke="#0b5a8e" strokeWidth="4" strokeLinecap="round" />
        <rect x="-2" y="-2" width="104" height="6" rx="3" fill="#0b1f3a" />
        <rect x="-2" y="50" width="104" height="6" rx="3" fill="#0b1f3a" />
      </g>
      <g transform="translate(104 10)">
        <circle cx="16" cy="16" r="12" fill="#ffffff" stroke="#e8641b" strokeWidth="4" />
        <path d="M25 25l9 9" stroke="#e8641b" strokeWidth="5" strokeLinecap="round" />
        <path d="M11 16h10" stroke="#4a5868" strokeWidth="3" strokeLinecap="round" />
      </g>
    </svg>
  );
}

/** The empty state of a list: an illustration, the spec's no-data message (or `message`) and an optional action. */
export function EmptyState({ message, action, className }: EmptyStateProps) {
  const { t } = useLingui();
  return (
    <div className={[styles.empty, className ?? ''].filter(Boolean).join(' ')}>
      <EmptyIllustration />
      <p className={styles.message}>{message ?? t`We are very sorry. There's no available data at the moment.`}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
