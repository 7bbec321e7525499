import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (the design's 599 px). */
export const NARROW_QUERY = '(max-width: 599px)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const mq = media();
  mq?.addEventListener('change', onChange);
  return () => mq?.removeEventListener('change', onChange);
}

/** The api's live render has no screen: a phone's request (by its User-Agent) is rendered narrow. */
let serverNarrow = false;

/** For the live render (src/prerender/fragments.tsx): whether the request came from a phone. */
export function setServerNarrow(narrow: boolean): void {
  serverNarrow = narrow;
}

/** True at 599 px and below (the workspace shows one section at a time there); false where the browser cannot tell. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => serverNarrow);
}
