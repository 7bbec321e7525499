import { useSuspenseQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '@forwarder/shared/config';
import page from '../../../components/page/page.module.css';
import { useCurrentLang } from '../../../hooks/use-current-lang';
import { fillBrand, loadLegalTexts, type LegalTexts } from '../model';
import styles from './legal-page.module.css';

/**
 * A legal document in the current language: title, last-updated line, introduction, a table of
 * contents and the numbered clauses. The language's texts arrive as their own chunk.
 */
export function LegalPage({ doc }: { doc: 'terms' | 'privacy' }) {
  const lang = useCurrentLang();
  const brand = useRuntimeConfig((s) => s.config.brand);
  // Suspends until the texts are here: the route's loader (or the prerendered first screen,
  // which holds the whole document) shows meanwhile, and a failed load reaches the shell's
  // section boundary with its retry.
  const texts: LegalTexts = useSuspenseQuery({ queryKey: ['content', 'legal', lang], queryFn: () => loadLegalTexts(lang), staleTime: Infinity }).data;
  const d = texts[doc];
  const fill = (s: string) => fillBrand(s, brand);
  const anchor = (i: number) => `${doc}-clause-${i + 1}`;

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
