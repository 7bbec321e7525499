import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocale } from '@forwarder/shared/stores';
import { paths } from '@forwarder/shared/paths';
import { Button, Select, TextInput } from '@forwarder/shared/ui';
import { newsletterSchema } from '@forwarder/shared/validation';
import { useCountryOptions } from '../hooks/use-country-options';
import { isSubscribed } from '../hooks/use-subscribed';
import { subscribeErrorMessage, useSubscribe } from '../api';
import type { MessageDescriptor } from '@lingui/core';
import styles from './newsletter-section.module.css';

/** Props of NewsletterForm. */
export interface NewsletterFormProps {
  /** After the api accepted the subscription. */
  onSubscribed: () => void;
  /** After the api refused it, with the catalogued message. */
  onFailed: (message: MessageDescriptor) => void;
}

/** The inline newsletter form: email and country, validated on every change (spec 1 section 5). */
export function NewsletterForm({ onSubscribed, onFailed }: NewsletterFormProps) {
  const { t } = useLingui();
  const locale = useLocale((s) => s.locale);
  const options = useCountryOptions(locale);
  const subscribe = useSubscribe();
  // A ref, not state: a second click in the same tick must see it before React re-renders.
  const sending = useRef(false);
  const { register, control, handleSubmit, formState } = useForm({
    resolver: valibotResolver(newsletterSchema),
    mode: 'onChange',
    defaultValues: { email: '', country: '' },
  });

  const send = async ({ email, country }: { email: string; country: string }) => {
    // Subscribed meanwhile (another tab): later submits return silently (spec 1 section 4).
    if (sending.current || isSubscribed()) return;
    sending.current = true;
    try {
      await subscribe.mutateAsync({ email, country, lang: locale });
      onSubscribed();
    } catch (err) {
      onFailed(subscribeErrorMessage(err));
    } finally {
      sending.current = false;
    }
  };

  const busy = subscribe.isPending || formState.isSubmitting;

  return (
    <form className={styles.form} onSubmit={(e) => void handleSubmit(send)(e)} noValidate aria-busy={busy || undefined}>
      <div className={styles.fields}>
        <TextInput
          {...register('email')}
          className={styles.email}
          label={t`Email address`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t`you@company.com`}
          error={formState.errors.email?.message}
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              className={styles.country}
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
        <Button type="submit" variant="primary" className={styles.submit} loading={busy}>
          {busy ? t`Subscribing…` : t`Subscribe`}
        </Button>
      </div>
      <p className={styles.fineprint}>
        <Trans>
          Unsubscribe at any time. See our <Link to={paths.privacyPolicy}>Privacy Policy</Link>.
        </Trans>
      </p>
    </form>
  );
}
