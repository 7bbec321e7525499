import { useId, type ComponentProps, type ReactNode } from 'react';
import styles from './checkbox.module.css';

/** Props of Checkbox: a label and every input prop (including `ref`). */
export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Text beside the box (clicking it toggles the box). */
  label: ReactNode;
  /** Error message under the box. */
  error?: string | null;
}

/** A labelled checkbox with a 44px touch target; works with react-hook-form's `register`. */
export function Checkbox({ label, error, id, className, ref, ...rest }: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className={[styles.wrap, className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={styles.row}>
        <input
          ref={ref}
          {...rest}
          id={inputId}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : rest['aria-describedby']}
        />
        <span className={styles.label}>{label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
