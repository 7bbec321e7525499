import type { SyntheticEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@forwarder/shared/router';
import { ArrowRight } from 'lucide-react';
import type { BoardPost } from '@forwarder/shared/contract';
import { formatDate } from '@forwarder/shared/format';
import { paths } from '@forwarder/shared/paths';
import { ButtonLink, EmptyState, ErrorPanel, SectionHeading, Skeleton } from '@forwarder/shared/ui';
import { SectionHeadingSkeleton } from '../../../components/section-heading-skeleton';
import section from '../../../components/section.module.css';
import { useCurrentLang } from '../../../hooks/use-current-lang';
import fallbackImageUrl from '../../../media/container-ship.svg';
import { HOME_BLOG_LIMIT, useHomeBlogPosts } from '../api';
import styles from './home-blog-teaser.module.css';

/** Where a post opens: the blog page, which can open that post. */
const postUrl = (post: BoardPost) => `${paths.blog}?boardId=${post.boardId}`;

/** The picture of a post: its first attachment, else a neutral illustration of the same size. */
const imageOf = (post: BoardPost) => post.attachList[0]?.attachUrl ?? fallbackImageUrl;

/** A missing or broken attachment shows the illustration instead of a broken-image icon. */
const showFallbackImage = (e: SyntheticEvent<HTMLImageElement>) => {
  const img = e.currentTarget;
  if (!img.src.endsWith(fallbackImageUrl)) img.src = fallbackImageUrl;
};

/**
 * The blog teaser of the home page: up to seven displayed posts in the current language (titles,
 * dates, first pictures; never the post HTML), with loading, error and empty states.
 */
export function HomeBlogTeaser() {
  const lang = useCurrentLang();
  const query = useHomeBlogPosts(lang);
  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="home-blog-title">
      <div className={section.inner}>
        <SectionHeading
          id="home-blog-title"
          eyebrow={<Trans>From our blog</Trans>}
          title={<Trans>Shipping news and buyer guides</Trans>}
          subtitle={<Trans>Schedules, port updates and tips for importing vehicles from Korea.</Trans>}
          action={
            <Link to={paths.blog} className={styles.allLink}>
              <Trans>Read the blog</Trans>
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          }
        />
        <BlogTeaserBody query={query} />
      </div>
    </section>
  );
}

function BlogTeaserBody({ query }: { query: ReturnType<typeof useHomeBlogPosts> }) {
  const { t } = useLingui();
  if (query.isPending) return <BlogLayoutSkeleton label={t`Loading the latest posts`} />;
  if (query.isError) {
    return <ErrorPanel message={t`Error Occurred. Please try again.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  const posts = query.data;
  if (posts.length === 0) {
    return (
      <EmptyState
        action={
          <ButtonLink to={paths.blog} variant="secondary">
            <Trans>Visit the blog</Trans>
          </ButtonLink>
        }
      />
    );
  }
  const [featured, ...rest] = posts;
  return (
    <div className={styles.layout}>
      {featured && <FeaturedPost post={featured} />}
      {rest.length > 0 && (
        <ul className={styles.list} aria-label={t`More posts`}>
          {rest.map((post) => (
            <li key={post.boardId}>
              <CompactPost post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FeaturedPost({ post }: { post: BoardPost }) {
  return (
    <article className={styles.featured}>
      <Link to={postUrl(post)} className={styles.featuredLink}>
        <img className={styles.featuredImage} src={imageOf(post)} alt="" width={640} height={360} loading="lazy" decoding="async" onError={showFallbackImage} />
        <div className={styles.featuredText}>
          <h3 className={styles.featuredTitle}>{post.title}</h3>
          <time className={styles.date} dateTime={post.regDtm}>
            {formatDate(post.regDtm)}
          </time>
        </div>
      </Link>
    </article>
  );
}

function CompactPost({ post }: { post: BoardPost }) {
  return (
    <article>
      <Link to={postUrl(post)} className={styles.compact}>
        <img className={styles.thumb} src={imageOf(post)} alt="" width={120} height={80} loading="lazy" decoding="async" onError={showFallbackImage} />
        <div className={styles.compactText}>
          <h3 className={styles.compactTitle}>{post.title}</h3>
          <time className={styles.date} dateTime={post.regDtm}>
            {formatDate(post.regDtm)}
          </time>
        </div>
      </Link>
    </article>
  );
}

/** Skeleton cards in the final layout (one featured post, six compact ones). */
function BlogLayoutSkeleton({ label }: { label?: string }) {
  return (
    <div className={styles.layout} aria-busy="true">
      {label && (
        <p className="visually-hidden" role="status">
          {label}
        </p>
      )}
      <div className={styles.featured} aria-hidden="true">
        <Skeleton className={styles.featuredImage} height="auto" radius={0} />
        <div className={styles.featuredText}>
          <Skeleton height="var(--featured-title-height)" width="90%" />
          <Skeleton height={21} width={90} />
        </div>
      </div>
      <div className={styles.list} aria-hidden="true">
        {Array.from({ length: HOME_BLOG_LIMIT - 1 }, (_, i) => (
          <div key={i} className={styles.compact}>
            <Skeleton className={styles.thumb} width="var(--thumb-w)" height="var(--thumb-h)" />
            <div className={styles.compactText}>
              <Skeleton height={45} width="85%" />
              <Skeleton height={21} width={80} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

/** The whole section before the catalog has loaded. */
export function HomeBlogTeaserSkeleton() {
  return (
    <section className={`${section.section} ${section.alt}`} aria-busy="true">
      <div className={section.inner}>
        <SectionHeadingSkeleton title={{ base: 2, sm: 1, md: 1 }} subtitle={{ base: 2, sm: 1, md: 1 }} actionRow={{ base: 1, sm: 1, md: 0 }} />
        <BlogLayoutSkeleton />
      </div>
    </section>
  );
}
