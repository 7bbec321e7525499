import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/**
 * True while the visitor asks for reduced motion. Carousels stop autoplay (the hero video checks the
 * same setting itself, in attachLoopingVideo of @forwarder/shared/ui): nothing moves on its own then
 * (DESIGN.md "Motion"); it follows the setting live, without a reload.
 */
export function useReducedMotion(): boolean {
  // Server-rendered markup (the prerendered hero) assumes reduced motion: nothing moves in static HTML.
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
