import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from '@forwarder/shared/router';
import { Plural, Trans } from '@lingui/react/macro';
import { DeskEmpty, DeskError, DeskLoadError } from '../../../components/states';
import { rememberInboxSearch } from '../../../components/inbox-return';
import { useDeskTitle } from '../../../components/desk-title';
import { LiveStatus } from '../../../components/live-status';
import { inboxRows, useInbox } from '../api/get-inbox';
import { activeFilterCount, useInboxFilters } from '../hooks/use-inbox-filters';
import { useInboxLive } from '../hooks/use-inbox-live';
import { useSlashToSearch } from '../hooks/use-slash-to-search';
import { InboxFilterBar } from './inbox-filters';
import { InboxHeader, InboxList, InboxSkeleton } from './inbox-list';
import { InboxTabs, PANEL_ID, tabId } from './inbox-tabs';
import styles from './inbox.module.css';

/**
 * /desk: every booking, the most recent activity first, with step tabs and filters kept in the
 * URL, 50 rows a page (keyset cursor), live through server-sent events, and keyboard-first.
 */
export function InboxPage() {
  const { search } = useLocation();
  const { filters, update, clear } = useInboxFilters();
  const query = useInbox(filters);
  const { status, highlighted } = useInboxLive(filters);
  const rows = useMemo(() => inboxRows(query.data), [query.data]);
  const first = query.data?.pages[0];
  const keyword = useRef<HTMLInputElement>(null);

  useDeskTitle(first?.unreadTotal);
  useSlashToSearch(keyword);
  useEffect(() => rememberInboxSearch(search), [search]);

  const filtered = activeFilterCount(filters) > 0;

  let body;
  if (query.isPending) {
    body = (
      <>
        <InboxHeader />
        <InboxSkeleton />
      </>
    );
  } else if (query.isError && !query.data) {
    body = <DeskLoadError error={query.error} message={<Trans>The inbox could not be loaded.</Trans>} onRetry={() => void query.refetch()} />;
  } else if (rows.length === 0) {
    body = filtered ? (
      <DeskEmpty title={<Trans>No booking matches these filters.</Trans>}>
        <button type="button" className={styles.emptyAction} onClick={clear}>
          <Trans>Clear filters</Trans>
        </button>
      </DeskEmpty>
    ) : (
      <DeskEmpty title={filters.step ? <Trans>No booking at this step.</Trans> : <Trans>No bookings yet.</Trans>} />
    );
  } else {
    body = (
      <>
        <InboxHeader />
        <InboxList
          rows={rows}
          highlighted={highlighted}
          total={first?.total ?? rows.length}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => {
            if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
          }}
        />
        {query.isFetchNextPageError && <DeskError message={<Trans>The next bookings could not be loaded.</Trans>} onRetry={() => void query.fetchNextPage()} />}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <div className={styles.pageHead}>
        <h1 id="inbox-title" className={styles.title}>
          <Trans>Inbox</Trans>
        </h1>
        {first && (
          <p className={styles.meta} data-testid="inbox-meta">
            <Plural value={first.total} one="# booking" other="# bookings" />
            {' · '}
            <Plural value={first.unreadTotal} one="# unread message" other="# unread messages" />
          </p>
        )}
        <LiveStatus status={status} className={styles.live} />
      </div>
      <div className={styles.controls}>
        <InboxTabs step={filters.step} counts={first?.counts} onSelect={(step) => update({ step })} />
        <InboxFilterBar ref={keyword} filters={filters} onChange={update} onClear={clear} />
      </div>
      <p className={styles.hint}>
        <Trans>
          Keyboard: <kbd>↑</kbd> <kbd>↓</kbd> or <kbd>J</kbd> <kbd>K</kbd> move between bookings, <kbd>Enter</kbd> opens one, <kbd>/</kbd> searches.
        </Trans>
      </p>
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(filters.step)} aria-busy={query.isPending || undefined} className={styles.panel}>
        {body}
      </div>
    </section>
  );
}

export default InboxPage;
