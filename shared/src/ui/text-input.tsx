import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './field.module.css';

/** Props of TextInput: a label, an optional hint and error, and every input prop (including `ref`). */
export interface TextInputProps extends ComponentProps<'input'> {
  /** Visible label (also the accessible name). */
  label: ReactNode;
  /** Error message under the field; marks the input invalid. */
  error?: string | null;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Keep the label for screen readers only; default false. */
  labelHidden?: boolean;
  /** Class of the input element (className goes on the wrapper). */
  inputClassName?: string;
}

/** A labelled text input with hint and error wired to aria-describedby; works with react-hook-form's `register`. */
export function TextInput({ label, error, hint, labelHidden = false, id, className, inputClassName, ref, ...rest }: TextInputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [rest['aria-describedby'], hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        type="text"
        {...rest}
        id={inputId}
        className={[styles.control, inputClassName ?? ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : rest['aria-invalid']}
        aria-describedby={describedBy}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
