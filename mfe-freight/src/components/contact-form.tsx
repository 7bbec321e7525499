import { useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InferOutput } from 'valibot';
import { localizedCountryOptions } from '@forwarder/shared/country-codes';
import { phoneCodeOf } from '@forwarder/shared/phone-codes';
import { useLocale, useCurrency, useSession } from '@forwarder/shared/stores';
import { Button, Select, TextInput } from '@forwarder/shared/ui';
import { contactFormSchema, type ContactValues } from '@forwarder/shared/validation';
import { freightFormMessages } from './form-messages';
import styles from './contact-form.module.css';

/** The api's requester rules with the spec's messages (spec 2 section 5). */
const schema = contactFormSchema(freightFormMessages);

/** The validated form and the currency fields of spec 2 section 7, for the caller to submit. */
export interface ContactFormValues extends InferOutput<typeof schema> {
  curr: 'USD' | 'EUR';
  currRate: number;
  currDate: string;
}

/**
 * The contact/booking form (spec 2 section 5) of the offer detail and of the quotation's booking
 * request: react-hook-form with the schema the api validates the requester with, so the form
 * sends only what the api accepts; prefilled from the profile when signed in; the mobile country
 * code follows the chosen country, and the phone row's errors read under the whole row. Focus goes
 * to the first invalid field. `onSubmit` runs once per submit: the button is disabled while it
 * runs. `footnote` is shown under the button.
 */
export function ContactForm({
  onSubmit, idPrefix, submitLabel, footnote, memoLabel,
}: { onSubmit: (values: ContactFormValues) => Promise<void>; idPrefix?: string; submitLabel: ReactNode; footnote?: ReactNode; memoLabel?: ReactNode }) {
  const { t } = useLingui();
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  const user = useSession((s) => s.user);
  const locale = useLocale((s) => s.locale);
  const { register, control, handleSubmit, setValue, formState } = useForm<ContactValues, unknown, InferOutput<typeof schema>>({
    resolver: valibotResolver(schema),
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      country: user?.country ?? '',
      mobileCountry: user?.mobileCountry ?? (phoneCodeOf(user?.country) ?? ''),
      mobileNumber: user?.mobileNumber ?? '',
      memo: '',
    },
  });
  const errors = formState.errors;
  const [sending, setSending] = useState(false);
  // A synchronous guard: two clicks in one frame both pass validation before either sends.
  const inFlight = useRef(false);
  const countries = useMemo(() => localizedCountryOptions(locale), [locale]);

  const send = async (values: InferOutput<typeof schema>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    const { curr, rate, date } = useCurrency.getState();
    const eur = curr === 'EUR' && rate !== null;
    try {
      await onSubmit({ ...values, curr: eur ? 'EUR' : 'USD', currRate: eur ? rate : 0, currDate: eur ? (date ?? '').replace(/\D/g, '').slice(0, 8) : '' });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const codeError = errors.mobileCountry?.message;
  const numberError = errors.mobileNumber?.message;
  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(send)(e)} noValidate aria-label={t`Booking request`}>
      <TextInput {...register('name')} id={`${prefix}-name`} label={t`Name`} autoComplete="name" maxLength={100} error={errors.name?.message} required />
      <TextInput {...register('email')} id={`${prefix}-email`} label={t`Email`} type="email" autoComplete="email" maxLength={254} error={errors.email?.message} required />
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          <Select
            id={`${prefix}-country`}
            ref={field.ref}
            label={t`Country`}
            options={countries}
            value={field.value}
            onChange={(code) => {
              field.onChange(code);
              const phone = phoneCodeOf(code);
              if (phone) setValue('mobileCountry', phone, { shouldValidate: formState.isSubmitted });
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            placeholder={t`Select a country`}
            required
          />
        )}
      />
      {/* Code and number side by side; their errors under the row, where the narrow code column cannot squeeze them. */}
      <div className={styles.phone}>
        <Controller
          control={control}
          name="mobileCountry"
          render={({ field }) => (
            <TextInput
              id={`${prefix}-mobile-country`}
              ref={field.ref}
              className={styles.code}
              label={t`Code`}
              inputMode="numeric"
              value={field.value ? `+${field.value}` : ''}
              onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
              onBlur={field.onBlur}
              aria-invalid={codeError ? true : undefined}
              aria-describedby={codeError ? `${prefix}-mobile-country-error` : undefined}
              required
            />
          )}
        />
        <TextInput
          {...register('mobileNumber')}
          id={`${prefix}-mobile`}
          className={styles.number}
          label={t`Mobile number`}
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={30}
          aria-invalid={numberError ? true : undefined}
          aria-describedby={numberError ? `${prefix}-mobile-error` : undefined}
          required
        />
        {(codeError || numberError) && (
          <div className={styles.phoneErrors}>
            {codeError && (
              <p id={`${prefix}-mobile-country-error`} className={styles.error} role="alert">
                {codeError}
              </p>
            )}
            {numberError && (
              <p id={`${prefix}-mobile-error`} className={styles.error} role="alert">
                {numberError}
              </p>
            )}
          </div>
        )}
      </div>
      <div className={styles.memo}>
        <label htmlFor={`${prefix}-memo`} className={styles.label}>
          {memoLabel ?? <Trans>Additional request (optional)</Trans>}
        </label>
        <textarea {...register('memo')} id={`${prefix}-memo`} className={styles.textarea} rows={4} maxLength={2000} />
      </div>
      <Button type="submit" variant="cta" size="lg" block loading={sending} aria-describedby={footnote ? `${prefix}-note` : undefined}>
        {submitLabel}
      </Button>
      {footnote && (
        <p id={`${prefix}-note`} className={styles.note}>
          {footnote}
        </p>
      )}
    </form>
  );
}
