import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { DOMPurify } from 'dompurify';
import { formatDate } from '../format';
import { ErrorPanel } from '../ui/error-panel';
import { Loader } from '../ui/loader';
import { loadPostSanitizer, sanitizePostHtml, serverPostPurifier } from './index';
import styles from './post-article.module.css';

/** Props of PostArticle. */
export interface PostArticleProps {
  /** ISO 8601 date shown above the picture. */
  date: string;
  /** The cover picture's URL (null: none). */
  imageUrl: string | null;
  /** The post's HTML, sanitised here before it is shown. */
  html: string;
}

/**
 * `@forwarder/shared/post-article`, a subpath of its own: bundled by the apps that show a post (the
 * blog, the desk's preview), never a federation share, so a remote that uses it does not depend on
 * the shell's release (and the shell's first scripts carry no sanitiser).
 *
 * A blog post's body as the blog's dialog shows it (and the staff desk's preview, the same
 * component): date, cover picture and the HTML sanitised with the post policy (DOMPurify, fetched
 * the first time a post is shown; on the server, the one the api's render was given); a retry panel
 * when the sanitiser cannot load.
 */
export function PostArticle({ date, imageUrl, html }: PostArticleProps) {
  const { t } = useLingui();
  const [purify, setPurify] = useState<DOMPurify | null>(serverPostPurifier);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (purify) return;
    let alive = true;
    loadPostSanitizer()
      // DOMPurify is itself a function: wrap it, or React would call it as a state updater.
      .then((p) => alive && setPurify(() => p))
      .catch((err: unknown) => {
        console.error('[post] the sanitiser failed to load', err);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, [purify, attempt]);

  const clean = purify ? sanitizePostHtml(purify, html) : null;
  return (
    <div className={styles.post}>
      <time className={styles.date} dateTime={date}>
        {formatDate(date)}
      </time>
      {imageUrl && <img className={styles.image} src={imageUrl} alt="" width={640} height={400} decoding="async" />}
      {clean !== null ? (
        // Sanitised above: only the post policy's elements survive (no script, handler, style, frame or foreign picture).
        <div className={styles.body} data-post-body dangerouslySetInnerHTML={{ __html: clean }} />
      ) : failed ? (
        <ErrorPanel
          message={t`We are very sorry. There's no available data at the moment.`}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <Loader />
      )}
    </div>
  );
}
