import { inboxPage, inboxRow } from '../../../test/render-desk';
import { inboxRows, mergeFirstPage, type InboxData } from './get-inbox';

const ids = (data: InboxData) => inboxRows(data).map((r) => r.bookingId);
const loaded = (...pages: number[][]): InboxData => ({
  pages: pages.map((p, i) => inboxPage(p.map((id) => inboxRow(id)), { nextCursor: i < pages.length - 1 ? `c${i}` : null })),
  pageParams: pages.map((_, i) => (i === 0 ? undefined : `c${i - 1}`)),
});

it('puts the fresh first page in front and keeps the later pages with their cursors', () => {
  const merged = mergeFirstPage(loaded([5, 4, 3], [2, 1]), inboxPage([9, 5, 4].map((id) => inboxRow(id)), { total: 6 }));
  expect(ids(merged)).toEqual([9, 5, 4, 3, 2, 1]);
  expect(merged.pageParams).toEqual([undefined, 'c0']);
  expect(merged.pages[0]!.total).toBe(6);
});

it('keeps rows that new arrivals pushed out of the first page, right after it', () => {
  const merged = mergeFirstPage(loaded([5, 4, 3]), inboxPage([8, 7, 5].map((id) => inboxRow(id))));
  expect(ids(merged)).toEqual([8, 7, 5, 4, 3]);
});

it('moves a booking with new activity to the top, and drops one that no longer matches the filters', () => {
  const merged = mergeFirstPage(loaded([5, 4, 3], [2, 1]), inboxPage([2, 5, 4].map((id) => inboxRow(id))), new Set([2, 3]));
  expect(ids(merged)).toEqual([2, 5, 4, 1]);
});

it('starts the list when nothing was loaded', () => {
  expect(ids(mergeFirstPage(undefined, inboxPage([inboxRow(1)])))).toEqual([1]);
});

it('shows each booking once even when two pages hold it', () => {
  expect(ids(loaded([3, 2], [2, 1]))).toEqual([3, 2, 1]);
});
