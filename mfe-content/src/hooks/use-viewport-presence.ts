import { useCallback, useEffect, useState } from 'react';

/** What useViewportPresence reports about an element. */
export interface ViewportPresence<T extends Element> {
  /** Callback ref for the watched element. */
  ref: (node: T | null) => void;
  /** Became true the first time the element came within `rootMargin` of the viewport; never goes back. */
  near: boolean;
  /** True while the element is within `rootMargin` of the viewport. */
  visible: boolean;
}

/**
 * Watches an element with one IntersectionObserver. `near` lets below-the-fold sections load their
 * heavy parts (swiper, dompurify) just before they scroll into view instead of on first load;
 * `visible` lets carousels stop autoplay while nobody can see them. Browsers without
 * IntersectionObserver get both true at once, so nothing stays unloaded forever.
 */
const noObserver = () => typeof IntersectionObserver === 'undefined';

export function useViewportPresence<T extends Element>(rootMargin = '300px 0px'): ViewportPresence<T> {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(noObserver);
  const [visible, setVisible] = useState(noObserver);
  const ref = useCallback((el: T | null) => setNode(el), []);

  useEffect(() => {
    if (!node || noObserver()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const hit = entries.some((e) => e.isIntersecting);
        setVisible(hit);
        if (hit) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, rootMargin]);

  return { ref, near, visible };
}
