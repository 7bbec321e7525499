import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { isKoreanBlocked, useLocale, useVisitorCountry } from '@forwarder/shared/stores';
import { AlertModal, Button, Checkbox, Select, TextInput } from '@forwarder/shared/ui';
import { hashPassword, sanitizeEmailInput, signUpSchema, type SignUpValues } from '@forwarder/shared/validation';
import { MemberCard, memberStyles as styles } from '../../../components/member-card';
import { RedirectSignedIn } from '../../../components/guards';
import { focusFirstInvalid } from '../../../components/common-messages';
import { isKoreaRefusal, signUpErrorMessage, useCountryCodeList, useCountryMap, useSignUpCall } from '../api';
import { phoneCodeOf, useCountryFields } from '../hooks/use-country-fields';
import { markSignUpCompleted } from '../hooks/signup-flag';
import { PasswordStrength } from './password-strength';

/** /member/sign-up (spec 1 sections 2 to 5, 8): signed-in users go to /, Korean visitors get the block modal. */
export function SignUpPage() {
  return (
    <RedirectSignedIn>
      <SignUpGate />
    </RedirectSignedIn>
  );
}

/** The modal of the Korean-user block; closing it goes home. */
function KoreanBlockModal({ open }: { open: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const host = useRuntimeConfig((s) => s.config.brand.host);
  return (
    <AlertModal
      open={open}
      tone="warning"
      message={t`We're sorry. ${host} services are not available for users in South Korea.`}
      onClose={() => void navigate(paths.home, { replace: true })}
    />
  );
}

function SignUpGate() {
  const navigate = useNavigate();
  const blocked = useVisitorCountry(isKoreanBlocked);
  const codeList = useCountryCodeList();
  // Without the code list there is no country to choose: the spec sends the visitor home.
  useEffect(() => {
    if (codeList.isError) void navigate(paths.home, { replace: true });
  }, [codeList.isError, navigate]);
  if (blocked) return <KoreanBlockModal open />;
  // The form shows at once; the country and code fields wait for the list.
  return <SignUpForm list={codeList.data?.list ?? NO_COUNTRIES} listLoading={!codeList.data} />;
}

type CountryCodeList = NonNullable<ReturnType<typeof useCountryCodeList>['data']>['list'];
const NO_COUNTRIES: CountryCodeList = [];

function SignUpForm({ list, listLoading }: { list: CountryCodeList; listLoading: boolean }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const navigate = useNavigate();
  const locale = useLocale((s) => s.locale);
  // The api's country names; when they fail, the code list's names stand in and the spec's message shows.
  const countryMap = useCountryMap();
  const { countries, phoneCodes } = useCountryFields(list, locale, countryMap.data);
  const signUp = useSignUpCall();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [koreaRefused, setKoreaRefused] = useState(false);
  const { register, control, handleSubmit, formState, setValue, trigger } = useForm<SignUpValues>({
    resolver: valibotResolver(signUpSchema),
    mode: 'onChange',
    // Every rule runs on every change: with the first failure only (the default), valibot skips the
    // form-level password match while any other field is still invalid.
    criteriaMode: 'all',
    defaultValues: { email: '', password: '', confirmPassword: '', flagSubscribe: true, name: '', country: '', mobileCountry: '', mobileNumber: '' },
  });
  const password = useWatch({ control, name: 'password' });
  const emailField = register('email');
  const errors = formState.errors;

  const send = async (values: SignUpValues) => {
    try {
      await signUp.mutateAsync({
        email: values.email.trim(),
        pwd: await hashPassword(values.password),
        name: values.name.trim(),
        lang: locale,
        country: values.country,
        mobileCountry: values.mobileCountry,
        mobileNumber: values.mobileNumber.trim(),
        flagSubscribe: values.flagSubscribe,
      });
      markSignUpCompleted(values.email.trim().toLowerCase());
      void navigate(paths.confirmEmail);
    } catch (err) {
      if (isKoreaRefusal(err)) setKoreaRefused(true);
      else setFailure(signUpErrorMessage(err));
    }
  };

  const busy = signUp.isPending || formState.isSubmitting;

  return (
    <MemberCard wide title={t`Create your account`} lead={t`Follow your bookings, chat with our team and get your invoices in one place.`}>
      <form ref={formRef} className={styles.form} onSubmit={(e) => void handleSubmit(send, () => focusFirstInvalid(formRef.current))(e)} noValidate aria-busy={busy || undefined}>
        <div className={styles.grid}>
          <TextInput
            {...emailField}
            className={styles.full}
            onChange={(e) => {
              // Typing filter of the spec: only letters, digits, @ and a dot survive.
              e.target.value = sanitizeEmailInput(e.target.value);
              void emailField.onChange(e);
            }}
            label={t`Email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            error={errors.email?.message}
          />
          <div className={styles.full}>
            <TextInput
              {...register('password', { onChange: () => void (formState.dirtyFields.confirmPassword && trigger('confirmPassword')) })}
              label={t`Password`}
              type="password"
              autoComplete="new-password"
              aria-describedby="signup-strength"
              error={errors.password?.message}
            />
            <PasswordStrength id="signup-strength" password={password} />
          </div>
          <TextInput
            {...register('confirmPassword')}
            className={styles.full}
            label={t`Confirm password`}
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
          />
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
                  if (code) setValue('mobileCountry', code, { shouldValidate: true });
                }}
                onBlur={field.onBlur}
                placeholder={t`Select your country`}
                disabled={listLoading}
                error={fieldState.error?.message}
              />
            )}
          />
          {countryMap.isError && (
            <p className={`${styles.full} ${styles.loadError}`} role="alert" data-testid="country-list-error">
              {t`Failed to load country list due to an ErrorPage`}
            </p>
          )}
          <div className={styles.phone}>
            <Controller
              control={control}
              name="mobileCountry"
              render={({ field, fieldState }) => (
                <Select
                  ref={field.ref}
                  label={t`Code`}
                  options={phoneCodes}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder="+"
                  disabled={listLoading}
                  error={fieldState.error?.message}
                />
              )}
            />
            <TextInput {...register('mobileNumber')} label={t`Mobile number`} type="tel" inputMode="tel" autoComplete="tel-national" error={errors.mobileNumber?.message} />
          </div>
          <Checkbox {...register('flagSubscribe')} defaultChecked className={styles.full} label={t`Email me spot deals, new sailings and shipping news`} />
        </div>
        <p className={styles.fineprint}>
          <Trans>
            By signing up you agree to our <Link to={paths.termsOfUse}>Terms of Use</Link> and <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
          </Trans>
        </p>
        <Button type="submit" variant="cta" size="lg" block loading={busy}>
          {t`Sign Up`}
        </Button>
      </form>
      <div className={styles.links}>
        <span>
          <Trans>
            Already have an account? <Link to={paths.signIn}>Sign in</Link>
          </Trans>
        </span>
      </div>
      <AlertModal open={failure !== null} tone="warning" message={failure ? i18n._(failure) : ''} onClose={() => setFailure(null)} />
      <KoreanBlockModal open={koreaRefused} />
    </MemberCard>
  );
}
