/**
 * Stand-in for the external equipment service: GET /ext/equipment/items/equipments?category=
 * &pageOffset=&pageSize= answering `{ data: { items, totalCount } }` (spec 2 section 7, "Hot
 * items"). `category` is a comma-separated list of category codes, `pageOffset` the page index
 * from 0; newest listings first.
 */
import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Registers the equipment-service stand-in. */
export const equipmentRoutes: FastifyPluginAsync = async (app) => {
  app.get('/ext/equipment/items/equipments', async (req) => {
    const q = parseInput(contract.HotItemsQuerySchema, req.query);
    let base = app.db.selectFrom('hot_items');
    if (q.category?.length) base = base.where('category', 'in', q.category);
    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('sort_order')
        .orderBy('listing_id')
        .limit(q.pageSize)
        .offset(q.pageOffset * q.pageSize)
        .execute(),
    ]);
    return {
      data: {
        items: rows.map((r) => ({
          listingId: r.listing_id,
          thumbnails: [r.thumbnail],
          category: r.category,
          categoryName: r.category_name,
          itemName: r.item_name,
          price: r.price,
          detailUrl: r.detail_url,
        })),
        totalCount: Number(count.n),
      },
    };
  });
};
