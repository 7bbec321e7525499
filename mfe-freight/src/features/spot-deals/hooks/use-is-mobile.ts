import { useSyncExternalStore } from 'react';

/** The suite's mobile breakpoint (DESIGN.md). */
export const MOBILE_QUERY = '(max-width: 599px)';

function mediaQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(MOBILE_QUERY) : null;
}

function subscribe(listener: () => void): () => void {
  const mql = mediaQuery();
  mql?.addEventListener('change', listener);
  return () => mql?.removeEventListener('change', listener);
}

const getSnapshot = () => mediaQuery()?.matches ?? false;

/** True at 599px and below; follows viewport changes (rotation, resizing). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
