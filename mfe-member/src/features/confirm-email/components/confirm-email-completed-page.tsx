import { useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from '@forwarder/shared/router';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { CircleCheck } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { AlertModal, ButtonLink, ErrorPanel, Loader } from '@forwarder/shared/ui';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { confirmMessages, useConfirmEmail } from '../api';

/** /member/confirm-email-completed/{userEmailHash}: an empty hash goes to /. */
export function ConfirmEmailCompletedPage() {
  const token = useParams().userEmailHash?.trim();
  if (!token) return <Navigate to={paths.home} replace />;
  return <ConfirmEmailCompleted token={token} />;
}

/** Confirms on load: loading, then confirmed (Sign In) or the error view (alert, Retry, Back To Main). */
function ConfirmEmailCompleted({ token }: { token: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const host = useRuntimeConfig((s) => s.config.brand.host);
  const confirm = useConfirmEmail();
  const [alertOpen, setAlertOpen] = useState(false);
  const started = useRef(false);

  const run = () => {
    confirm.mutate(token, { onError: () => setAlertOpen(true) });
  };
  // Once per page view, also under StrictMode's double effects: the token is single use.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <MemberCard title={t`Email confirmation`}>
      {confirm.isSuccess ? (
        <div className={styles.result} data-testid="confirm-success">
          <CircleCheck className={styles.resultIcon} size={48} aria-hidden="true" />
          <p className={styles.resultText} role="status">
            {t`Welcome to ${host}! Your account has been actived.`}
          </p>
          <ButtonLink to={paths.signIn} variant="primary" size="lg">
            {t`Sign In`}
          </ButtonLink>
        </div>
      ) : confirm.isError ? (
        <div className={styles.result}>
          <ErrorPanel message={i18n._(confirmMessages.failed)} onRetry={run} retrying={confirm.isPending} />
          <ButtonLink to={paths.home} variant="secondary">
            {t`Back To Main`}
          </ButtonLink>
        </div>
      ) : (
        <div className={styles.result}>
          <Loader size="lg" label={t`Confirming your email`} />
          <p className={styles.fineprint}>{t`Confirming your email…`}</p>
        </div>
      )}
      <AlertModal open={alertOpen} tone="warning" message={i18n._(confirmMessages.failed)} onClose={() => setAlertOpen(false)} />
    </MemberCard>
  );
}
