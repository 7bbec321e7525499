import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { fetchAuthUser } from '@forwarder/shared/api';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from '@forwarder/shared/router';
import { signedIn } from '@forwarder/shared/stores';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { CircleCheck } from 'lucide-react';
import { bookingDetailUrl, paths } from '@forwarder/shared/paths';
import { AlertModal, Button, ButtonLink, Loader, TextInput } from '@forwarder/shared/ui';
import { changePasswordSchema, type ChangePasswordValues } from '@forwarder/shared/validation';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { focusFirstInvalid } from '../../../components/common-messages';
import { changePasswordMessages, useChangePassword } from '../api';

/** /member/change-password/{userEmailHash}: an empty hash goes to /. */
export function ChangePasswordPage() {
  const token = useParams().userEmailHash?.trim();
  if (!token) return <Navigate to={paths.home} replace />;
  return <ChangePasswordForm token={token} />;
}

/**
 * New and confirm password, then the completion view (spec 1 sections 2, 4, 5, 8). The same page
 * takes the set-password link a visitor's booking mailed (`?booking=` only changes its wording):
 * the api then signs the new account in and names the booking, and the page goes there.
 */
function ChangePasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const bookingParam = useSearchParams()[0].get('booking');
  const forBooking = bookingParam && /^[1-9]\d{0,9}$/.test(bookingParam) ? bookingParam : null;
  const { i18n } = useLinguiRuntime();
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);
  const [openFailed, setOpenFailed] = useState(false);
  const { register, handleSubmit, formState, trigger } = useForm<ChangePasswordValues>({
    resolver: valibotResolver(changePasswordSchema),
    mode: 'onChange',
    // Every rule runs on every change: with the first failure only (the default), valibot skips the
    // form-level password match while any other field is still invalid.
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const send = async ({ password }: ChangePasswordValues) => {
    let answer;
    try {
      answer = await change.mutateAsync({ emailHash: token, password });
    } catch {
      setFailed(true);
      return;
    }
    if (answer.bookingId === undefined) return;
    try {
      signedIn(await fetchAuthUser());
      void navigate(bookingDetailUrl(answer.bookingId), { replace: true });
    } catch {
      // The password is set; only the automatic sign-in failed: the completion view offers Sign In.
      setOpenFailed(true);
    }
  };

  if (change.isSuccess && change.data.bookingId !== undefined && !openFailed) {
    return (
      <MemberCard title={t`Set your password`}>
        <div className={styles.result}>
          <Loader size="lg" label={t`Opening your booking`} />
        </div>
      </MemberCard>
    );
  }

  if (change.isSuccess) {
    return (
      <MemberCard title={t`Change password`}>
        <div className={styles.result} data-testid="password-changed">
          <CircleCheck className={styles.resultIcon} size={48} aria-hidden="true" />
          <p className={styles.resultText} role="status">
            {i18n._(changePasswordMessages.done)}
          </p>
          <ButtonLink to={paths.signIn} variant="primary" size="lg">
            {t`Sign In`}
          </ButtonLink>
        </div>
      </MemberCard>
    );
  }

  const busy = change.isPending || formState.isSubmitting;
  return (
    <MemberCard
      title={forBooking ? t`Set your password` : t`Change password`}
      lead={forBooking ? t`Set a password of 8 or more characters to follow booking ${forBooking} in My Booking.` : t`Choose a new password of 8 or more characters.`}
    >
      <form ref={formRef} className={styles.form} onSubmit={(e) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(e)} noValidate aria-busy={busy || undefined}>
        <TextInput
          {...register('password', { onChange: () => void (formState.dirtyFields.confirmPassword && trigger('confirmPassword')) })}
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          error={formState.errors.password?.message}
        />
        <TextInput {...register('confirmPassword')} label={t`Confirm new password`} type="password" autoComplete="new-password" error={formState.errors.confirmPassword?.message} />
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {forBooking ? t`Set password` : t`Change password`}
        </Button>
      </form>
      <div className={styles.links}>
        <Link to={paths.forgotPassword}>
          <Trans>Ask for a new link</Trans>
        </Link>
      </div>
      <AlertModal open={failed} tone="warning" message={i18n._(changePasswordMessages.failed)} onClose={() => setFailed(false)} />
    </MemberCard>
  );
}
