import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { StaffInboxSchema, type StaffInbox, type StaffInboxRow } from '@forwarder/shared/contract';
import { filtersToQuery, type InboxFilters } from '../hooks/use-inbox-filters';

/** Query key of the inbox for a filter set. */
export const inboxKey = (f: InboxFilters) => ['staff', 'inbox', f] as const;

/** The inbox's pages as react-query keeps them: each page's answer and the cursor it was asked with. */
export type InboxData = InfiniteData<StaffInbox>;

/** One page of GET /staff/inbox: the first without a cursor, each next one `after` the page before. */
export const fetchInboxPage = (f: InboxFilters, after: string | undefined, signal?: AbortSignal) =>
  request('/staff/inbox', StaffInboxSchema, { query: { ...filtersToQuery(f), after }, signal });

/** Every booking matching `filters`, the most recent activity first, 50 a page, appended page after page. */
export function useInbox(filters: InboxFilters) {
  return useInfiniteQuery({
    queryKey: inboxKey(filters),
    queryFn: ({ pageParam, signal }) => fetchInboxPage(filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // The desk is a live view: a page shown again asks afresh.
    staleTime: 0,
  });
}

/** The loaded rows in order, each booking once (a row can reach two pages while activity moves it). */
export function inboxRows(data: InboxData | undefined): StaffInboxRow[] {
  const seen = new Set<number>();
  const rows: StaffInboxRow[] = [];
  for (const page of data?.pages ?? []) {
    for (const row of page.list) {
      if (seen.has(row.bookingId)) continue;
      seen.add(row.bookingId);
      rows.push(row);
    }
  }
  return rows;
}

/**
 * The inbox after a live change: `fresh` (the first page asked again) replaces the first page;
 * the pages loaded after it stay, without the bookings `fresh` now shows or that `changed` names
 * (a changed booking has new activity, so if it still matches the filters it is in `fresh`; if
 * not, it no longer belongs here). Rows of the old first page that new arrivals pushed out of it
 * stay right after it, so nothing the staff member scrolled through disappears.
 */
export function mergeFirstPage(old: InboxData | undefined, fresh: StaffInbox, changed: ReadonlySet<number> = new Set()): InboxData {
  if (!old || old.pages.length === 0) return { pages: [fresh], pageParams: [undefined] };
  const shown = new Set(fresh.list.map((r) => r.bookingId));
  const keep = (r: StaffInboxRow) => !shown.has(r.bookingId) && !changed.has(r.bookingId);
  const [first, ...rest] = old.pages;
  const pushedOut = (first?.list ?? []).filter(keep);
  return {
    // With one page loaded, the next one follows the fresh page (repeats are shown once, inboxRows);
    // with more, the later pages keep the cursors they were loaded with.
    pages: [{ ...fresh, list: [...fresh.list, ...pushedOut] }, ...rest.map((p) => ({ ...p, list: p.list.filter(keep) }))],
    pageParams: old.pageParams,
  };
}
