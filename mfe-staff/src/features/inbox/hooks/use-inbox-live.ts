import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { fetchInboxPage, inboxKey, inboxRows, mergeFirstPage, type InboxData } from '../api/get-inbox';
import type { InboxFilters } from './use-inbox-filters';
import { useDeskEvents, usePollWhileDown, type DeskChange, type StreamStatus } from '../../../components/desk-stream';

/** How long a row that just arrived or changed stays highlighted. */
export const HIGHLIGHT_MS = 4_000;

/**
 * Keeps the inbox live: on each stream event (and every 20 s while the stream is down, when the
 * tab is visible) the first page is asked again and merged into what is loaded (mergeFirstPage),
 * so new bookings, messages and documents appear without a reload and the loaded pages stay.
 * Events in a burst cost one request at a time. Returns the stream's status and the bookings to
 * highlight.
 */
export function useInboxLive(filters: InboxFilters): { status: StreamStatus; highlighted: ReadonlySet<number> } {
  const client = useQueryClient();
  const filtersRef = useRef(filters);
  useEffect(() => {
    filtersRef.current = filters;
  }, [filters]);
  const [highlighted, setHighlighted] = useState<ReadonlySet<number>>(new Set());
  const running = useRef(false);
  const pending = useRef<Set<number> | null>(null);

  const refresh = useCallback(
    async (bookingId: number | null) => {
      pending.current ??= new Set();
      if (bookingId !== null) pending.current.add(bookingId);
      if (running.current) return;
      running.current = true;
      try {
        while (pending.current) {
          const changed = pending.current;
          pending.current = null;
          const f = filtersRef.current;
          const key = inboxKey(f);
          // Nothing loaded yet: the first load under way is already current.
          if (!client.getQueryData<InboxData>(key)) continue;
          const fresh = await fetchInboxPage(f, undefined);
          const before = new Set(inboxRows(client.getQueryData<InboxData>(key)).map((r) => r.bookingId));
          client.setQueryData<InboxData>(key, (old) => mergeFirstPage(old, fresh, changed));
          const lit = fresh.list.filter((r) => !before.has(r.bookingId) || changed.has(r.bookingId)).map((r) => r.bookingId);
          if (lit.length) setHighlighted(new Set(lit));
        }
      } catch (err) {
        console.warn('[staff] inbox refresh failed', err);
      } finally {
        running.current = false;
      }
    },
    [client],
  );

  const onChange = useCallback(({ bookingId }: DeskChange) => void refresh(bookingId), [refresh]);
  const status = useDeskEvents(onChange);

  usePollWhileDown(status, useCallback(() => void refresh(null), [refresh]));

  useEffect(() => {
    if (highlighted.size === 0) return;
    const id = setTimeout(() => setHighlighted(new Set()), HIGHLIGHT_MS);
    return () => clearTimeout(id);
  }, [highlighted]);

  return { status, highlighted };
}
