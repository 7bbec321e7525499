import type { MouseEvent } from 'react';
import { bus } from '@forwarder/shared/bus';
import { preloadRoute } from '../app/preload';

/** A click that opens a new tab or window does not navigate this page. */
const opensElsewhere = (e: MouseEvent) => e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;

/** Hover and focus warm up the remote behind `to`, so the click finds its code already loaded. */
export function preloadHandlers(to: string) {
  const warm = () => preloadRoute(to);
  return { onMouseEnter: warm, onFocus: warm };
}

/**
 * Props for a link of the header menus: preloads on hover/focus and, on a navigating click,
 * announces `nav:menu-navigated` (the freight remote resets its selection on it) and runs `after`
 * (closing the sub-menu or the sheet).
 */
export function menuLinkHandlers(to: string, after?: () => void) {
  return {
    ...preloadHandlers(to),
    onClick: (e: MouseEvent) => {
      if (opensElsewhere(e)) return;
      bus.emit('nav:menu-navigated', { to });
      after?.();
    },
  };
}
