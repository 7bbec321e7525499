/** The hot-items feature's endpoint (imported from here: see features/blog/api/index.ts). */
export { HOT_ITEMS_PAGE_SIZE, fetchHotItems, hotItemsQuery, hotItemsQueryKey, nextHotItemsPage, useHotItems } from './get-hot-items';
