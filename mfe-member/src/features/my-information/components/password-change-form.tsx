import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { AlertModal, Button, TextInput } from '@forwarder/shared/ui';
import { ownPasswordChangeSchema, type OwnPasswordChangeValues } from '@forwarder/shared/validation';
import { memberStyles as styles } from '../../../components/member-card';
import { focusFirstInvalid } from '../../../components/common-messages';
import { ownPasswordErrorMessage, ownPasswordMessages, useChangeOwnPassword } from '../api';

const EMPTY: OwnPasswordChangeValues = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * My information's change of password (issue 28): the current password, a new one of 8 or more
 * characters and its confirmation, with the reset form's rules and messages. The api checks the
 * current one like a sign-in and signs the account's other devices out; this one stays signed in.
 * The form empties after a change; a refusal keeps what was typed.
 */
export function PasswordChangeForm() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const change = useChangeOwnPassword();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'warning'; message: MessageDescriptor } | null>(null);
  const { register, handleSubmit, formState, trigger, reset } = useForm<OwnPasswordChangeValues>({
    resolver: valibotResolver(ownPasswordChangeSchema),
    mode: 'onChange',
    criteriaMode: 'all',
    defaultValues: EMPTY,
  });

  const send = async ({ currentPassword, password }: OwnPasswordChangeValues) => {
    try {
      await change.mutateAsync({ currentPassword, password });
      reset(EMPTY);
      setOutcome({ tone: 'success', message: ownPasswordMessages.done });
    } catch (err) {
      setOutcome({ tone: 'warning', message: ownPasswordErrorMessage(err) });
    }
  };

  const busy = change.isPending || formState.isSubmitting;
  const errors = formState.errors;
  return (
    <section className={styles.part} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.partTitle}>
        {t`Change password`}
      </h2>
      <p className={styles.lead}>{t`Choose a new password of 8 or more characters.`}</p>
      <form ref={formRef} className={styles.form} onSubmit={(e) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(e)} noValidate aria-busy={busy || undefined} aria-labelledby={titleId}>
        <TextInput {...register('currentPassword')} label={t`Current password`} type="password" autoComplete="current-password" error={errors.currentPassword?.message} />
        <TextInput
          {...register('password', { onChange: () => void (formState.dirtyFields.confirmPassword && trigger('confirmPassword')) })}
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
        />
        <TextInput {...register('confirmPassword')} label={t`Confirm new password`} type="password" autoComplete="new-password" error={errors.confirmPassword?.message} />
        <Button type="submit" variant="secondary" size="lg" block loading={busy}>
          {t`Change password`}
        </Button>
      </form>
      <AlertModal open={outcome !== null} tone={outcome?.tone ?? 'success'} message={outcome ? i18n._(outcome.message) : ''} onClose={() => setOutcome(null)} />
    </section>
  );
}
