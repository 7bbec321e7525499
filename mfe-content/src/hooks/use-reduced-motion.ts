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
 * True while the visitor asks for reduced motion. Carousels stop autoplay and the hero video never
 * autoplays then (DESIGN.md "Motion"); it follows the setting live, without a reload.
 */
export function useReducedMotion(): boolean {
  // Server-rendered markup (the prerendered hero) assumes reduced motion: no video in static HTML.
  return useSyncExternalStore(subscribe, getSnapshot, () => true);
}
