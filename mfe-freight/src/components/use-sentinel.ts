import { useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * An element after the end of a growing list: while `active`, `onVisible` runs each time the
 * element comes into view as `options` define it (and again when it becomes active while still
 * in view, e.g. after the next page or batch has arrived). Returns the ref for that element.
 */
export function useSentinel<T extends Element>(active: boolean, onVisible: () => void, options: Pick<IntersectionObserverInit, 'rootMargin' | 'threshold'>) {
  const [el, setEl] = useState<T | null>(null);
  const latest = useRef(onVisible);
  useLayoutEffect(() => {
    latest.current = onVisible;
  });
  const { rootMargin, threshold } = options;
  useEffect(() => {
    if (!el || !active || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin, threshold },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [el, active, rootMargin, threshold]);
  return setEl;
}
