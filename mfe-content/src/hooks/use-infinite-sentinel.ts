import { useEffect } from 'react';
import { useViewportPresence } from './use-viewport-presence';

/** What an infinite list tells the sentinel. */
export interface InfiniteSource {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * Infinite scroll: returns a ref for an element after the last item; while it is within 300px of
 * the viewport the next page loads, and again after each page while it stays in view. A failed
 * page stops it (the list shows a retry instead of hammering the server).
 */
export function useInfiniteSentinel(source: InfiniteSource): (node: HTMLElement | null) => void {
  const { ref, visible } = useViewportPresence<HTMLElement>('300px 0px');
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = source;
  useEffect(() => {
    if (visible && hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [visible, hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  return ref;
}
