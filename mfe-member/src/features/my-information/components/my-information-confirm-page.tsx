import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@forwarder/shared/router';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { paths } from '@forwarder/shared/paths';
import { signedIn, useSession } from '@forwarder/shared/stores';
import { AlertModal, Button, TextInput } from '@forwarder/shared/ui';
import { passwordConfirmSchema, type PasswordConfirmValues } from '@forwarder/shared/validation';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { RequireSignedIn } from '../../../components/guards';
import { commonMessages, focusFirstInvalid, isRateLimited } from '../../../components/common-messages';
import { signInMessages, useLogin } from '../../sign-in/api';
import { markReentered } from '../hooks/reentry';

/** /member/my-information-confirm: password re-entry (POST /cmn/login), signed-in users only. */
export function MyInformationConfirmPage() {
  return (
    <RequireSignedIn>
      <PasswordReentry />
    </RequireSignedIn>
  );
}

function PasswordReentry() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const navigate = useNavigate();
  const email = useSession((s) => s.user?.email ?? '');
  const login = useLogin();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const { register, handleSubmit, formState } = useForm<PasswordConfirmValues>({
    resolver: valibotResolver(passwordConfirmSchema),
    mode: 'onChange',
    defaultValues: { password: '' },
  });

  const send = async ({ password }: PasswordConfirmValues) => {
    try {
      const user = await login.mutateAsync({ email, password });
      signedIn(user);
      markReentered(user.email);
      void navigate(paths.myInformation, { replace: true });
    } catch (err) {
      setFailure(isRateLimited(err) ? commonMessages.rateLimited : signInMessages.invalidPassword);
    }
  };

  const busy = login.isPending || formState.isSubmitting;
  return (
    <MemberCard title={t`My information`} lead={t`For your security, please enter your password again.`}>
      <form ref={formRef} className={styles.form} onSubmit={(e) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(e)} noValidate aria-busy={busy || undefined}>
        <div className={styles.readonly}>
          <span className={styles.readonlyLabel}>{t`Email`}</span>
          <p className={styles.readonlyValue}>{email}</p>
        </div>
        {/* A username field lets password managers pair the password with the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextInput {...register('password')} label={t`Password`} type="password" autoComplete="current-password" error={formState.errors.password?.message} />
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {t`Confirm`}
        </Button>
      </form>
      <AlertModal open={failure !== null} tone="warning" message={failure ? i18n._(failure) : ''} onClose={() => setFailure(null)} />
    </MemberCard>
  );
}
