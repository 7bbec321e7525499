import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { ErrorPanel, Skeleton } from '@forwarder/shared/ui';
import page from '../../../components/page/page.module.css';
import { useCurrentLang } from '../../../hooks/use-current-lang';
import { usePageTitle } from '../../../hooks/use-page-title';
import { fillBrand, loadLegalTexts, type LegalTexts } from '../model';
import styles from './legal-page.module.css';

/**
 * A legal document in the current language: title, last-updated line, introduction, a table of
 * contents and the numbered clauses. The language's texts arrive as their own chunk.
 */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const { t } = useLingui();
  const lang = useCurrentLang();
  const brand = useRuntimeConfig((s) => s.config.brand);
  const query = useQuery({ queryKey: ['content', 'legal', lang], queryFn: () => loadLegalTexts(lang), staleTime: Infinity });
  const texts: LegalTexts | undefined = query.data;
  const d = texts?.[doc];
  usePageTitle(d?.title ?? (doc === 'terms' ? t`Terms of Use` : t`Privacy Policy`));
  const fill = (s: string) => fillBrand(s, brand);
  const anchor = (i: number) => `${doc}-clause-${i + 1}`;

  if (query.isError) {
    return (
      <div className={`${page.inner} ${styles.page}`}>
        <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }
  if (!texts || !d) {
    return (
      <div className={`${page.inner} ${styles.page}`} aria-busy="true">
        <p className="visually-hidden" role="status">
          {t`Loading`}
        </p>
        <div aria-hidden="true" className={styles.skeleton}>
          <Skeleton width="min(420px, 80%)" height={58} />
          <Skeleton width={260} height={24} />
          <Skeleton height={120} />
          <Skeleton height={320} />
        </div>
      </div>
    );
  }
  return (
    <article className={`${page.inner} ${styles.page}`} aria-labelledby={`${doc}-title`}>
      <header className={styles.header}>
        <h1 id={`${doc}-title`} className={styles.title}>
          {d.title}
        </h1>
        <p className={styles.updated}>{d.updated}</p>
        {d.intro.map((p) => (
          <p key={p} className={styles.intro}>
            {fill(p)}
          </p>
        ))}
      </header>
      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby={`${doc}-toc`}>
          <h2 id={`${doc}-toc`} className={styles.tocTitle}>
            {texts.contents}
          </h2>
          <ol className={styles.tocList}>
            {d.clauses.map((c, i) => (
              <li key={c.title}>
                <a href={`#${anchor(i)}`}>{c.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <ol className={styles.clauses}>
          {d.clauses.map((c, i) => (
            <li key={c.title} id={anchor(i)} className={styles.clause}>
              <h2 className={styles.clauseTitle}>
                <span className={styles.number}>{i + 1}.</span> {c.title}
              </h2>
              {c.paragraphs.map((p) => (
                <p key={p}>{fill(p)}</p>
              ))}
              {c.list && (
                <ul>
                  {c.list.map((item) => (
                    <li key={item}>{fill(item)}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
