import { useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { localizedCountryOptions } from '@forwarder/shared/country-codes';
import { phoneCodeFor } from '@forwarder/shared/data';
import { useLocale, useCurrency, useSession } from '@forwarder/shared/stores';
import { Button, Select, TextInput } from '@forwarder/shared/ui';
import { contactSchema, type ContactValues } from '@forwarder/shared/validation';
import styles from './contact-form.module.css';

/** The fields in screen order (focus goes to the first invalid one). */
const FIELDS = ['name', 'email', 'country', 'mobileCountry', 'mobileNumber'] as const;
type Field = (typeof FIELDS)[number];

/** The validated form and the currency fields of spec 2 section 7, for the caller to submit. */
export interface ContactFormValues extends v.InferOutput<typeof contactSchema> {
  curr: 'USD' | 'EUR';
  currRate: number;
  currDate: string;
}

/**
 * The contact/booking form (spec 2 section 5) of the offer detail and of the quotation's booking
 * request: the validation table's rules and messages, prefilled from the profile when signed in;
 * the mobile country code follows the chosen country. `onSubmit` runs once per submit: the
 * button is disabled while it runs. `footnote` is shown under the button.
 */
export function ContactForm({
  onSubmit, idPrefix, submitLabel, footnote, memoLabel,
}: { onSubmit: (values: ContactFormValues) => Promise<void>; idPrefix?: string; submitLabel: ReactNode; footnote?: ReactNode; memoLabel?: ReactNode }) {
  const { t } = useLingui();
  const autoId = useId();
  const prefix = idPrefix ?? autoId;
  const user = useSession((s) => s.user);
  const locale = useLocale((s) => s.locale);
  const [values, setValues] = useState<ContactValues>(() => ({
    name: user?.name ?? '',
    email: user?.email ?? '',
    country: user?.country ?? '',
    mobileCountry: user?.mobileCountry ?? (user?.country ? (phoneCodeFor(user.country) ?? '') : ''),
    mobileNumber: user?.mobileNumber ?? '',
    memo: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  // A synchronous guard: two clicks in one frame both see `sending` false.
  const inFlight = useRef(false);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const countries = useMemo(() => localizedCountryOptions(locale), [locale]);

  const set = (field: keyof ContactValues, value: string) => {
    setValues((s) => ({ ...s, [field]: value }));
    if (field in errors) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const result = v.safeParse(contactSchema, values, { abortPipeEarly: true });
    if (!result.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of result.issues) {
        const key = v.getDotPath(issue) as Field | null;
        if (key && !found[key]) found[key] = issue.message;
      }
      setErrors(found);
      const first = FIELDS.find((f) => found[f]);
      if (first) refs.current[first]?.focus();
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSending(true);
    const { curr, rate, date } = useCurrency.getState();
    const eur = curr === 'EUR' && rate !== null;
    try {
      await onSubmit({ ...result.output, curr: eur ? 'EUR' : 'USD', currRate: eur ? rate : 0, currDate: eur ? (date ?? '').replace(/\D/g, '').slice(0, 8) : '' });
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t`Booking request`}>
      <TextInput
        id={`${prefix}-name`}
        ref={(el) => {
          refs.current.name = el;
        }}
        label={t`Name`}
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name', e.target.value)}
        error={errors.name}
        required
      />
      <TextInput
        id={`${prefix}-email`}
        ref={(el) => {
          refs.current.email = el;
        }}
        label={t`Email`}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
        required
      />
      <Select
        id={`${prefix}-country`}
        ref={(el) => {
          refs.current.country = el;
        }}
        label={t`Country`}
        options={countries}
        value={values.country}
        onChange={(code) => {
          setValues((s) => ({ ...s, country: code, mobileCountry: phoneCodeFor(code) ?? s.mobileCountry }));
          setErrors((er) => ({ ...er, country: undefined, mobileCountry: undefined }));
        }}
        error={errors.country}
        placeholder={t`Select a country`}
        required
      />
      <div className={styles.phone}>
        <TextInput
          id={`${prefix}-mobile-country`}
          ref={(el) => {
            refs.current.mobileCountry = el;
          }}
          className={styles.code}
          label={t`Code`}
          inputMode="numeric"
          value={values.mobileCountry ? `+${values.mobileCountry}` : ''}
          onChange={(e) => set('mobileCountry', e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={errors.mobileCountry}
          required
        />
        <TextInput
          id={`${prefix}-mobile`}
          ref={(el) => {
            refs.current.mobileNumber = el;
          }}
          className={styles.number}
          label={t`Mobile number`}
          inputMode="tel"
          autoComplete="tel-national"
          value={values.mobileNumber}
          onChange={(e) => set('mobileNumber', e.target.value)}
          error={errors.mobileNumber}
          required
        />
      </div>
      <div className={styles.memo}>
        <label htmlFor={`${prefix}-memo`} className={styles.label}>
          {memoLabel ?? <Trans>Additional request (optional)</Trans>}
        </label>
        <textarea id={`${prefix}-memo`} className={styles.textarea} rows={4} maxLength={2000} value={values.memo} onChange={(e) => set('memo', e.target.value)} />
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
