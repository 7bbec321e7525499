import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { MailCheck } from 'lucide-react';
import { paths } from '@forwarder/shared/paths';
import { useLocale } from '@forwarder/shared/stores';
import { AlertModal, Button, Select, TextInput } from '@forwarder/shared/ui';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@forwarder/shared/validation';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { focusFirstInvalid } from '../../../components/common-messages';
import { useCountryOptions } from '../../newsletter/hooks/use-country-options';
import { forgotErrorMessage, forgotMessages, useForgotPassword } from '../api';

type Outcome = { tone: 'success' | 'warning'; message: MessageDescriptor } | null;

/** /member/forgot-password: email and country, then the email-sent view (spec 1 sections 2, 4, 8). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const locale = useLocale((s) => s.locale);
  const options = useCountryOptions(locale);
  const forgot = useForgotPassword();
  const formRef = useRef<HTMLFormElement>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, control, handleSubmit, formState } = useForm<ForgotPasswordValues>({
    resolver: valibotResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '', country: '' },
  });

  const send = async ({ email, country }: ForgotPasswordValues) => {
    try {
      await forgot.mutateAsync({ email: email.trim(), country });
      setOutcome({ tone: 'success', message: forgotMessages.sent });
      setSentTo(email.trim());
    } catch (err) {
      setOutcome({ tone: 'warning', message: forgotErrorMessage(err) });
    }
  };

  const busy = forgot.isPending || formState.isSubmitting;

  return (
    <MemberCard title={t`Forgot your password?`} lead={sentTo ? undefined : t`Enter the email and country of your account. We will email you a link to choose a new password.`}>
      {sentTo ? (
        <div className={styles.result} data-testid="reset-sent">
          <MailCheck className={styles.resultIcon} size={48} aria-hidden="true" />
          <p className={styles.resultText}>
            <Trans>
              We sent a password reset link to <strong>{sentTo}</strong>.
            </Trans>
          </p>
          <p className={styles.fineprint}>
            <Trans>The link works once, for one hour. If the email does not arrive in a few minutes, check your spam folder.</Trans>
          </p>
          <Link to={paths.signIn} className={styles.inlineLink}>
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      ) : (
        <>
          <form ref={formRef} className={styles.form} onSubmit={(e) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(e)} noValidate aria-busy={busy || undefined}>
            <TextInput {...register('email')} label={t`Email`} type="email" inputMode="email" autoComplete="email" error={formState.errors.email?.message} />
            <Controller
              control={control}
              name="country"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label={t`Country`}
                  options={options}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={t`Select your country`}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Button type="submit" variant="primary" size="lg" block loading={busy}>
              {t`Reset Password`}
            </Button>
          </form>
          <div className={styles.links}>
            <Link to={paths.signIn}>
              <Trans>Back to sign in</Trans>
            </Link>
          </div>
        </>
      )}
      <AlertModal open={outcome !== null} tone={outcome?.tone ?? 'success'} message={outcome ? i18n._(outcome.message) : ''} onClose={() => setOutcome(null)} />
    </MemberCard>
  );
}
