import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<any>: they must keep working when the app's types move on.
/* eslint-disable @typescript-eslint/no-explicit-any */

/**
 * Staff write blog posts from the desk (issue 24):
 * - post_pictures: pictures uploaded for posts, resized on upload (the blog grid's 640 x 400 crop
 *   and a copy at most 1600 px wide, both WebP). The bytes live in the row, like booking
 *   documents, so every api replica on the same PostgreSQL serves them;
 * - board_posts: the card's excerpt, the cover picture, when the post was created and last changed
 *   and by whom;
 * - post_activity: the trail of every change to a post, with the staff member.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('post_pictures')
    .addColumn('picture_id', 'serial', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('grid_bytes', 'bytea', (c) => c.notNull())
    .addColumn('full_bytes', 'bytea', (c) => c.notNull())
    .addColumn('uploader_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addCheckConstraint('post_pictures_hash_check', sql`hash ~ '^[0-9a-f]{16}$'`)
    .addCheckConstraint('post_pictures_name_check', sql`char_length(file_name) between 1 and 200`)
    .addCheckConstraint('post_pictures_size_check', sql`width between 1 and 1600 and height between 1 and 4000 and octet_length(grid_bytes) between 1 and 2097152 and octet_length(full_bytes) between 1 and 10485760`)
    .execute();
  await db.schema.alterTable('board_posts').addColumn('excerpt', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('board_posts').addColumn('cover_picture_id', 'integer', (c) => c.references('post_pictures.picture_id').onDelete('set null')).execute();
  await db.schema.alterTable('board_posts').addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('board_posts').addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await db.schema.alterTable('board_posts').addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null')).execute();
  await db.schema.alterTable('board_posts').addColumn('published_once', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await sql`update board_posts set created_at = reg_dtm, updated_at = reg_dtm, published_once = (flag_display = 'Y')`.execute(db);
  await sql`alter table board_posts add constraint board_posts_excerpt_check check (char_length(excerpt) <= 400)`.execute(db);
  await db.schema
    .createTable('post_activity')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('board_id', 'integer', (c) => c.notNull().references('board_posts.board_id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`clock_timestamp()`))
    .addCheckConstraint('post_activity_kind_check', sql`kind in ('CREATED', 'EDITED', 'PUBLISHED', 'UNPUBLISHED', 'DELETED')`)
    .execute();
  await db.schema.createIndex('post_activity_post_idx').on('post_activity').columns(['board_id', 'id']).execute();
  await sql`create index board_posts_desk_idx on board_posts (updated_at desc, board_id desc) where flag_del = 'N'`.execute(db);
}

/** Undo the desk's post columns, pictures and trail. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('board_posts_desk_idx').execute();
  await db.schema.dropTable('post_activity').execute();
  await sql`alter table board_posts drop constraint board_posts_excerpt_check`.execute(db);
  for (const c of ['published_once', 'updated_by', 'updated_at', 'created_at', 'cover_picture_id', 'excerpt']) await db.schema.alterTable('board_posts').dropColumn(c).execute();
  await db.schema.dropTable('post_pictures').execute();
}
