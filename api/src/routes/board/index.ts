/**
 * The blog: GET /cmn/board/list with the contract's filters (language, display flag, one post by
 * its id, title contains, registration date range yyyy.MM.dd, page from 0 and size), newest first,
 * answering `{ list, cnt }` where cnt counts every match. Deleted posts (flagDel Y) are never
 * listed; undisplayed posts (flagDisplay N) only to STAFF, whatever the query says. Content is
 * stored HTML; the front end sanitises it before display.
 */
import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type * as v from 'valibot';
import type { Database } from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import { toBoardPosts } from '../../lib/board-posts.ts';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** A yyyy.MM.dd day as the UTC instant it starts at; 400 when it is not a real date. */
function dayStart(s: string, field: string): Date {
  const [y, m, d] = s.split('.').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) throw badRequest(`${field}: not a valid date`);
  return date;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type BoardListQuery = v.InferOutput<typeof contract.BoardListQuerySchema>;

/**
 * The blog list's queries (the route runs them; the query-plan test EXPLAINs them): the count of
 * every match and the page, newest first. `staff` sees undisplayed posts too; `from` and `to`
 * are the registration range's instants (checked by the route).
 */
export function boardListQueries(db: Kysely<Database>, q: BoardListQuery, opts: { from?: Date; to?: Date; staff: boolean }) {
  let base = db.selectFrom('board_posts').where('flag_del', '=', 'N');
  if (q.langs) base = base.where('langs', '=', q.langs);
  if (!opts.staff) base = base.where('flag_display', '=', 'Y');
  if (q.flagDisplay) base = base.where('flag_display', '=', q.flagDisplay);
  if (q.boardId !== undefined) base = base.where('board_id', '=', q.boardId);
  if (q.title?.trim()) base = base.where('title', 'ilike', `%${escapeLike(q.title.trim())}%`);
  if (opts.from) base = base.where('reg_dtm', '>=', opts.from);
  if (opts.to) base = base.where('reg_dtm', '<', opts.to);
  return {
    count: base.select((eb) => eb.fn.countAll<string | number>().as('n')),
    rows: base
      .selectAll()
      .orderBy('reg_dtm', 'desc')
      .orderBy('board_id', 'desc')
      .limit(q.size)
      .offset(q.page * q.size),
  };
}

/** Registers the board routes. */
export const boardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cmn/board/list', async (req) => {
    const q = parseInput(contract.BoardListQuerySchema, req.query);
    const from = q.regDtmS ? dayStart(q.regDtmS, 'regDtmS') : undefined;
    const to = q.regDtmE ? new Date(dayStart(q.regDtmE, 'regDtmE').getTime() + 86_400_000) : undefined;
    if (from && to && from >= to) throw badRequest('regDtmS must not be after regDtmE');

    const { user } = await app.sessions.context(req);
    const queries = boardListQueries(app.db, q, { from, to, staff: user?.role === 'STAFF' });
    const [count, rows] = await Promise.all([queries.count.executeTakeFirstOrThrow(), queries.rows.execute()]);
    const list = await toBoardPosts(app.db, rows);
    return { list, cnt: Number(count.n) };
  });
};
