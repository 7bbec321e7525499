import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchBoardList } from '@forwarder/shared/api';
import type { BoardList, BoardPost, Lang } from '@forwarder/shared/contract';

/** Posts per page of the blog (spec 2 section 9). */
export const BLOG_PAGE_SIZE = 20;

/** GET /cmn/board/list query of one blog page: displayed posts in `langs`, page from 0. */
export const blogPageQuery = (langs: Lang, page: number) => ({ page, size: BLOG_PAGE_SIZE, langs, flagDisplay: 'Y' as const });

/** Query key of the blog's pages; includes the language, so a language change starts over. */
export const blogPagesQueryKey = (langs: Lang) => ['cmn', 'board', 'pages', langs] as const;

/** The next page index, or undefined once every post of `cnt` has been loaded. */
export function nextBlogPage(last: BoardList, pages: BoardList[]): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.cnt ? pages.length : undefined;
}

/** The loaded posts in order, without hidden or deleted ones and without repeats across pages. */
export function flattenBlogPages(pages: readonly BoardList[]): BoardPost[] {
  const seen = new Set<number>();
  const out: BoardPost[] = [];
  for (const p of pages) {
    for (const post of p.list) {
      if (post.flagDisplay !== 'Y' || post.flagDel !== 'N' || seen.has(post.boardId)) continue;
      seen.add(post.boardId);
      out.push(post);
    }
  }
  return out;
}

/** The blog's posts in `langs`, 20 a page, for an infinite scroll. */
export function useBlogPages(langs: Lang) {
  return useInfiniteQuery({
    queryKey: blogPagesQueryKey(langs),
    queryFn: ({ pageParam }) => fetchBoardList(blogPageQuery(langs, pageParam)),
    initialPageParam: 0,
    getNextPageParam: nextBlogPage,
  });
}

/**
 * The post `boardId` on its own, when `wanted` (a link to a post older than the loaded pages): the
 * dialog shows it at once, and a server render of the post's address carries its text, while the
 * pages load on to its neighbours (previous and next).
 */
export function useBlogPost(langs: Lang, boardId: number | null, wanted: boolean) {
  return useQuery({
    queryKey: ['cmn', 'board', 'post', langs, boardId] as const,
    queryFn: async () => (await fetchBoardList({ boardId: boardId ?? undefined, langs, flagDisplay: 'Y', page: 0, size: 1 })).list[0] ?? null,
    enabled: wanted && boardId !== null,
  });
}
