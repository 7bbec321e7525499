import type { ComponentProps } from 'react';
import styles from './button.module.css';

/** Visual weight of a button: `cta` (orange) is for the one call to action of a view. */
export type ButtonVariant = 'primary' | 'secondary' | 'cta' | 'ghost';
/** Height of a button: `md` 44px, `lg` 52px. */
export type ButtonSize = 'md' | 'lg';

/** Look shared by Button and ButtonLink. */
export interface ButtonLook {
  /** Default 'primary'. */
  variant?: ButtonVariant;
  /** Default 'md'. */
  size?: ButtonSize;
  /** Full width of the container; default false. */
  block?: boolean;
}

/** Class names of the button look, for elements that must look like a button. */
export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook, extra?: string): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : '', extra ?? ''].filter(Boolean).join(' ');
}

/** Props of Button. */
export interface ButtonProps extends ComponentProps<'button'>, ButtonLook {
  /** Shows a spinner and disables the button (e.g. while a form is sending); default false. */
  loading?: boolean;
}

/** A button (type 'button' unless told otherwise); `loading` disables it and shows a spinner. */
export function Button({ variant, size, block, loading = false, disabled, className, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName({ variant, size, block }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
