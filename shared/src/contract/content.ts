import * as v from 'valibot';

/** The hot-item categories the page asks for by default (spec 2 section 9). */
export const HOT_ITEM_DEFAULT_CATEGORIES = ['C200', 'C240', 'C250', 'C260', 'C270'] as const;

const CategoryCode = v.pipe(v.string(), v.regex(/^C\d{3}$/));

/**
 * Query of GET {equipment}/items/equipments: `category` is a comma-separated list of category
 * codes (C plus three digits; left out: every category), `pageOffset` the page index from 0,
 * `pageSize` 1..100 (default 20).
 */
export const HotItemsQuerySchema = v.object({
  category: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(200),
      v.transform((s) => s.split(',').map((c) => c.trim()).filter(Boolean)),
      v.array(CategoryCode),
    ),
  ),
  pageOffset: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
  pageSize: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)), 20),
});
/** A parsed hot-items query. */
export type HotItemsQuery = v.InferOutput<typeof HotItemsQuerySchema>;

/** A hot item of the equipment service: `price` in USD (null: price on request), `detailUrl` on the external site. */
export const HotItemSchema = v.object({
  listingId: v.number(),
  thumbnails: v.array(v.string()),
  category: v.string(),
  categoryName: v.string(),
  itemName: v.string(),
  price: v.nullable(v.number()),
  detailUrl: v.string(),
});
/** A hot item. */
export type HotItem = v.InferOutput<typeof HotItemSchema>;

/** Answer of GET {equipment}/items/equipments: one page of items and the count of every match. */
export const HotItemsAnswerSchema = v.object({ data: v.object({ items: v.array(HotItemSchema), totalCount: v.number() }) });
/** The hot-items answer. */
export type HotItemsAnswer = v.InferOutput<typeof HotItemsAnswerSchema>;
