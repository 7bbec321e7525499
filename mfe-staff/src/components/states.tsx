/**
 * The desk's loading, empty and error states, with the desk's own texts (English or Korean):
 * the UI kit's equivalents speak the buyer languages.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, Inbox } from 'lucide-react';
import { isSignedOut, SignInAgain } from './error-text';
import styles from './states.module.css';

/** A page-height spinner while a desk page's code or first answer arrives. */
export function DeskLoader() {
  const { t } = useLingui();
  return (
    <div className={styles.loader}>
      <span className={styles.spinner} role="status" aria-label={t`Loading`} />
    </div>
  );
}

/** Nothing to show: a small illustration, the message and the next useful action. */
export function DeskEmpty({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className={styles.empty} data-testid="desk-empty">
      <Inbox className={styles.emptyIcon} size={40} strokeWidth={1.5} aria-hidden="true" />
      <p className={styles.emptyTitle}>{title}</p>
      {children}
    </div>
  );
}

/** A failed load: the message in a panel (role alert) with Try again. */
export function DeskError({ message, onRetry, children }: { message: ReactNode; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className={styles.error} role="alert" data-testid="desk-error">
      <AlertTriangle className={styles.errorIcon} size={22} aria-hidden="true" />
      <div className={styles.errorBody}>
        <p className={styles.errorText}>{message}</p>
        {children}
        {onRetry && (
          <button type="button" className={styles.retry} onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * A page's data that did not load: a session that has ended (or is no longer staff) is offered a
 * new sign-in that comes back here; anything else shows `message` with a retry.
 */
export function DeskLoadError({ error, message, onRetry }: { error: unknown; message: ReactNode; onRetry: () => void }) {
  return isSignedOut(error) ? (
    <DeskError message={<Trans>Your session has ended, or this account is not staff.</Trans>}>
      <SignInAgain />
    </DeskError>
  ) : (
    <DeskError message={message} onRetry={onRetry} />
  );
}
