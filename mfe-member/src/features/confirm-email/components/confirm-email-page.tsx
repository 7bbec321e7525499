import { useState } from 'react';
import { Navigate } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { MailCheck } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { AlertModal, Button, ButtonLink } from '@forwarder/shared/ui';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { signUpCompletedEmail } from '../../sign-up/hooks/signup-flag';
import { resendErrorMessage, resendMessages, useResendConfirm } from '../api';

type Outcome = { tone: 'success' | 'warning'; message: MessageDescriptor } | null;

/** /member/confirm-email: only right after a sign-up in this tab, otherwise / (spec 1 route table). */
export function ConfirmEmailPage() {
  const email = signUpCompletedEmail();
  if (!email) return <Navigate to={paths.home} replace />;
  return <ConfirmEmailSent email={email} />;
}

function ConfirmEmailSent({ email }: { email: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const resend = useResendConfirm();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onResend = async () => {
    try {
      await resend.mutateAsync(email);
      setOutcome({ tone: 'success', message: resendMessages.success });
    } catch (err) {
      setOutcome({ tone: 'warning', message: resendErrorMessage(err) });
    }
  };

  return (
    <MemberCard title={t`Confirm your email`}>
      <div className={styles.result}>
        <MailCheck className={styles.resultIcon} size={48} aria-hidden="true" />
        <p className={styles.resultText}>
          <Trans>
            We sent a confirmation email to <strong data-testid="signup-email">{email}</strong>.
          </Trans>
        </p>
        <p className={styles.fineprint}>
          <Trans>Open the link in it to activate your account. If you cannot find it, check your spam folder.</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void onResend()} loading={resend.isPending}>
            {t`Resend the confirmation email`}
          </Button>
          <ButtonLink to={paths.signIn} variant="primary">
            {t`Sign In`}
          </ButtonLink>
        </div>
      </div>
      <AlertModal open={outcome !== null} tone={outcome?.tone ?? 'success'} message={outcome ? i18n._(outcome.message) : ''} onClose={() => setOutcome(null)} />
    </MemberCard>
  );
}
