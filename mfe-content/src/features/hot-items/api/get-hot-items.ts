import { useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@forwarder/shared/api';
import { getRuntimeConfig } from '@forwarder/shared/config';
import { HOT_ITEM_DEFAULT_CATEGORIES, HotItemsAnswerSchema, type HotItemsAnswer } from '@forwarder/shared/contract';

/** Items per page of the hot-items grid (spec 2 section 9). */
export const HOT_ITEMS_PAGE_SIZE = 20;

/** Query of one page: the default categories, page index from 0, 20 a page. */
export const hotItemsQuery = (pageOffset: number) => ({ category: HOT_ITEM_DEFAULT_CATEGORIES.join(','), pageOffset, pageSize: HOT_ITEMS_PAGE_SIZE });

/** GET {equipment}/items/equipments on the external equipment service. */
export const fetchHotItems = (pageOffset: number) =>
  request(`${getRuntimeConfig().services.equipment}/items/equipments`, HotItemsAnswerSchema, { query: hotItemsQuery(pageOffset) });

/** Query key of the hot-items pages. */
export const hotItemsQueryKey = ['ext', 'equipment', 'items', HOT_ITEM_DEFAULT_CATEGORIES] as const;

/** The next page index, or undefined once `totalCount` items are loaded. */
export function nextHotItemsPage(last: HotItemsAnswer, pages: HotItemsAnswer[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.data.items.length, 0);
  return last.data.items.length > 0 && loaded < last.data.totalCount ? pages.length : undefined;
}

/** The hot items, 20 a page, for an infinite grid. */
export function useHotItems() {
  return useInfiniteQuery({
    queryKey: hotItemsQueryKey,
    queryFn: ({ pageParam }) => fetchHotItems(pageParam),
    initialPageParam: 0,
    getNextPageParam: nextHotItemsPage,
  });
}
