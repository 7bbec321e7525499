import { useRef, useState, type ComponentProps } from 'react';
import { CalendarDays } from 'lucide-react';
import field from './field.module.css';
import styles from './day-field.module.css';

/** Props of DayField: the day as yyyy.MM.dd ('' for none), and the input's own props (id, aria-*, className). */
export interface DayFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max' | 'onInvalid'> {
  /** The day, yyyy.MM.dd, or '' for none. */
  value: string;
  /** A whole calendar day typed or picked (yyyy.MM.dd), or undefined once the field is emptied. */
  onChange: (day: string | undefined) => void;
  /** Typed text that is not a calendar day, on leaving the field (the caller shows its message). */
  onBadDay?: (text: string) => void;
  /** Bounds of the calendar, yyyy.MM.dd. */
  min?: string;
  max?: string;
  /** Accessible name of the calendar button ("Choose a date"). */
  pickLabel: string;
}

/** yyyy.MM.dd of typed text: digits only, the dots put in as the buyer types. */
export function dottedDay(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 4), d.slice(4, 6), d.slice(6, 8)].filter(Boolean).join('.');
}

/** True for a yyyy.MM.dd that names a real calendar day. */
export function isDottedDay(day: string): boolean {
  if (!/^\d{4}\.\d{2}\.\d{2}$/.test(day)) return false;
  const iso = day.replaceAll('.', '-');
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso && d.getUTCFullYear() >= 1900;
}

/**
 * A day in the spec's format, yyyy.MM.dd, whatever the browser's locale (a native date input shows
 * mm/dd/yyyy to most): typed (the dots come by themselves, digits only) or picked from the
 * browser's calendar behind the button. The text input is the field (label, errors, keyboard); the
 * calendar is the browser's own, opened from the button.
 */
export function DayField({ value, onChange, onBadDay, min, max, pickLabel, className, onBlur, ...rest }: DayFieldProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const native = useRef<HTMLInputElement>(null);
  // The value changed elsewhere (the URL, a reset): the text follows.
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const type = (raw: string) => {
    const next = dottedDay(raw);
    setText(next);
    if (next === '') onChange(undefined);
    else if (isDottedDay(next)) onChange(next);
  };
  const openCalendar = () => {
    const el = native.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      el.click();
    }
  };
  return (
    <div className={styles.box}>
      <input
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="yyyy.MM.dd"
        maxLength={10}
        className={[field.control, styles.input, className ?? ''].filter(Boolean).join(' ')}
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={(e) => {
          if (text !== '' && !isDottedDay(text)) onBadDay?.(text);
          onBlur?.(e);
        }}
      />
      <button type="button" className={styles.pick} aria-label={pickLabel} onClick={openCalendar} disabled={rest.disabled}>
        <CalendarDays size={20} aria-hidden="true" />
      </button>
      <input
        ref={native}
        type="date"
        className={styles.native}
        tabIndex={-1}
        aria-hidden="true"
        value={isDottedDay(text) ? text.replaceAll('.', '-') : ''}
        min={min?.replaceAll('.', '-')}
        max={max?.replaceAll('.', '-')}
        onChange={(e) => type(e.target.value)}
      />
    </div>
  );
}
