import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DOMPurify } from 'dompurify';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BoardPost } from '@forwarder/shared/contract';
import { formatDate } from '@forwarder/shared/format';
import { Button, ErrorPanel, Loader, Modal } from '@forwarder/shared/ui';
import { loadSanitizer, sanitizePost } from '../sanitize-post';
import styles from './blog-post-modal.module.css';

/** Props of BlogPostModal. */
export interface BlogPostModalProps {
  /** The open post; null closes the dialog. */
  post: BoardPost | null;
  previous: BoardPost | null;
  next: BoardPost | null;
  /** The open post is the last loaded one and the server has more. */
  canLoadNext: boolean;
  onLoadNext: () => Promise<void>;
  onShow: (boardId: number) => void;
  onClose: () => void;
}

/**
 * A blog post in a dialog: title, date, picture and the body sanitised by DOMPurify (fetched the
 * first time a post opens), with buttons to the previous and next posts.
 */
export function BlogPostModal({ post, previous, next, canLoadNext, onLoadNext, onShow, onClose }: BlogPostModalProps) {
  const { t } = useLingui();
  const [purify, setPurify] = useState<DOMPurify | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [loadingNext, setLoadingNext] = useState(false);

  useEffect(() => {
    if (!post || purify) return;
    let alive = true;
    loadSanitizer()
      // DOMPurify is itself a function: wrap it, or React would call it as a state updater.
      .then((p) => alive && setPurify(() => p))
      .catch((err: unknown) => {
        console.error('[content] the sanitiser failed to load', err);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, [post, purify, attempt]);

  const html = post && purify ? sanitizePost(purify, post.content) : null;
  const goNext = async () => {
    if (next) return onShow(next.boardId);
    setLoadingNext(true);
    try {
      await onLoadNext();
    } finally {
      setLoadingNext(false);
    }
  };

  return (
    <Modal
      open={post !== null}
      onClose={onClose}
      size="lg"
      title={post?.title}
      footer={
        <nav className={styles.nav} aria-label={t`Other posts`}>
          {/* aria-disabled, not disabled: a disabled button would drop the focus out of the dialog (and Escape with it). */}
          <Button variant="secondary" className={styles.step} onClick={() => previous && onShow(previous.boardId)} aria-disabled={!previous || undefined}>
            <ChevronLeft size={18} aria-hidden="true" />
            <Trans>Previous post</Trans>
          </Button>
          <Button
            variant="secondary"
            className={styles.step}
            onClick={() => (next || canLoadNext) && !loadingNext && void goNext()}
            aria-disabled={(!next && !canLoadNext) || undefined}
            aria-busy={loadingNext || undefined}
          >
            <Trans>Next post</Trans>
            <ChevronRight size={18} aria-hidden="true" />
          </Button>
        </nav>
      }
    >
      {post && (
        <div className={styles.post}>
          <time className={styles.date} dateTime={post.regDtm}>
            {formatDate(post.regDtm)}
          </time>
          {post.attachList[0] && <img className={styles.image} src={post.attachList[0].attachUrl} alt="" width={640} height={400} decoding="async" />}
          {html !== null ? (
            // Sanitised above: no script, handler, javascript: URL, frame, style or media survives.
            <div className={styles.body} data-post-body dangerouslySetInnerHTML={{ __html: html }} />
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
      )}
    </Modal>
  );
}
