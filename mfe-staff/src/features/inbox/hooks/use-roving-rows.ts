import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';

/** Keys that move between rows (arrows, and j/k as in mail clients) and to the ends. */
const MOVES: Record<string, (i: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  j: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  k: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/**
 * Roving focus over a list of row links: one row is in the Tab order (the last one focused, the
 * first at start); ArrowDown/j and ArrowUp/k move to the next and previous row, Home and End to the
 * ends; Enter opens the focused link (the browser's own behaviour). `count` is the number of rows.
 */
export function useRovingRows(count: number) {
  const [active, setActive] = useState(0);
  const refs = useRef<Array<HTMLAnchorElement | null>>([]);
  const current = Math.min(active, Math.max(count - 1, 0));

  useEffect(() => {
    refs.current.length = count;
  }, [count]);

  const focusRow = useCallback((i: number) => {
    setActive(i);
    refs.current[i]?.focus();
  }, []);

  const rowProps = useCallback(
    (i: number) => ({
      ref: (el: HTMLAnchorElement | null) => {
        refs.current[i] = el;
      },
      tabIndex: i === current ? 0 : -1,
      onFocus: () => setActive(i),
      onKeyDown: (e: KeyboardEvent<HTMLAnchorElement>) => {
        if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
        const move = MOVES[e.key];
        if (!move) return;
        e.preventDefault();
        focusRow(move(i, count - 1));
      },
    }),
    [current, count, focusRow],
  );

  return { rowProps };
}
