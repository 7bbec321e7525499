import { useLingui } from '@lingui/react/macro';
import { passwordStrength } from '@forwarder/shared/validation';
import { memberStyles as styles } from '../../../components/member-card';

/** The sign-up password's strength hint: Strong, Good or Weak by the spec's rules (announced politely). */
export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const { t } = useLingui();
  const level = passwordStrength(password);
  const label = { Strong: t`Strong`, Good: t`Good`, Weak: t`Weak` }[level];
  return (
    <p id={id} className={styles.strength} data-level={password ? level : undefined} aria-live="polite">
      {password ? t`Password strength: ${label}` : t`Use 8 or more characters with upper and lower case letters, a number and one of !@#$%^&*.`}
    </p>
  );
}
