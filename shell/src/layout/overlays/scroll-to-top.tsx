import { useEffect, useRef, useState } from 'react';
import { useLocation } from '@forwarder/shared/router';
import { useLingui } from '@lingui/react/macro';
import { ArrowUp } from 'lucide-react';
import styles from './scroll-to-top.module.css';

/** The button fades out this long after scrolling stops (spec 2 "Scroll-to-top button"). */
export const SCROLL_IDLE_MS = 2000;

const prefersReducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Every route change starts at the top of the page (spec 2); in-page anchors are left alone.
 * The page the visitor opened keeps its scroll position: they may already have scrolled its
 * prerendered first screen (or the browser restored the position on reload) before this runs.
 */
export function useScrollResetOnRouteChange(): void {
  const { pathname, hash } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!hash) window.scrollTo(0, 0);
    // Only a new path resets; a changed hash is the browser's to handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/**
 * The scroll-to-top button: shows (opacity 0.8) while the page scrolls, fades 2 s after the
 * scrolling stops, and stays while it has keyboard focus so it never vanishes under the user.
 */
export function ScrollToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  const [focused, setFocused] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const onScroll = () => {
      window.clearTimeout(timer.current);
      setVisible(window.scrollY > 0);
      timer.current = window.setTimeout(() => setVisible(false), SCROLL_IDLE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer.current);
    };
  }, []);

  const shown = visible || focused;

  const toTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    // Keyboard users continue from the top of the content, not from a button that is about to fade.
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      className={styles.button}
      data-visible={shown || undefined}
      aria-label={t`Scroll to top`}
      aria-hidden={shown ? undefined : true}
      tabIndex={shown ? undefined : -1}
      onClick={toTop}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <ArrowUp size={22} strokeWidth={2} aria-hidden="true" />
    </button>
  );
}
