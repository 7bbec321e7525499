import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Navigate, useNavigate } from '@forwarder/shared/router';
import { useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import type { AuthUser, CodeItem } from '@forwarder/shared/contract';
import { paths } from '@forwarder/shared/paths';
import { signedIn, useLocale, useSession } from '@forwarder/shared/stores';
import { AlertModal, Button, Checkbox, ErrorPanel, Select, Skeleton, TextInput } from '@forwarder/shared/ui';
import { profileSchema, type ProfileValues } from '@forwarder/shared/validation';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { RequireSignedIn } from '../../../components/guards';
import { focusFirstInvalid } from '../../../components/common-messages';
import { useCountryCodeList } from '../../sign-up/api';
import { phoneCodeOf, useCountryFields } from '../../sign-up/hooks/use-country-fields';
import { profileMessages, useAuthUser, useSaveProfile } from '../api';
import { clearReentry, hasReentered } from '../hooks/reentry';
import { PasswordChangeForm } from './password-change-form';

/** /member/my-information: signed-in users who re-entered their password; others go back a step or to /. */
export function MyInformationPage() {
  return (
    <RequireSignedIn>
      <ReentryGate />
    </RequireSignedIn>
  );
}

function ReentryGate() {
  const email = useSession((s) => s.user?.email);
  if (!hasReentered(email)) return <Navigate to={paths.myInformationConfirm} replace />;
  return <ProfileLoader />;
}

function ProfileSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} width="100%" height={72} radius={8} />
      ))}
    </div>
  );
}

function ProfileLoader() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const user = useAuthUser();
  const codeList = useCountryCodeList();
  // The alert shows once per failed load (spec 1 section 8: 'Failed to load user information').
  const [dismissedAt, setDismissedAt] = useState(0);
  const alertOpen = user.isError && user.errorUpdatedAt > dismissedAt;

  let body;
  if (user.isError || codeList.isError) {
    body = <ErrorPanel message={i18n._(profileMessages.loadFailed)} onRetry={() => void Promise.all([user.refetch(), codeList.refetch()])} />;
  } else if (!user.data || !codeList.data) {
    body = <ProfileSkeleton />;
  } else {
    body = (
      <>
        <ProfileForm user={user.data} list={codeList.data.list} />
        <PasswordChangeForm />
      </>
    );
  }
  return (
    <MemberCard wide title={t`My information`}>
      {body}
      <AlertModal open={alertOpen} tone="warning" message={i18n._(profileMessages.loadFailed)} onClose={() => setDismissedAt(user.errorUpdatedAt)} />
    </MemberCard>
  );
}

type Outcome = { tone: 'success' | 'warning'; message: MessageDescriptor } | null;

function ProfileForm({ user, list }: { user: AuthUser; list: readonly CodeItem[] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const navigate = useNavigate();
  const locale = useLocale((s) => s.locale);
  const { countries, phoneCodes } = useCountryFields(list, locale);
  const save = useSaveProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { register, control, handleSubmit, formState, setValue } = useForm<ProfileValues>({
    resolver: valibotResolver(profileSchema),
    mode: 'onChange',
    defaultValues: {
      name: user.name,
      country: user.country ?? '',
      mobileCountry: user.mobileCountry ?? '',
      mobileNumber: user.mobileNumber ?? '',
      flagSubscribe: user.flagSubscribe,
    },
  });

  const send = async (values: ProfileValues) => {
    try {
      const updated = await save.mutateAsync({ ...values, name: values.name.trim(), mobileNumber: values.mobileNumber.trim() });
      // The header shows the new name at once.
      signedIn(updated);
      setOutcome({ tone: 'success', message: profileMessages.saved });
    } catch {
      setOutcome({ tone: 'warning', message: profileMessages.failed });
    }
  };

  // After a save or a failed save the user goes to / (spec 1 section 2).
  const closeOutcome = () => {
    setOutcome(null);
    clearReentry();
    void navigate(paths.home);
  };

  const busy = save.isPending || formState.isSubmitting;
  const errors = formState.errors;
  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={(e) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(e)} noValidate aria-busy={busy || undefined}>
        <div className={styles.grid}>
          <TextInput className={styles.full} label={t`Email`} value={user.email} readOnly autoComplete="email" hint={t`Your email cannot be changed.`} />
          <TextInput {...register('name')} className={styles.full} label={t`Name`} autoComplete="name" error={errors.name?.message} />
          <Controller
            control={control}
            name="country"
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                label={t`Country`}
                options={countries}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  const code = phoneCodeOf(list, value);
                  if (code) setValue('mobileCountry', code, { shouldValidate: true, shouldDirty: true });
                }}
                onBlur={field.onBlur}
                placeholder={t`Select your country`}
                error={fieldState.error?.message}
              />
            )}
          />
          <div className={styles.phone}>
            <Controller
              control={control}
              name="mobileCountry"
              render={({ field, fieldState }) => (
                <Select ref={field.ref} label={t`Code`} options={phoneCodes} value={field.value} onChange={field.onChange} onBlur={field.onBlur} placeholder="+" error={fieldState.error?.message} />
              )}
            />
            <TextInput {...register('mobileNumber')} label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="tel-national" error={errors.mobileNumber?.message} />
          </div>
          <Checkbox {...register('flagSubscribe')} className={styles.full} label={t`Email me spot deals, new sailings and shipping news`} />
        </div>
        <Button type="submit" variant="primary" size="lg" block loading={busy}>
          {t`Save`}
        </Button>
      </form>
      <AlertModal open={outcome !== null} tone={outcome?.tone ?? 'success'} message={outcome ? i18n._(outcome.message) : ''} onClose={closeOutcome} />
    </>
  );
}
