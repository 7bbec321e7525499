/**
 * The blog: GET /cmn/board/list with the contract's filters (language, display flag, one post by
 * its id, title contains, registration date range yyyy.MM.dd, page from 0 and size), newest first,
 * answering `{ list, cnt }` where cnt counts every match. Deleted posts (flagDel Y) are never
 * listed; undisplayed posts (flagDisplay N) only to STAFF, whatever the query says. Content is
 * stored HTML; the front end sanitises it before display.
 */
import type { FastifyPluginAsync } from 'fastify';
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

/** Registers the board routes. */
export const boardRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cmn/board/list', async (req) => {
    const q = parseInput(contract.BoardListQuerySchema, req.query);
    const from = q.regDtmS ? dayStart(q.regDtmS, 'regDtmS') : undefined;
    const to = q.regDtmE ? new Date(dayStart(q.regDtmE, 'regDtmE').getTime() + 86_400_000) : undefined;
    if (from && to && from >= to) throw badRequest('regDtmS must not be after regDtmE');

    const { user } = await app.sessions.context(req);
    let base = app.db.selectFrom('board_posts').where('flag_del', '=', 'N');
    if (q.langs) base = base.where('langs', '=', q.langs);
    if (user?.role !== 'STAFF') base = base.where('flag_display', '=', 'Y');
    if (q.flagDisplay) base = base.where('flag_display', '=', q.flagDisplay);
    if (q.boardId !== undefined) base = base.where('board_id', '=', q.boardId);
    if (q.title?.trim()) base = base.where('title', 'ilike', `%${escapeLike(q.title.trim())}%`);
    if (from) base = base.where('reg_dtm', '>=', from);
    if (to) base = base.where('reg_dtm', '<', to);

    const [count, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      base
        .selectAll()
        .orderBy('reg_dtm', 'desc')
        .orderBy('board_id', 'desc')
        .limit(q.size)
        .offset(q.page * q.size)
        .execute(),
    ]);
    const list = await toBoardPosts(app.db, rows);
    return { list, cnt: Number(count.n) };
  });
};
