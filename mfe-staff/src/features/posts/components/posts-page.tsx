import { Link, useLocation, useSearchParams } from '@forwarder/shared/router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { STAFF_POSTS_PAGE_SIZE, type Lang, type StaffPost, type StaffPostStatus } from '@forwarder/shared/contract';
import { deskPostUrl, paths } from '@forwarder/shared/paths';
import { buttonClassName } from '@forwarder/shared/ui';
import { KeywordSearch, Pager, StatusLinks } from '../../../components/catalog-list';
import { ageOf, shortDate } from '../../../components/format';
import { DeskEmpty, DeskLoadError, DeskLoader } from '../../../components/states';
import { useDeskTitle } from '../../../components/desk-title';
import { useUnreadTotal } from '../../../components/use-unread-total';
import { usePostList, type PostFilters } from '../api/posts';
import { POST_LANGS, usePostLabels } from './post-labels';
import catalog from '../../../components/catalog.module.css';
import card from '../../workspace/components/workspace.module.css';
import styles from './posts.module.css';

const STATUSES: readonly StaffPostStatus[] = ['DRAFT', 'PUBLISHED'];

/** The list's filters from the URL (`status`, `lang`, `q`, `page`); anything else is ignored. */
function usePostFilters(): [PostFilters, (patch: Partial<PostFilters>) => void, (patch: Partial<PostFilters>) => string] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const lang = params.get('lang');
  const page = Number(params.get('page'));
  const filters: PostFilters = {
    status: STATUSES.includes(status as StaffPostStatus) ? (status as StaffPostStatus) : undefined,
    lang: POST_LANGS.includes(lang as Lang) ? (lang as Lang) : undefined,
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined,
  };
  const search = (patch: Partial<PostFilters>) => {
    const next = { ...filters, page: undefined, ...patch };
    const qs = new URLSearchParams();
    if (next.status) qs.set('status', next.status);
    if (next.lang) qs.set('lang', next.lang);
    if (next.q) qs.set('q', next.q);
    if (next.page && next.page > 1) qs.set('page', String(next.page));
    return qs.toString();
  };
  const update = (patch: Partial<PostFilters>) => setParams(new URLSearchParams(search(patch)));
  const hrefOf = (patch: Partial<PostFilters>) => {
    const s = search(patch);
    return s ? `${paths.deskPosts}?${s}` : paths.deskPosts;
  };
  return [filters, update, hrefOf];
}

function PostRow({ post }: { post: StaffPost }) {
  const { t, i18n } = useLingui();
  const labels = usePostLabels();
  const editor = post.updatedBy?.name;
  const age = ageOf(post.updatedAt, i18n.locale) ?? t`just now`;
  return (
    <li>
      <Link to={deskPostUrl(post.boardId)} className={styles.postRow} data-testid="post-row">
        {post.coverUrl ? <img className={styles.thumb} src={post.coverUrl} alt="" width={64} height={40} loading="lazy" /> : <span className={styles.thumb} aria-hidden="true" />}
        <span className={styles.postMain}>
          <span className={styles.postTitle} lang={post.langs}>
            {post.title}
          </span>
          <span className={styles.postMeta}>
            {post.status === 'PUBLISHED' ? <Trans>On the blog since {shortDate(post.regDtm, i18n.locale)}</Trans> : <Trans>Not on the blog</Trans>}
            {' · '}
            {editor ? <Trans>{editor}, {age}</Trans> : age}
          </span>
        </span>
        <span className={styles.postSide}>
          <span className={styles.langTag} title={labels.language(post.langs)}>
            <span aria-hidden="true">{post.langs}</span>
            <span className="visually-hidden">{labels.language(post.langs)}</span>
          </span>
          <span className={`${card.pill} ${post.status === 'PUBLISHED' ? card.pillOk : card.pillOff}`}>{labels.status[post.status]}</span>
        </span>
      </Link>
    </li>
  );
}

/** /desk/posts: every blog post (drafts and published, every language) with status links, a language, a title search and pages of 50. */
export function PostsPage() {
  const { t } = useLingui();
  const labels = usePostLabels();
  const [filters, update, hrefOf] = usePostFilters();
  const query = usePostList(filters);
  // What the post page did before it came back here (a deletion).
  const done = (useLocation().state as { done?: unknown } | null)?.done;
  const unread = useUnreadTotal();
  useDeskTitle(unread, t`Blog posts`);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / STAFF_POSTS_PAGE_SIZE)) : 1;

  const newPost = (
    <Link to={paths.deskNewPost} className={buttonClassName({ variant: 'primary' })}>
      <Plus size={18} aria-hidden="true" />
      <Trans>New post</Trans>
    </Link>
  );
  let body;
  if (query.isPending) body = <DeskLoader />;
  else if (query.isError && !data) {
    body = <DeskLoadError error={query.error} message={<Trans>The posts could not be loaded.</Trans>} onRetry={() => void query.refetch()} />;
  } else if (!data || data.list.length === 0) {
    body = filters.q ? <DeskEmpty title={<Trans>No post title contains “{filters.q}”.</Trans>} /> : <DeskEmpty title={<Trans>No posts here yet.</Trans>}>{newPost}</DeskEmpty>;
  } else {
    body = (
      <>
        <ul className={catalog.list} aria-label={t`Blog posts`}>
          {data.list.map((p) => (
            <PostRow key={p.boardId} post={p} />
          ))}
        </ul>
        <Pager page={filters.page ?? 1} pages={pages} onPage={(p) => update({ page: p })} />
      </>
    );
  }

  return (
    <section className={catalog.page} aria-labelledby="posts-title">
      <div className={catalog.pageHead}>
        <h1 id="posts-title" className={catalog.title}>
          <Trans>Blog posts</Trans>
        </h1>
        {data && (
          <p className={catalog.meta}>
            <Plural value={data.total} one="# post" other="# posts" />
          </p>
        )}
        <span className={catalog.headAction}>{newPost}</span>
      </div>
      <p className={catalog.done} role="status">
        {typeof done === 'string' ? done : null}
      </p>
      <div className={catalog.controls}>
        <StatusLinks
          label={t`Post status`}
          statuses={STATUSES}
          current={filters.status}
          counts={data?.counts}
          labelOf={(s) => labels.status[s]}
          hrefOf={(status) => hrefOf({ status })}
        />
        <label className="visually-hidden" htmlFor="post-lang">
          <Trans>Language</Trans>
        </label>
        <select id="post-lang" className={styles.langFilter} value={filters.lang ?? ''} onChange={(e) => update({ lang: (e.target.value || undefined) as Lang | undefined })}>
          <option value="">{t`Every language`}</option>
          {POST_LANGS.map((l) => (
            <option key={l} value={l}>
              {labels.language(l)}
            </option>
          ))}
        </select>
        <KeywordSearch value={filters.q} label={t`Search posts`} placeholder={t`Words in the title`} onSearch={(q) => update({ q: q || undefined })} />
      </div>
      <div aria-busy={query.isPending || undefined}>{body}</div>
    </section>
  );
}

export default PostsPage;
