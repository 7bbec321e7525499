import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useParams, useSearchParams } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { paths, SIGN_IN_NEXT_PARAM } from '@forwarder/shared/paths';
import { signedIn } from '@forwarder/shared/stores';
import { AlertModal, Button, ConfirmModal, TextInput } from '@forwarder/shared/ui';
import { signInSchema, type SignInValues } from '@forwarder/shared/validation';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { RedirectSignedIn } from '../../../components/guards';
import { commonMessages, focusFirstInvalid, isRateLimited } from '../../../components/common-messages';
import { resendErrorMessage, resendMessages, useResendConfirm } from '../../confirm-email/api';
import { isNotConfirmed, signInMessages, useLogin } from '../api';
import { signInTarget } from '../hooks/sign-in-target';

type Outcome = { tone: 'success' | 'warning'; message: MessageDescriptor } | null;

/**
 * /member/sign-in[/segment][?next=/desk...] (spec 1 section 2): a signed-in user is sent to /; a
 * staff member who signs in here goes on to the staff desk (sign-in-target.ts).
 */
export function SignInPage() {
  return (
    <RedirectSignedIn>
      <SignInForm />
    </RedirectSignedIn>
  );
}

function SignInForm() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const navigate = useNavigate();
  const segment = useParams()['*'];
  const [params] = useSearchParams();
  const login = useLogin();
  const resend = useResendConfirm();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, handleSubmit, formState, getValues } = useForm<SignInValues>({
    resolver: valibotResolver(signInSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });

  const send = async ({ email, password }: SignInValues) => {
    setUnconfirmed(null);
    try {
      const user = await login.mutateAsync({ email, password });
      signedIn(user);
      void navigate(signInTarget(segment, user, params.get(SIGN_IN_NEXT_PARAM)), { replace: true });
    } catch (err) {
      if (isNotConfirmed(err)) setUnconfirmed(email.trim().toLowerCase());
      else setFailure(isRateLimited(err) ? commonMessages.rateLimited : signInMessages.failed);
    }
  };

  const onResend = async () => {
    const email = unconfirmed ?? getValues('email');
    try {
      await resend.mutateAsync(email);
      setOutcome({ tone: 'success', message: resendMessages.success });
    } catch (err) {
      setOutcome({ tone: 'warning', message: resendErrorMessage(err) });
    }
  };

  const busy = login.isPending || formState.isSubmitting;

  return (
    <MemberCard title={t`Sign In`} lead={t`Welcome back. Sign in to follow your bookings.`}>
      {unconfirmed && (
        <div className={styles.notice} role="alert" data-testid="email-not-confirmed">
          <p>{i18n._(signInMessages.notConfirmed)}</p>
          <Button variant="secondary" onClick={() => void onResend()} loading={resend.isPending}>
            {t`Resend the confirmation email`}
          </Button>
        </div>
      )}
      <form ref={formRef} className={styles.form} onSubmit={(e) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(e)} noValidate aria-busy={busy || undefined}>
        <TextInput {...register('email')} label={t`Email`} type="email" inputMode="email" autoComplete="email" error={formState.errors.email?.message} />
        <TextInput {...register('password')} label={t`Password`} type="password" autoComplete="current-password" error={formState.errors.password?.message} />
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {t`Sign In`}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to={paths.forgotPassword}>
          <Trans>Forgot your password?</Trans>
        </Link>
        <span>
          <Trans>
            New here? <Link to={paths.signUp}>Sign up</Link>
          </Trans>
        </span>
      </div>
      <ConfirmModal
        open={failure !== null}
        message={failure ? i18n._(failure) : ''}
        onConfirm={() => setFailure(null)}
        onCancel={() => setFailure(null)}
      />
      <AlertModal open={outcome !== null} tone={outcome?.tone ?? 'success'} message={outcome ? i18n._(outcome.message) : ''} onClose={() => setOutcome(null)} />
    </MemberCard>
  );
}
