import * as v from 'valibot';
import { LangSchema } from './common';

const Flag = v.picklist(['Y', 'N']);

/** Query of GET /cmn/board/list (all optional; page 0..10000, size 1..100). Dates are yyyy.MM.dd. */
export const BoardListQuerySchema = v.object({
  regDtmS: v.optional(v.pipe(v.string(), v.regex(/^\d{4}\.\d{2}\.\d{2}$/))),
  regDtmE: v.optional(v.pipe(v.string(), v.regex(/^\d{4}\.\d{2}\.\d{2}$/))),
  langs: v.optional(LangSchema),
  flagDisplay: v.optional(Flag),
  title: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** One post by its id (a link to an older post than the loaded pages: the blog's dialog shows it at once). */
  boardId: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))),
  // Bounded: a huge page is a 400, not an offset the database cannot take.
  page: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(10_000)), 0),
  size: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(100)), 10),
});
/** A parsed board list query. */
export type BoardListQuery = v.InferOutput<typeof BoardListQuerySchema>;

/** An attachment of a blog post. */
export const BoardAttachSchema = v.object({ attachId: v.number(), attachUrl: v.string(), attachName: v.string() });

/** A blog post. `content` is HTML and must be sanitised before display. regDtm is ISO 8601. */
export const BoardPostSchema = v.object({
  boardId: v.number(),
  title: v.string(),
  content: v.string(),
  regDtm: v.string(),
  langs: LangSchema,
  flagDisplay: Flag,
  flagDel: Flag,
  attachList: v.array(BoardAttachSchema),
  /** The card's text as staff wrote it (issue 24); absent: the card shows the start of the content. */
  excerpt: v.optional(v.string()),
});
/** A blog post. */
export type BoardPost = v.InferOutput<typeof BoardPostSchema>;

/** Answer of GET /cmn/board/list. */
export const BoardListSchema = v.object({ list: v.array(BoardPostSchema), cnt: v.number() });
/** The board list answer. */
export type BoardList = v.InferOutput<typeof BoardListSchema>;
