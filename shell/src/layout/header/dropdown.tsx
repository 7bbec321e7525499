import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import styles from './dropdown.module.css';

interface DropdownProps {
  /** Visible content of the trigger button. */
  label: ReactNode;
  /** Accessible name of the trigger when its visible content is not enough (default: none). */
  ariaLabel?: string;
  /** Edge of the trigger the panel lines up with (default 'start'). */
  align?: 'start' | 'end';
  /** Marks the trigger when the current page lives inside this sub-menu (default false). */
  active?: boolean;
  /** Extra class of the trigger button. */
  triggerClassName?: string;
  /** The panel's `<li>` items; using a link or button inside closes the panel. */
  children: ReactNode;
}

const itemsIn = (panel: HTMLElement | null) => [...(panel?.querySelectorAll<HTMLElement>('a[href], button:not([disabled])') ?? [])];

/** Focus item `index` of the panel (negative counts from the end, wrapping around). */
function focusItemIn(panel: HTMLElement | null, index: number) {
  const list = itemsIn(panel);
  if (list.length) list[(index + list.length) % list.length]?.focus();
}

/** Grace period so a pointer crossing the gap between trigger and panel does not close it. */
const CLOSE_DELAY_MS = 150;

/**
 * A disclosure sub-menu for the header bar (navigation, not an application menu, so it uses
 * buttons with aria-expanded rather than role="menu"). It opens on mouse hover and on click,
 * Enter or Space; ArrowDown opens it and focuses the first item; arrows, Home and End move
 * inside it; Escape, an outside click and focus leaving it close it.
 */
export function Dropdown({ label, ariaLabel, align = 'start', active = false, triggerClassName, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  // Opened by hover: leaving closes it again; a click "pins" it open.
  const openedByHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const pendingFocus = useRef<'first' | 'last' | null>(null);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);

  const focusItem = (index: number) => focusItemIn(panelRef.current, index);

  useEffect(() => {
    if (!open) return;
    if (pendingFocus.current) {
      focusItemIn(panelRef.current, pendingFocus.current === 'first' ? 0 : -1);
      pendingFocus.current = null;
    }
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const onPointerEnter = (e: ReactPointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  };
  const onPointerLeave = (e: ReactPointerEvent) => {
    if (e.pointerType !== 'mouse' || !openedByHover.current) return;
    closeTimer.current = window.setTimeout(close, CLOSE_DELAY_MS);
  };

  const onTriggerClick = () => {
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen((o) => !o);
  };

  const openAndFocus = (which: 'first' | 'last') => {
    if (open) focusItem(which === 'first' ? 0 : -1);
    else {
      pendingFocus.current = which;
      openedByHover.current = false;
      setOpen(true);
    }
  };

  const onTriggerKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAndFocus('first');
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      openAndFocus('last');
    }
  };

  const onPanelKeyDown = (e: KeyboardEvent) => {
    const list = itemsIn(panelRef.current);
    const i = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: i + 1, ArrowUp: i - 1, Home: 0, End: -1 };
    const target = moves[e.key];
    if (target !== undefined) {
      e.preventDefault();
      focusItem(target);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      e.stopPropagation();
      close();
      buttonRef.current?.focus();
    }
  };

  // Following a link or pressing a button inside the panel is done with it.
  const onPanelClick = (e: MouseEvent) => {
    if ((e.target as Element).closest('a[href], button')) close();
  };

  const onBlur = (e: FocusEvent) => {
    const next = e.relatedTarget as Node | null;
    if (next && !wrapRef.current?.contains(next)) close();
  };

  return (
    // The wrapper only listens for hover and bubbling keys; the interactive parts are the button and the links.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={wrapRef} className={styles.wrap} onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={[styles.trigger, triggerClassName].filter(Boolean).join(' ')}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        data-active={active || undefined}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronDown className={styles.chevron} size={16} strokeWidth={2} aria-hidden="true" />
      </button>
      {/* The panel's handlers only move focus between its links (arrows, Home, End) and close it after one is used. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={panelRef} id={panelId} className={styles.panel} data-align={align} hidden={!open} onKeyDown={onPanelKeyDown} onClick={onPanelClick}>
        {children}
      </ul>
    </div>
  );
}

/** Class of a link or button inside a Dropdown panel. */
export const dropdownItemClass = styles.item;
