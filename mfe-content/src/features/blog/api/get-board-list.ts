import { useQuery } from '@tanstack/react-query';
import { fetchBoardList } from '@forwarder/shared/api';
import type { BoardPost, Lang } from '@forwarder/shared/contract';

/** At most this many posts on the home page (spec 1 section 9). */
export const HOME_BLOG_LIMIT = 7;

/** GET /cmn/board/list query of the home teaser: page 0, size 8, displayed posts in `langs`. */
export const homeBlogQuery = (langs: Lang) => ({ page: 0, size: 8, langs, flagDisplay: 'Y' as const });

/** Query key of the home teaser; includes the language, so a language change refetches. */
export const homeBlogQueryKey = (langs: Lang) => ['cmn', 'board', 'list', homeBlogQuery(langs)] as const;

/**
 * Only displayed, not deleted posts, at most seven. The api already filters on flagDisplay, but a
 * stale or misbehaving answer must never put a hidden or deleted post on the home page.
 */
export function selectHomePosts(list: readonly BoardPost[]): BoardPost[] {
  return list.filter((p) => p.flagDisplay === 'Y' && p.flagDel === 'N').slice(0, HOME_BLOG_LIMIT);
}

/** The home teaser's posts in `langs`. */
export function useHomeBlogPosts(langs: Lang) {
  return useQuery({
    queryKey: homeBlogQueryKey(langs),
    queryFn: () => fetchBoardList(homeBlogQuery(langs)),
    select: (data) => selectHomePosts(data.list),
  });
}
