import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { BoardPost } from '@forwarder/shared/contract';
import { PostArticle } from '@forwarder/shared/post-article';
import { Button, Modal } from '@forwarder/shared/ui';
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
 * A blog post in a dialog: title, then PostArticle (date, picture and the body sanitised with the
 * post policy; the staff desk's preview shows the same), with buttons to the previous and next posts.
 */
export function BlogPostModal({ post, previous, next, canLoadNext, onLoadNext, onShow, onClose }: BlogPostModalProps) {
  const { t } = useLingui();
  const [loadingNext, setLoadingNext] = useState(false);

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
      {post && <PostArticle key={post.boardId} date={post.regDtm} imageUrl={post.attachList[0]?.attachUrl ?? null} html={post.content} />}
    </Modal>
  );
}
