/**
 * Blog posts as the contract names them (BoardPost), with their pictures: the blog's list
 * (routes/board) and a post's page head (lib/page-head.ts) read them through here, so a post's
 * title, excerpt and picture are the same everywhere.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BoardPost } from './shared.ts';

/** `rows` as the contract's posts, each with its attachments in order (one query for all). */
export async function toBoardPosts(db: Kysely<Database>, rows: ReadonlyArray<Selectable<Database['board_posts']>>): Promise<BoardPost[]> {
  const ids = rows.map((r) => r.board_id);
  const attachments = ids.length ? await db.selectFrom('board_attachments').selectAll().where('board_id', 'in', ids).orderBy('sort_order').orderBy('attach_id').execute() : [];
  return rows.map((r) => ({
    boardId: r.board_id,
    title: r.title,
    content: r.content,
    regDtm: r.reg_dtm.toISOString(),
    langs: r.langs,
    flagDisplay: r.flag_display,
    flagDel: r.flag_del,
    ...(r.excerpt ? { excerpt: r.excerpt } : {}),
    attachList: attachments.filter((a) => a.board_id === r.board_id).map((a) => ({ attachId: a.attach_id, attachUrl: a.attach_url, attachName: a.attach_name })),
  }));
}

/** The post `boardId` a visitor may read (displayed, not deleted), with when it last changed, or null. */
export async function readDisplayedPost(db: Kysely<Database>, boardId: number): Promise<(BoardPost & { updatedAt: string }) | null> {
  const row = await db.selectFrom('board_posts').selectAll().where('board_id', '=', boardId).where('flag_del', '=', 'N').where('flag_display', '=', 'Y').executeTakeFirst();
  if (!row) return null;
  const [post] = await toBoardPosts(db, [row]);
  return { ...post!, updatedAt: new Date(row.updated_at).toISOString() };
}
