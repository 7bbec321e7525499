import { useEffect, useId, useMemo, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import field from './field.module.css';
import styles from './select.module.css';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Props of Select. */
export interface SelectProps {
  /** Visible label (also the accessible name). */
  label: ReactNode;
  /** The choices, in display order. */
  options: readonly SelectOption[];
  /** The chosen value; '' or null/undefined for none. */
  value: string | null | undefined;
  /** Called with the chosen option's value. */
  onChange: (value: string) => void;
  /** Called when the field loses focus (react-hook-form's `field.onBlur`). */
  onBlur?: () => void;
  /** Error message under the field; marks it invalid. */
  error?: string | null;
  /** Help text under the field. */
  hint?: ReactNode;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Name of a hidden input carrying the value, for native form posts. */
  name?: string;
  id?: string;
  disabled?: boolean;
  required?: boolean;
  /** Keep the label for screen readers only; default false. */
  labelHidden?: boolean;
  /** Class of the wrapper. */
  className?: string;
  /** Ref of the text input (react-hook-form focuses it on error). */
  ref?: Ref<HTMLInputElement>;
  /** What typing keeps of the text (e.g. letters and periods only); default: everything. */
  sanitizeQuery?: (typed: string) => string;
}

/** Lower case without accents, so 'cote' finds 'Côte d'Ivoire'. */
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** Options whose label starts with `query` (case and accents ignored); all options for an empty query. */
export function filterOptionsByPrefix<T extends SelectOption>(options: readonly T[], query: string): T[] {
  const q = fold(query.trim());
  if (!q) return [...options];
  return options.filter((o) => fold(o.label).startsWith(q));
}

/**
 * An accessible combobox (WAI-ARIA 1.2 list autocomplete): typing filters the options by
 * prefix, ArrowUp/ArrowDown move the active option (aria-activedescendant), Enter or a click
 * chooses, Escape closes and restores the chosen label.
 */
export function Select({
  label, options, value, onChange, onBlur, error, hint, placeholder, name, id, disabled, required, labelHidden = false, className, ref, sanitizeQuery,
}: SelectProps) {
  const { t } = useLingui();
  const autoId = useId();
  const inputId = id ?? autoId;
  const listId = `${inputId}-listbox`;
  const labelId = `${inputId}-label`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const optionId = (i: number) => `${inputId}-option-${i}`;

  const [open, setOpen] = useState(false);
  /** What the user typed; null while not typing (the input then shows the chosen label). */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const selected = options.find((o) => o.value === value) ?? null;
  const filtered = useMemo(() => (query === null ? [...options] : filterOptionsByPrefix(options, query)), [options, query]);

  useEffect(() => {
    if (!open || active < 0) return;
    // jsdom has no scrollIntoView; browsers keep the active option visible in long lists.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on inputId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active, inputId]);

  const openList = (start: 'selected' | 'first' | 'last') => {
    setOpen(true);
    const sel = selected ? filtered.findIndex((o) => o.value === selected.value) : -1;
    if (sel >= 0) setActive(sel);
    else setActive(filtered.length === 0 ? -1 : start === 'last' ? filtered.length - 1 : 0);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (o: SelectOption) => {
    onChange(o.value);
    setQuery(null);
    close();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) openList('first');
        else if (filtered.length > 0) setActive((i) => Math.min(i + 1, filtered.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) openList('last');
        else if (filtered.length > 0) setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter': {
        if (!open) return; // a closed select lets Enter submit the form
        e.preventDefault();
        const o = filtered[active];
        if (o) choose(o);
        break;
      }
      case 'Escape':
        if (!open && query === null) return; // nothing to undo: let a surrounding dialog close
        e.preventDefault();
        e.stopPropagation();
        setQuery(null);
        close();
        break;
      case 'Tab': {
        // Typed text plus Tab takes the active option, like a native select.
        const o = filtered[active];
        if (open && query !== null && o) choose(o);
        break;
      }
      default:
    }
  };

  const onInputBlur = () => {
    if (query !== null) {
      const exact = options.find((o) => fold(o.label) === fold(query.trim()));
      if (exact) onChange(exact.value);
      setQuery(null);
    }
    close();
    onBlur?.();
  };

  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={[field.field, styles.select, className ?? ''].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={inputId} className={labelHidden ? 'visually-hidden' : field.label}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          ref={ref}
          id={inputId}
          type="text"
          role="combobox"
          className={[field.control, styles.input].join(' ')}
          value={query ?? selected?.label ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          required={required}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 && filtered[active] ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const q = sanitizeQuery ? sanitizeQuery(e.target.value) : e.target.value;
            setQuery(q);
            setOpen(true);
            setActive(filterOptionsByPrefix(options, q).length > 0 ? 0 : -1);
          }}
          onClick={(e) => {
            if (open) return close();
            // The shown label is selected, so what the buyer types next is a new search, not an
            // addition to it ("GhanaKen"); Tab into the field selects it the same way.
            e.currentTarget.select();
            openList('first');
          }}
          onKeyDown={onKeyDown}
          onBlur={onInputBlur}
        />
        <ChevronDown className={[styles.chevron, open ? styles.chevronOpen : ''].join(' ')} size={20} aria-hidden="true" />
        {name && <input type="hidden" name={name} value={value ?? ''} />}
        <ul id={listId} role="listbox" aria-labelledby={labelId} className={styles.list} hidden={!open || filtered.length === 0}>
          {open &&
            filtered.map((o, i) => (
              <li
                key={o.value}
                id={optionId(i)}
                role="option"
                aria-selected={o.value === value}
                className={[styles.option, i === active ? styles.active : ''].join(' ')}
                // mousedown (not click) so the input keeps focus and its blur does not undo the choice.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(o);
                }}
                onMouseMove={() => i !== active && setActive(i)}
              >
                {o.label}
              </li>
            ))}
        </ul>
        {open && filtered.length === 0 && <p className={styles.empty}>{t`No matching options`}</p>}
      </div>
      {hint && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={field.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
