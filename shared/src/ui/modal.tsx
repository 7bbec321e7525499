import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import styles from './modal.module.css';

/** Props of Modal. */
export interface ModalProps {
  /** Rendered only while true. */
  open: boolean;
  /** Escape, the close button and (unless disabled) a backdrop click call it. */
  onClose: () => void;
  /** Heading of the dialog (its accessible name unless `labelledBy` is given). */
  title?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom. */
  footer?: ReactNode;
  /** 'alertdialog' for messages that need an answer; default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  /** Width on larger screens: 'sm' 420px, 'md' 560px (default), 'lg' 800px. */
  size?: 'sm' | 'md' | 'lg';
  /** Id of the element naming the dialog when there is no title. */
  labelledBy?: string;
  /** Id of the element describing the dialog. */
  describedBy?: string;
  /**
   * Element focused on open; default the first focusable element of the body or footer.
   * 'title': the heading (for long content, so the dialog opens at its top rather than scrolled
   * to a control further down; Tab then goes on to the × button).
   */
  initialFocus?: RefObject<HTMLElement | null> | 'title';
  /** Close on a click outside the panel; default true. */
  closeOnBackdrop?: boolean;
  /** Hide the × button (the footer must then offer a way out); default false. */
  hideCloseButton?: boolean;
  /**
   * Layout at 599px and below: 'sheet' a full-height sheet, for forms and long content; 'compact'
   * a centred dialog as tall as its content, for a short message. Default 'sheet'.
   */
  phoneLayout?: 'sheet' | 'compact';
  /** Extra class of the panel. */
  className?: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusables = (root: HTMLElement) => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.hasAttribute('hidden'));

/**
 * A modal dialog in a portal: focus moves in and is trapped, Escape closes, focus returns to
 * the opener on close, page scroll is locked. At 599px and below it is a full-height sheet, or a
 * compact centred dialog for a short message (`phoneLayout`).
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  // A server render (a page whose address opens a dialog, such as a blog post's) has no document
  // to portal into: the panel is rendered in place, and the browser's render takes over.
  if (typeof document === 'undefined') return <ModalPanel {...props} />;
  return createPortal(<ModalPanel {...props} />, document.body);
}

function ModalPanel({
  onClose, title, children, footer, role = 'dialog', size = 'md', labelledBy, describedBy, initialFocus, closeOnBackdrop = true, hideCloseButton = false, phoneLayout = 'sheet', className,
}: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = initialFocus === 'title' && Boolean(title);

  // Move focus in on open and give it back to the opener on close.
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const inContent = bodyRef.current ? focusables(bodyRef.current) : [];
      const chosen = initialFocus === 'title' ? titleRef.current : initialFocus?.current;
      const target = chosen ?? inContent[0] ?? focusables(panel)[0] ?? panel;
      target.focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // Only on open/close: a new initialFocus ref identity must not steal focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Lock page scroll while open; nested modals restore in order.
  useEffect(() => {
    const prev = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prev;
    };
  }, []);

  // The backdrop is not a control (no role or key handler): listen natively for pointer presses on it.
  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay || !closeOnBackdrop) return;
    const onDown = (e: MouseEvent) => {
      if (e.target === overlay) onClose();
    };
    overlay.addEventListener('mousedown', onDown);
    return () => overlay.removeEventListener('mousedown', onDown);
  }, [closeOnBackdrop, onClose]);

  // A control that becomes disabled (a "Previous" button at the first item) or leaves the page
  // drops focus to <body>, outside the panel: Escape must still close the top modal, and Tab
  // must come back into it instead of walking the page behind.
  useEffect(() => {
    const onDocumentKey = (e: globalThis.KeyboardEvent) => {
      const panel = panelRef.current;
      if (!panel || (document.activeElement && document.activeElement !== document.body)) return;
      const open = document.querySelectorAll('[aria-modal="true"]');
      if (open[open.length - 1] !== panel) return;
      if (e.key === 'Escape') {
        e.preventDefault();
        onClose();
      } else if (e.key === 'Tab') {
        e.preventDefault();
        (focusables(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('keydown', onDocumentKey);
    return () => document.removeEventListener('keydown', onDocumentKey);
  }, [onClose]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      // Stop here so a modal opened from inside another modal closes alone.
      e.stopPropagation();
      e.preventDefault();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !panelRef.current) return;
    const list = focusables(panelRef.current);
    const first = list[0];
    const last = list[list.length - 1];
    if (!first || !last) {
      e.preventDefault();
      return;
    }
    const current = document.activeElement;
    // Before the first control (the panel or a focused heading), Shift+Tab wraps to the last one.
    if (e.shiftKey && (current === first || current === panelRef.current || current === titleRef.current)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && current === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <div ref={overlayRef} className={[styles.overlay, phoneLayout === 'compact' ? styles.compactOverlay : ''].filter(Boolean).join(' ')} data-testid="modal-overlay">
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy ?? (title ? titleId : undefined)}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={[styles.panel, styles[size], phoneLayout === 'compact' ? styles.compact : '', className ?? ''].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
      >
        {(title || !hideCloseButton) && (
          <div className={styles.header}>
            {title ? (
              <h2 ref={titleRef} id={titleId} className={styles.title} tabIndex={focusTitle ? -1 : undefined}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {!hideCloseButton && (
              <button type="button" className={styles.close} onClick={onClose} aria-label={t`Close`}>
                <X size={22} aria-hidden="true" />
              </button>
            )}
          </div>
        )}
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
