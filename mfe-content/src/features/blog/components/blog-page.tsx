import { useCallback, useEffect, useMemo, type MouseEvent, type SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from '@forwarder/shared/router';
import type { BoardPost } from '@forwarder/shared/contract';
import { formatDate } from '@forwarder/shared/format';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { paths } from '@forwarder/shared/paths';
import { documentTitle } from '@forwarder/shared/seo';
import { Button, EmptyState, ErrorPanel, Skeleton, useProgressiveCount } from '@forwarder/shared/ui';
import { PageHero } from '../../../components/page/page-hero';
import { gridImageLoading } from '../../../components/page/grid-image';
import page from '../../../components/page/page.module.css';
import { useCurrentLang } from '../../../hooks/use-current-lang';
import { useInfiniteSentinel } from '../../../hooks/use-infinite-sentinel';
import { useOwnTitle } from '../../../hooks/use-own-title';
import fallbackImageUrl from '../../../media/container-ship.svg';
import { BLOG_PAGE_SIZE, flattenBlogPages, useBlogPages, useBlogPost } from '../api';
import { postExcerpt } from '../sanitize-post';
import { BlogPostModal } from './blog-post-modal';
import styles from './blog-page.module.css';

/** The URL of a post: the blog page with the post open (what the home teaser links to). */
export const blogPostUrl = (boardId: number) => `${paths.blog}?boardId=${boardId}`;

/** A post's picture: its first attachment, else a neutral illustration of the same size. */
export const postImage = (post: BoardPost) => post.attachList[0]?.attachUrl ?? fallbackImageUrl;

const showFallbackImage = (e: SyntheticEvent<HTMLImageElement>) => {
  const img = e.currentTarget;
  if (!img.src.endsWith(fallbackImageUrl)) img.src = fallbackImageUrl;
};

/**
 * /contents/blog: the displayed posts in the current language, 20 a page, appended as the visitor
 * scrolls (or presses "Load more posts"). A post opens in a dialog (a full-height sheet on
 * phones) with previous/next; the open post is in the URL (`?boardId=`), so it can be shared,
 * read again offline, and closed with Back.
 */
/** Posts added to the grid per task. */
const POSTS_PER_TASK = 4;

export default function BlogPage() {
  const { t } = useLingui();
  const lang = useCurrentLang();
  const query = useBlogPages(lang);
  const [params, setParams] = useSearchParams();
  const posts = useMemo(() => flattenBlogPages(query.data?.pages ?? []), [query.data]);
  const host = useRuntimeConfig((s) => s.config.brand.host);
  const sentinel = useInfiniteSentinel(query);
  // The grid is built a few posts per task (each sanitizes its text): the first ones paint at
  // once, and no single task blocks the page for the whole list.
  const shown = useProgressiveCount(posts.length, POSTS_PER_TASK);

  const openId = Number(params.get('boardId')) || null;
  const openIndex = openId === null ? -1 : posts.findIndex((p) => p.boardId === openId);
  // A post that is not on the loaded pages (yet) comes on its own: its dialog opens at once (and a
  // server render of its address carries its text), while the pages below load on to its neighbours.
  const single = useBlogPost(lang, openId, query.isSuccess && openIndex < 0);
  const openPost = openIndex >= 0 ? posts[openIndex] : single.data?.boardId === openId ? single.data : undefined;
  // An open post's title is the document's, as the server sends it for the post's address.
  useOwnTitle(openPost?.title.trim() ? documentTitle(openPost.title.trim(), host) : undefined);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // A link to a post that is not on the loaded pages yet: load on until it is (or the list ends).
  useEffect(() => {
    if (openId !== null && openIndex < 0 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [openId, openIndex, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const show = useCallback(
    (boardId: number | null, replace: boolean) => {
      setParams(boardId === null ? {} : { boardId: String(boardId) }, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  return (
    <article aria-labelledby="blog-title">
      <PageHero
        id="blog-title"
        eyebrow={<Trans>Blog</Trans>}
        title={<Trans>Shipping news and buyer guides</Trans>}
        lead={<Trans>Schedules, port updates and tips for importing vehicles from Korea, from the people who load them.</Trans>}
      />
      <section className={page.section} aria-label={t`Posts`}>
        <div className={page.inner}>
          {query.isPending ? (
            <PostGridSkeleton label={t`Loading posts`} />
          ) : query.isError && posts.length === 0 ? (
            <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : posts.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <ul className={styles.grid}>
                {posts.slice(0, shown).map((post, index) => (
                  <li key={post.boardId} className={styles.item}>
                    <PostCard post={post} index={index} onOpen={() => show(post.boardId, false)} />
                  </li>
                ))}
              </ul>
              {/* The next page loads once every loaded post is in the grid. */}
              <div ref={shown < posts.length ? undefined : sentinel} className={styles.more}>
                {query.isFetchingNextPage && <PostGridSkeleton label={t`Loading more posts`} rows={1} />}
                {query.isFetchNextPageError && (
                  <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void query.fetchNextPage()} />
                )}
                {query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError && (
                  <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
                    <Trans>Load more posts</Trans>
                  </Button>
                )}
                {!query.hasNextPage && (
                  <p className={styles.end}>
                    <Trans>You have reached the first post.</Trans>
                  </p>
                )}
              </div>
            </>
          )}
        </div>
      </section>
      <BlogPostModal
        post={openPost ?? null}
        previous={openIndex > 0 ? (posts[openIndex - 1] ?? null) : null}
        next={openIndex >= 0 ? (posts[openIndex + 1] ?? null) : null}
        canLoadNext={openIndex >= 0 && openIndex === posts.length - 1 && Boolean(query.hasNextPage)}
        onLoadNext={async () => {
          const res = await query.fetchNextPage();
          const more = flattenBlogPages(res.data?.pages ?? []);
          const after = more[openIndex + 1];
          if (after) show(after.boardId, true);
        }}
        onShow={(boardId) => show(boardId, true)}
        onClose={() => show(null, true)}
      />
    </article>
  );
}

/** A post in the grid: picture, date, title and the first seven lines of its text. */
function PostCard({ post, index, onOpen }: { post: BoardPost; index: number; onOpen: () => void }) {
  const excerpt = useMemo(() => post.excerpt || postExcerpt(post.content), [post.excerpt, post.content]);
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    // Ctrl/Cmd-click keeps its meaning (a new tab with the post open); a plain click opens the dialog.
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    onOpen();
  };
  return (
    <article className={styles.card}>
      <img
        className={styles.image}
        src={postImage(post)}
        alt=""
        width={640}
        height={400}
        {...gridImageLoading(index)}
        onError={showFallbackImage}
      />
      <div className={styles.body}>
        <time className={styles.date} dateTime={post.regDtm}>
          {formatDate(post.regDtm)}
        </time>
        <h2 className={styles.title}>
          <a href={blogPostUrl(post.boardId)} className={styles.link} onClick={open} aria-haspopup="dialog">
            {post.title}
          </a>
        </h2>
        <p className={styles.excerpt}>{excerpt}</p>
      </div>
    </article>
  );
}

/** Cards of the final size while a page loads. */
function PostGridSkeleton({ label, rows }: { label: string; rows?: number }) {
  const count = rows ? 3 * rows : Math.min(BLOG_PAGE_SIZE, 6);
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.card}>
            <Skeleton className={styles.image} height="auto" radius={0} />
            <div className={styles.body}>
              <Skeleton width={90} height={21} />
              <Skeleton height={58} />
              <Skeleton height="var(--excerpt-height)" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
