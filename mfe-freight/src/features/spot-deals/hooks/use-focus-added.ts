import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Focus for a list that a "more" button grows: `mark(index)` before adding, and once the item at
 * `index` has rendered (at once, or a task later in a list built progressively) focus moves to
 * its first link or button, so keyboard users continue from the first new item instead of a
 * button that may have gone with the last batch. Attach `list` to the list element.
 */
export function useFocusAdded<T extends HTMLElement>() {
  const list = useRef<T>(null);
  const from = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = from.current;
    if (index === null) return;
    const item = list.current?.children[index];
    if (!item) return;
    from.current = null;
    item.querySelector<HTMLElement>('a, button')?.focus();
  });
  const mark = useCallback((index: number) => {
    from.current = index;
  }, []);
  return { list, mark };
}
