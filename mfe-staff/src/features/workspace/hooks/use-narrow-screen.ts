import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (the design's 599 px). */
export const NARROW_QUERY = '(max-width: 599px)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const mq = media();
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}

/** True at 599 px and below (the workspace shows one section at a time there); false where the browser cannot tell. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}
