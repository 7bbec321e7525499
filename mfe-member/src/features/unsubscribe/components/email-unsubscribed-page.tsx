import { Navigate, useParams } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { ButtonLink, EarlyCallStates, Loader, useEarlyCall } from '@forwarder/shared/ui';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { unsubscribeCall, unsubscribeMessages, useUnsubscribe } from '../api';

/** /member/email-unsubscribed/{userEmailHash}: an empty or blank hash goes to / (spec 2 "Unsubscribe"). */
export function EmailUnsubscribedPage() {
  const token = useParams().userEmailHash?.trim();
  if (!token) return <Navigate to={paths.home} replace />;
  return <Unsubscribe token={token} />;
}

/**
 * Runs the unsubscribe once on load: loader, then the success or the failure message, and a
 * button to main. The call starts with the document (boot.js, EarlyCallStates), so the outcome
 * is usually on screen before this code runs, which then starts from it.
 */
function Unsubscribe({ token }: { token: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const email = useRuntimeConfig((s) => s.config.brand.email);
  const unsubscribe = useUnsubscribe();
  const state = useEarlyCall(unsubscribeCall, { userEmailHash: token }, unsubscribe.status, () => unsubscribe.mutate(token));
  const backToMain = (
    <div className={styles.actions}>
      <ButtonLink to={paths.home} variant="primary">
        {t`Back To Main`}
      </ButtonLink>
    </div>
  );

  return (
    <MemberCard title={t`Newsletter`}>
      <EarlyCallStates
        call={unsubscribeCall}
        state={state}
        ok={
          <>
            <div className={styles.result} data-testid="unsubscribed">
              <CircleCheck className={styles.resultIcon} size={48} aria-hidden="true" />
              <p className={styles.resultText} role="status">
                {i18n._(unsubscribeMessages.done)}
              </p>
              <p className={styles.fineprint}>
                <Trans>You will not receive our newsletter any more.</Trans>
              </p>
            </div>
            {backToMain}
          </>
        }
        error={
          <>
            <div className={styles.result} role="alert">
              <CircleAlert className={styles.warnIcon} size={48} aria-hidden="true" />
              <p className={styles.resultText}>
                <Trans>We could not unsubscribe you. The link may have been used already.</Trans>
              </p>
              <p className={styles.fineprint}>
                <Trans>
                  Please contact us at <a href={`mailto:${email}`}>{email}</a> and we will remove your address.
                </Trans>
              </p>
            </div>
            {backToMain}
          </>
        }
        pending={
          <div className={styles.result}>
            <Loader size="lg" label={t`Unsubscribing`} />
          </div>
        }
      />
    </MemberCard>
  );
}
