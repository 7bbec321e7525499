import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffInboxRow } from '@forwarder/shared/contract';
import { useRovingRows } from '../hooks/use-roving-rows';
import { InboxRow } from './inbox-row';
import styles from './inbox.module.css';

/** Rows of the loading skeleton: the first screen's worth, at the rows' final height. */
const SKELETON_ROWS = 8;

/** The column titles above the rows on desktop (the rows are links, so the titles are visual only). */
export function InboxHeader() {
  return (
    <div className={styles.header} aria-hidden="true">
      <span><Trans>Booking</Trans></span>
      <span><Trans>Customer</Trans></span>
      <span><Trans>Route</Trans></span>
      <span><Trans>Cargo</Trans></span>
      <span><Trans>Step</Trans></span>
      <span><Trans>Last message</Trans></span>
      <span><Trans>P.I</Trans></span>
      <span><Trans>Docs</Trans></span>
      <span><Trans>Unread</Trans></span>
    </div>
  );
}

/** Placeholder rows of the final size while the first page loads. */
export function InboxSkeleton() {
  return (
    <ul className={styles.list} data-testid="inbox-skeleton">
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <li key={i} className={styles.item}>
          <span className={`${styles.row} ${styles.skeletonRow}`}>
            <span className={styles.bone} style={{ width: '60%' }} />
            <span className={styles.bone} style={{ width: '80%' }} />
            <span className={styles.bone} style={{ width: '70%' }} />
            <span className={styles.bone} style={{ width: '50%' }} />
            <span className={styles.bone} style={{ width: '75%' }} />
            <span className={styles.bone} style={{ width: '90%' }} />
            <span className={styles.bone} style={{ width: '60%' }} />
            <span className={styles.bone} style={{ width: '30%' }} />
            <span className={styles.bone} style={{ width: '40%' }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A clock for the rows' ages, ticking each minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}

/**
 * The loaded rows with roving keyboard focus, then "Load more" (the next page after the cursor);
 * the next page also loads by itself when the end of the list comes near the viewport.
 */
export function InboxList({
  rows,
  highlighted,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
}: {
  rows: StaffInboxRow[];
  highlighted: ReadonlySet<number>;
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}) {
  const { t } = useLingui();
  const { rowProps } = useRovingRows(rows.length);
  const now = useNow();
  const sentinel = useRef<HTMLDivElement>(null);
  const more = useRef(onLoadMore);
  useEffect(() => {
    more.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    }, { rootMargin: '600px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loadingMore, rows.length]);

  return (
    <>
      <ul className={styles.list} aria-label={t`Bookings`}>
        {rows.map((row, i) => (
          <InboxRow key={row.bookingId} row={row} fresh={highlighted.has(row.bookingId)} now={now} link={rowProps(i)} />
        ))}
      </ul>
      <div ref={sentinel} className={styles.more}>
        <p className={styles.shown} aria-live="polite">
          <Trans>
            Showing {rows.length} of {total}
          </Trans>
        </p>
        {hasMore && (
          <button type="button" className={styles.moreButton} onClick={onLoadMore} disabled={loadingMore} aria-busy={loadingMore || undefined}>
            {loadingMore ? <Trans>Loading…</Trans> : <Trans>Load more</Trans>}
          </button>
        )}
      </div>
    </>
  );
}
