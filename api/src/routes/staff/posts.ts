/**
 * Blog posts from the staff desk (issue 24; role STAFF, a USER gets 403):
 *
 *   GET  /staff/posts?status=&lang=&q=&page=     the list with its status tabs and counts
 *   GET  /staff/post?boardId=                    one post with its text and trail
 *   POST /staff/posts                            a new draft (StaffPostBodySchema)
 *   PUT  /staff/post?boardId=                    edit a post (a published one stays published)
 *   POST /staff/post/status?boardId=             { action: PUBLISH | UNPUBLISH | DELETE }
 *   POST /staff/post-pictures?name=              a picture (body: its bytes), resized and stored
 *   GET  /media/posts/<id>-<hash>-<grid|full>.webp   a stored picture, for anyone, cached a year
 *
 * The text is sanitised with the post policy before it is stored (lib/post-content.ts); every
 * picture it shows and its cover must be pictures uploaded here (400 otherwise). A post is
 * published with text only; its first publication dates it (the blog lists the newest first),
 * later ones keep that date. A deleted post is kept (flag_del) and never shown again. Every change
 * is a line of the post's trail with the staff member. The blog reads the table on each request,
 * so a change is on the blog and the home teaser at once.
 */
import { sql, type Kysely } from 'kysely';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, PostActivityKind, UserRow } from '../../db/schema.ts';
import { requireStaff } from '../../lib/booking-access.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { pictureRefs, postHasText, sanitizePostContent } from '../../lib/post-content.ts';
import { pictureName, pictureUrl, pictureUrlSql, resizePicture } from '../../lib/post-pictures.ts';
import { contract, type PostActivity, type PostPicture, type StaffPost, type StaffPostBody, type StaffPostListQuery } from '../../lib/shared.ts';
import { announceCatalogChange } from '../../lib/catalog-signal.ts';
import { isoTimeSql } from '../../lib/dates.ts';
import { parseInput } from '../../lib/validate.ts';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');
/** Body types a picture upload takes. */
const PICTURE_TYPES = ['application/octet-stream', ...contract.POST_PICTURE_TYPES];

type PictureRow = { picture_id: number; hash: string; width: number; height: number; file_name: string };
const toPicture = (p: PictureRow): PostPicture => ({
  pictureId: p.picture_id,
  gridUrl: pictureUrl(p.picture_id, p.hash, 'grid'),
  fullUrl: pictureUrl(p.picture_id, p.hash, 'full'),
  width: p.width,
  height: p.height,
  fileName: p.file_name,
});

/** The posts the desk sees (deleted ones left out), with their last editor `e` and cover picture `p`. */
function postsTable(db: Kysely<Database>) {
  return db
    .selectFrom('board_posts as b')
    .leftJoin('users as e', 'e.id', 'b.updated_by')
    .leftJoin('post_pictures as p', 'p.picture_id', 'b.cover_picture_id')
    .where('b.flag_del', '=', 'N');
}
type PostsTable = ReturnType<typeof postsTable>;

/**
 * SQL: the columns of the post of the row in scope (`b`, with `e` and `p` of postsTable) as the
 * desk's StaffPost, key for key and in the same order: the cover as toPicture gives it, the
 * picture the blog shows (the post's first attachment), the status, and who changed it last.
 * PostgreSQL writes the row as JSON (`to_json`), so a page of 50 needs no row objects, dates or
 * serialising in the api.
 */
const deskPostColumns = () => sql`
  b.board_id as "boardId",
  b.langs as "langs",
  b.title as "title",
  b.excerpt as "excerpt",
  case when p.picture_id is not null then json_build_object(
    'pictureId', p.picture_id,
    'gridUrl', ${pictureUrlSql('p.picture_id', 'p.hash', 'grid')},
    'fullUrl', ${pictureUrlSql('p.picture_id', 'p.hash', 'full')},
    'width', p.width,
    'height', p.height,
    'fileName', p.file_name
  ) end as "cover",
  (select a.attach_url from board_attachments a where a.board_id = b.board_id order by a.sort_order, a.attach_id limit 1) as "coverUrl",
  case when b.flag_display = 'Y' then 'PUBLISHED' else 'DRAFT' end as "status",
  ${isoTimeSql('b.reg_dtm')} as "regDtm",
  ${isoTimeSql('b.created_at')} as "createdAt",
  ${isoTimeSql('b.updated_at')} as "updatedAt",
  case when b.updated_by is not null and e.name is not null then json_build_object('id', b.updated_by, 'name', e.name) end as "updatedBy"`;

/** The posts of `from`, each as the desk's StaffPost (`post`, JSON). */
const asDeskPosts = (from: PostsTable) =>
  from.crossJoinLateral(sql<Record<string, unknown>>`(select ${deskPostColumns()})`.as('r')).select(sql<StaffPost>`to_json(r)`.as('post'));

/** `%` and `_` taken literally in a LIKE pattern. */
const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The desk's post list for `q` as one statement (the route runs it; the query-plan test EXPLAINs
 * it): the page of rows as a JSON array (`list`, in the page's order), and the counts per tab
 * under the language and keyword. Without a keyword the counts are read from board_post_counts
 * (kept by triggers, migration 0027: six rows, whatever the number of posts); with one, the
 * matching posts are counted.
 */
export function postListQueries(db: Kysely<Database>, q: StaffPostListQuery) {
  const page = q.page ?? 1;
  let filtered = postsTable(db);
  if (q.lang) filtered = filtered.where('b.langs', '=', q.lang);
  if (q.q) filtered = filtered.where('b.title', 'ilike', likeText(q.q));
  const tabbed = q.status ? filtered.where('b.flag_display', '=', q.status === 'PUBLISHED' ? 'Y' : 'N') : filtered;
  const size = contract.STAFF_POSTS_PAGE_SIZE;
  const rows = asDeskPosts(tabbed)
    .select(['b.updated_at as k', 'b.board_id as id'])
    .orderBy('b.updated_at', 'desc')
    .orderBy('b.board_id', 'desc')
    .limit(size)
    .offset((page - 1) * size);
  let kept = db
    .selectFrom('board_post_counts as k')
    .select([
      sql<number>`coalesce(sum(k.n) filter (where k.flag_display = 'N'), 0)::int`.as('draft'),
      sql<number>`coalesce(sum(k.n) filter (where k.flag_display = 'Y'), 0)::int`.as('published'),
    ]);
  if (q.lang) kept = kept.where('k.langs', '=', q.lang);
  const counted = filtered.select([
    sql<number>`(count(*) filter (where b.flag_display = 'N'))::int`.as('draft'),
    sql<number>`(count(*) filter (where b.flag_display = 'Y'))::int`.as('published'),
  ]);
  const statement = db
    .selectFrom((q.q ? counted : kept).as('c'))
    .select([sql<string>`coalesce((select json_agg(p.post order by p.k desc, p.id desc) from ${rows} as p), '[]')::text`.as('list'), 'c.draft', 'c.published']);
  return { page, statement };
}

/** The desk's post list for `q` (StaffPostListSchema) as JSON text: the page's rows as PostgreSQL wrote them, in the answer's envelope. */
async function readPostList(db: Kysely<Database>, q: StaffPostListQuery): Promise<string> {
  const { page, statement } = postListQueries(db, q);
  const { list, draft, published } = await statement.executeTakeFirstOrThrow();
  const total = q.status === 'DRAFT' ? draft : q.status === 'PUBLISHED' ? published : draft + published;
  return `{"list":${list},"total":${total},"page":${page},"counts":${JSON.stringify({ DRAFT: draft, PUBLISHED: published })}}`;
}

/** One post with its text and trail; 404 when it does not exist or was deleted. */
async function readPost(db: Kysely<Database>, boardId: number) {
  const [row, trail] = await Promise.all([
    asDeskPosts(postsTable(db)).select('b.content').where('b.board_id', '=', boardId).executeTakeFirst(),
    db
      .selectFrom('post_activity as a')
      .leftJoin('users as u', 'u.id', 'a.staff_id')
      .select(['a.id', 'a.created_at', 'a.kind', 'a.detail', 'a.staff_id', 'u.name as staff_name'])
      .where('a.board_id', '=', boardId)
      .orderBy('a.id', 'desc')
      .limit(200)
      .execute(),
  ]);
  if (!row) throw notFound('POST_NOT_FOUND', 'No such post.');
  const activity: PostActivity[] = trail.map((a) => ({
    id: a.id,
    at: new Date(a.created_at).toISOString(),
    kind: a.kind,
    staff: a.staff_id !== null && a.staff_name !== null ? { id: a.staff_id, name: a.staff_name } : null,
    detail: a.detail,
  }));
  // `post` is a json value: the driver hands it over parsed.
  return { post: { ...row.post, content: row.content }, activity };
}

const LABELS: Record<keyof StaffPostBody, string> = { langs: 'language', title: 'title', excerpt: 'excerpt', content: 'text', coverPictureId: 'cover picture' };

/** Registers the desk's post routes and the pictures' public route. */
export const staffPostRoutes: FastifyPluginAsync = async (app) => {
  const record = (db: Kysely<Database>, boardId: number, staffId: number, kind: PostActivityKind, detail = '') =>
    db.insertInto('post_activity').values({ board_id: boardId, staff_id: staffId, kind, detail }).execute();

  /** The body as stored: the text sanitised, and every picture (cover and in the text) one of ours. */
  async function storedBody(db: Kysely<Database>, body: StaffPostBody) {
    const content = await sanitizePostContent(body.content);
    if (content.length > contract.POST_CONTENT_MAX) throw badRequest(contract.POST_MESSAGES.contentTooLong);
    const refs = pictureRefs(content);
    const ids = [...new Set([...refs.map((r) => r.id), ...(body.coverPictureId ? [body.coverPictureId] : [])])];
    const found = ids.length ? await db.selectFrom('post_pictures').select(['picture_id', 'hash']).where('picture_id', 'in', ids).execute() : [];
    const ours = refs.every((r) => found.some((f) => f.picture_id === r.id && f.hash === r.hash));
    if (!ours) throw badRequest(contract.POST_MESSAGES.pictureNotOurs);
    if (body.coverPictureId && !found.some((f) => f.picture_id === body.coverPictureId)) throw notFound('PICTURE_NOT_FOUND', 'The cover picture was not found. Upload it again.');
    const cover = body.coverPictureId ? found.find((f) => f.picture_id === body.coverPictureId)! : null;
    return {
      row: { langs: body.langs, title: body.title, excerpt: body.excerpt, content, cover_picture_id: body.coverPictureId },
      cover,
    };
  }

  /** The cover as the blog reads it: the post's first attachment (the grid crop). */
  async function setCoverAttachment(db: Kysely<Database>, boardId: number, cover: { picture_id: number; hash: string } | null) {
    await db.deleteFrom('board_attachments').where('board_id', '=', boardId).execute();
    if (cover) {
      await db
        .insertInto('board_attachments')
        .values({ board_id: boardId, attach_url: pictureUrl(cover.picture_id, cover.hash, 'grid'), attach_name: `cover-${cover.picture_id}.webp`, sort_order: 0 })
        .execute();
    }
  }

  app.get('/staff/posts', async (req, reply) => {
    await requireStaff(app, req);
    const q = parseInput(contract.StaffPostListQuerySchema, req.query);
    return noStore(reply).type('application/json; charset=utf-8').send(await readPostList(app.db, q));
  });

  app.get('/staff/post', async (req, reply) => {
    await requireStaff(app, req);
    const { boardId } = parseInput(contract.StaffPostQuerySchema, req.query);
    const read = await readPost(app.db, boardId);
    // Sanitised again on the way out, as the blog does before display: the desk's editor shows this text as it comes.
    return noStore(reply).send({ ...read, post: { ...read.post, content: await sanitizePostContent(read.post.content) } });
  });

  app.post('/staff/posts', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const body = parseInput(contract.StaffPostBodySchema, req.body);
    const { row, cover } = await storedBody(app.db, body);
    const boardId = await app.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('board_posts')
        .values({ ...row, flag_display: 'N', flag_del: 'N', reg_dtm: sql`now()`, created_at: sql`now()`, updated_at: sql`now()`, updated_by: staff.id })
        .returning('board_id')
        .executeTakeFirstOrThrow();
      await setCoverAttachment(trx, created.board_id, cover);
      await record(trx, created.board_id, staff.id, 'CREATED', `${body.langs}: ${Array.from(body.title).slice(0, 80).join('')}`);
      return created.board_id;
    });
    return noStore(reply).code(201).send({ data: await readPost(app.db, boardId) });
  });

  app.put('/staff/post', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const { boardId } = parseInput(contract.StaffPostQuerySchema, req.query);
    const body = parseInput(contract.StaffPostBodySchema, req.body);
    const before = await readPost(app.db, boardId);
    const { row, cover } = await storedBody(app.db, body);
    if (before.post.status === 'PUBLISHED' && !postHasText(row.content)) throw badRequest(contract.POST_MESSAGES.contentRequired);
    const was: Record<keyof StaffPostBody, unknown> = {
      langs: before.post.langs,
      title: before.post.title,
      excerpt: before.post.excerpt,
      content: before.post.content,
      coverPictureId: before.post.cover?.pictureId ?? null,
    };
    const now: Record<keyof StaffPostBody, unknown> = { langs: row.langs, title: row.title, excerpt: row.excerpt, content: row.content, coverPictureId: row.cover_picture_id };
    const changed = (Object.keys(LABELS) as Array<keyof StaffPostBody>).filter((k) => was[k] !== now[k]).map((k) => LABELS[k]);
    if (changed.length) {
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('board_posts').set({ ...row, updated_at: sql`now()`, updated_by: staff.id }).where('board_id', '=', boardId).execute();
        if (changed.includes(LABELS.coverPictureId)) await setCoverAttachment(trx, boardId, cover);
        await record(trx, boardId, staff.id, 'EDITED', changed.join(', '));
      });
      // A published post's edit reaches the blog's shared renders at once.
      if (before.post.status === 'PUBLISHED') await announceCatalogChange(app);
    }
    return noStore(reply).send({ data: await readPost(app.db, boardId) });
  });

  app.post('/staff/post/status', async (req, reply) => {
    const staff = await requireStaff(app, req);
    const { boardId } = parseInput(contract.StaffPostQuerySchema, req.query);
    const { action } = parseInput(contract.StaffPostStatusBodySchema, req.body);
    const before = await readPost(app.db, boardId);
    if (action === 'PUBLISH' && before.post.status === 'PUBLISHED') return noStore(reply).send({ data: before });
    if (action === 'UNPUBLISH' && before.post.status === 'DRAFT') return noStore(reply).send({ data: before });
    if (action === 'PUBLISH' && !postHasText(before.post.content)) {
      throw new HttpError(409, 'POST_EMPTY', contract.POST_MESSAGES.contentRequired);
    }
    await app.db.transaction().execute(async (trx) => {
      if (action === 'DELETE') {
        await trx.updateTable('board_posts').set({ flag_del: 'Y', flag_display: 'N', updated_at: sql`now()`, updated_by: staff.id }).where('board_id', '=', boardId).execute();
      } else if (action === 'PUBLISH') {
        // The first publication dates the post (the blog lists the newest first); later ones keep it.
        await trx
          .updateTable('board_posts')
          .set({ flag_display: 'Y', reg_dtm: sql`case when published_once then reg_dtm else now() end`, published_once: true, updated_at: sql`now()`, updated_by: staff.id })
          .where('board_id', '=', boardId)
          .execute();
      } else {
        await trx.updateTable('board_posts').set({ flag_display: 'N', updated_at: sql`now()`, updated_by: staff.id }).where('board_id', '=', boardId).execute();
      }
      await record(trx, boardId, staff.id, action === 'DELETE' ? 'DELETED' : action === 'PUBLISH' ? 'PUBLISHED' : 'UNPUBLISHED');
    });
    await announceCatalogChange(app);
    if (action === 'DELETE') return noStore(reply).send({ ok: true as const });
    return noStore(reply).send({ data: await readPost(app.db, boardId) });
  });

  const uploaders = new WeakMap<FastifyRequest, UserRow>();
  // Picture uploads: their own context, so the raw-body parser and the size limit apply to them alone.
  await app.register(async (uploads) => {
    uploads.removeContentTypeParser('application/json');
    uploads.addContentTypeParser(PICTURE_TYPES, { parseAs: 'buffer', bodyLimit: contract.POST_PICTURE_MAX_BYTES }, (_req, body, done) => done(null, body));
    const tooLarge = () => new HttpError(413, 'FILE_TOO_LARGE', `A picture may be at most ${contract.POST_PICTURE_MAX_BYTES / (1024 * 1024)} MB.`);
    const parentHandler = uploads.errorHandler;
    uploads.setErrorHandler((err: FastifyError, req, reply) => parentHandler.call(uploads, err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? tooLarge() : err, req, reply));
    uploads.post(
      '/staff/post-pictures',
      {
        bodyLimit: contract.POST_PICTURE_MAX_BYTES,
        config: { bodyTypes: PICTURE_TYPES },
        // Who may upload is settled before 10 MB are read (once: the handler reads it here).
        onRequest: async (req) => {
          uploaders.set(req, await requireStaff(app, req));
        },
      },
      async (req, reply) => {
        const staff = uploaders.get(req)!;
        const { name } = parseInput(contract.PostPictureUploadQuerySchema, req.query);
        const bytes = req.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw new HttpError(400, 'EMPTY_FILE', 'The picture is empty.');
        const resized = await resizePicture(bytes);
        const stored = await app.db
          .insertInto('post_pictures')
          .values({
            file_name: pictureName(name),
            hash: resized.hash,
            width: resized.width,
            height: resized.height,
            grid_bytes: resized.grid,
            full_bytes: resized.full,
            uploader_id: staff.id,
          })
          .returning(['picture_id', 'hash', 'width', 'height', 'file_name'])
          .executeTakeFirstOrThrow();
        return noStore(reply).code(201).send({ data: toPicture(stored) });
      },
    );
  });

  // A stored picture, public (a published post shows it); its URL changes with its bytes.
  app.get<{ Params: { file: string } }>('/media/posts/:file', async (req, reply) => {
    const m = contract.POST_PICTURE_URL.exec(`/media/posts/${req.params.file}`);
    const id = m ? Number(m[1]) : NaN;
    if (!m || id > 2147483647) throw notFound('PICTURE_NOT_FOUND', 'No such picture.');
    const column = m[3] === 'grid' ? 'grid_bytes' : 'full_bytes';
    const row = await app.db.selectFrom('post_pictures').select([column]).where('picture_id', '=', id).where('hash', '=', m[2]!).executeTakeFirst();
    if (!row) throw notFound('PICTURE_NOT_FOUND', 'No such picture.');
    const bytes = (row as Record<string, Uint8Array>)[column]!;
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', 'same-origin')
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
};
