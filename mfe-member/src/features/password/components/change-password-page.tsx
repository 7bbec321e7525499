import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, Navigate, useParams } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { CircleCheck } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { AlertModal, Button, ButtonLink, TextInput } from '@forwarder/shared/ui';
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

/** New and confirm password, then the completion view (spec 1 sections 2, 4, 5, 8). */
function ChangePasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const change = useChangePassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, formState, trigger } = useForm<ChangePasswordValues>({
    resolver: valibotResolver(changePasswordSchema),
    mode: 'onChange',
    // Every rule runs on every change: with the first failure only (the default), valibot skips the
    // form-level password match while any other field is still invalid.
    criteriaMode: 'all',
    defaultValues: { password: '', confirmPassword: '' },
  });

  const send = async ({ password }: ChangePasswordValues) => {
    try {
      await change.mutateAsync({ emailHash: token, password });
    } catch {
      setFailed(true);
    }
  };

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
    <MemberCard title={t`Change password`} lead={t`Choose a new password of 8 or more characters.`}>
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
          {t`Change password`}
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
