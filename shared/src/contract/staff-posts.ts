/**
 * Blog posts as the staff desk writes them (issue 24; `/staff/posts*`, role STAFF): the list with
 * its status tabs, one post with its trail, the body that creates or edits one, and the pictures
 * a post shows (its cover and the pictures in its text). The desk's form validates with
 * `StaffPostBodySchema` before it sends; the api parses the same schema, sanitises the HTML
 * (DOMPurify) before it stores it, and checks that every picture is one of its own.
 */
import * as v from 'valibot';
import { LangSchema } from './common';

/** Where a post stands: DRAFT (staff only), PUBLISHED (on the blog and the home teaser). Deleted posts are gone from both lists. */
export const StaffPostStatusSchema = v.picklist(['DRAFT', 'PUBLISHED']);
/** A post's status. */
export type StaffPostStatus = v.InferOutput<typeof StaffPostStatusSchema>;

/** Rows of one page of the desk's post list. */
export const STAFF_POSTS_PAGE_SIZE = 50;
/** The longest title, excerpt and body (HTML characters) a post may have. */
export const POST_TITLE_MAX = 200;
export const POST_EXCERPT_MAX = 400;
export const POST_CONTENT_MAX = 100_000;
/** The largest picture staff may upload (before it is resized), and the picture types taken. */
export const POST_PICTURE_MAX_BYTES = 10 * 1024 * 1024;
export const POST_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * Where the api serves a stored picture: `/media/posts/<id>-<hash>-<variant>.webp`, the same
 * bytes for ever (served with a year of cache). `grid` is the 640 x 400 crop of the blog's cards
 * and the cover in the post; `full` at most 1600 px wide, for pictures in the text.
 */
export const POST_PICTURE_URL = /^\/media\/posts\/([1-9]\d{0,9})-([0-9a-f]{16})-(grid|full)\.webp$/;

/** Query of GET /staff/posts: a status tab, a language, a keyword in the title, a page. */
export const StaffPostListQuerySchema = v.object({
  status: v.optional(StaffPostStatusSchema),
  lang: v.optional(LangSchema),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/), v.transform(Number))),
});
/** The post list's filters. */
export type StaffPostListQuery = v.InferOutput<typeof StaffPostListQuerySchema>;

/** A picture staff uploaded for posts. */
export const PostPictureSchema = v.object({
  pictureId: v.number(),
  /** The 640 x 400 crop (cards, the cover). */
  gridUrl: v.string(),
  /** At most 1600 px wide (pictures in the text). */
  fullUrl: v.string(),
  width: v.number(),
  height: v.number(),
  fileName: v.string(),
});
/** A stored picture. */
export type PostPicture = v.InferOutput<typeof PostPictureSchema>;

/** One post in the desk's list: what the blog's card shows, its status and who changed it last. */
export const StaffPostSchema = v.object({
  boardId: v.number(),
  langs: LangSchema,
  title: v.string(),
  excerpt: v.string(),
  cover: v.nullable(PostPictureSchema),
  /** The picture the blog shows for the post (its first attachment: the cover, or an older post's own picture); null: none. */
  coverUrl: v.nullable(v.string()),
  status: StaffPostStatusSchema,
  /** The date the blog shows (the first publication; the creation for a draft never published). */
  regDtm: v.string(),
  createdAt: v.string(),
  updatedAt: v.string(),
  updatedBy: v.nullable(v.object({ id: v.number(), name: v.string() })),
});
/** A post as the desk reads it. */
export type StaffPost = v.InferOutput<typeof StaffPostSchema>;

/** Answer of GET /staff/posts: a page, the number of rows of the filter, and the count per status tab. */
export const StaffPostListSchema = v.object({
  list: v.array(StaffPostSchema),
  total: v.number(),
  page: v.number(),
  counts: v.object({ DRAFT: v.number(), PUBLISHED: v.number() }),
});
/** The desk's post list. */
export type StaffPostList = v.InferOutput<typeof StaffPostListSchema>;

/** What was done to a post. */
export const PostActivityKindSchema = v.picklist(['CREATED', 'EDITED', 'PUBLISHED', 'UNPUBLISHED', 'DELETED']);
/** One line of a post's trail. */
export const PostActivitySchema = v.object({
  id: v.number(),
  at: v.string(),
  kind: PostActivityKindSchema,
  staff: v.nullable(v.object({ id: v.number(), name: v.string() })),
  detail: v.string(),
});
/** A post trail line. */
export type PostActivity = v.InferOutput<typeof PostActivitySchema>;

/** Answer of GET /staff/post?boardId=: the post with its text (sanitised HTML, as stored) and its trail, newest first. */
export const StaffPostDetailSchema = v.object({ post: v.object({ ...StaffPostSchema.entries, content: v.string() }), activity: v.array(PostActivitySchema) });
/** One post with its trail. */
export type StaffPostDetail = v.InferOutput<typeof StaffPostDetailSchema>;

/** Why a body was refused, as the desk's form names it (the api sends the same text in `message`). */
export const POST_MESSAGES = {
  titleRequired: 'Enter a title.',
  titleTooLong: `A title may be at most ${POST_TITLE_MAX} characters.`,
  excerptTooLong: `An excerpt may be at most ${POST_EXCERPT_MAX} characters.`,
  contentRequired: 'Write the post before publishing it.',
  contentTooLong: 'This post is too long. Split it into two posts.',
  pictureNotOurs: 'A picture in the post was not uploaded here. Upload it with the picture button.',
} as const;

// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const LINE_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/**
 * Body of POST /staff/posts (create, a draft) and PUT /staff/post?boardId= (edit): the language,
 * title, excerpt (the blog card's text; empty: the start of the body), the body as HTML (sanitised
 * by the api before it is stored) and the cover picture (one of /staff/post-pictures; null: none).
 */
export const StaffPostBodySchema = v.object({
  langs: LangSchema,
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(POST_MESSAGES.titleRequired), v.maxLength(POST_TITLE_MAX, POST_MESSAGES.titleTooLong), v.regex(LINE_TEXT)),
  excerpt: v.pipe(v.string(), v.trim(), v.maxLength(POST_EXCERPT_MAX, POST_MESSAGES.excerptTooLong), v.regex(LINE_TEXT)),
  content: v.pipe(v.string(), v.maxLength(POST_CONTENT_MAX, POST_MESSAGES.contentTooLong)),
  coverPictureId: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2147483647))),
});
/** A post as staff send it. */
export type StaffPostBody = v.InferOutput<typeof StaffPostBodySchema>;

/** Query naming one post. */
export const StaffPostQuerySchema = v.object({
  boardId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.number(), v.integer(), v.maxValue(2147483647)),
});

/** Body of POST /staff/post/status?boardId=: publish, back to draft, or delete (kept, never shown). */
export const StaffPostStatusBodySchema = v.object({ action: v.picklist(['PUBLISH', 'UNPUBLISH', 'DELETE']) });

/** Query of POST /staff/post-pictures: the file's name (the body is its bytes). */
export const PostPictureUploadQuerySchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
});
