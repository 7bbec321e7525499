import { useState } from 'react';
import { Navigate, useParams } from '@forwarder/shared/router';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { CircleCheck } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { AlertModal, ButtonLink, EarlyCallStates, ErrorPanel, Loader, useEarlyCall } from '@forwarder/shared/ui';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { confirmEmailCall, confirmMessages, useConfirmEmail } from '../api';

/** /member/confirm-email-completed/{userEmailHash}: an empty hash goes to /. */
export function ConfirmEmailCompletedPage() {
  const token = useParams().userEmailHash?.trim();
  if (!token) return <Navigate to={paths.home} replace />;
  return <ConfirmEmailCompleted token={token} />;
}

/**
 * Confirms on load: loading, then confirmed (Sign In) or the error view (alert, Retry, Back To
 * Main). The call starts with the document (boot.js, EarlyCallStates), so the outcome is usually
 * on screen before this code runs, which then starts from it.
 */
function ConfirmEmailCompleted({ token }: { token: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const host = useRuntimeConfig((s) => s.config.brand.host);
  const confirm = useConfirmEmail();
  // Null until the visitor closes it or a call fails: open when the page starts from a failure.
  const [alertOpen, setAlertOpen] = useState<boolean | null>(null);
  const run = () => {
    confirm.mutate(token, { onError: () => setAlertOpen(true) });
  };
  const state = useEarlyCall(confirmEmailCall, { userEmailHash: token }, confirm.status, run);

  return (
    <MemberCard title={t`Email confirmation`}>
      <EarlyCallStates
        call={confirmEmailCall}
        state={state}
        ok={
          <div className={styles.result} data-testid="confirm-success">
            <CircleCheck className={styles.resultIcon} size={48} aria-hidden="true" />
            <p className={styles.resultText} role="status">
              {t`Welcome to ${host}! Your account has been actived.`}
            </p>
            <ButtonLink to={paths.signIn} variant="primary" size="lg">
              {t`Sign In`}
            </ButtonLink>
          </div>
        }
        error={
          <div className={styles.result}>
            <ErrorPanel message={i18n._(confirmMessages.failed)} onRetry={run} retrying={confirm.isPending} />
            <ButtonLink to={paths.home} variant="secondary">
              {t`Back To Main`}
            </ButtonLink>
          </div>
        }
        pending={
          <div className={styles.result}>
            <Loader size="lg" label={t`Confirming your email`} />
            <p className={styles.fineprint}>{t`Confirming your email…`}</p>
          </div>
        }
      />
      <AlertModal open={alertOpen ?? state === 'error'} tone="warning" message={i18n._(confirmMessages.failed)} onClose={() => setAlertOpen(false)} />
    </MemberCard>
  );
}
