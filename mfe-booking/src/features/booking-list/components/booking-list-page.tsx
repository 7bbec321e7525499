import { useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, Skeleton } from '@forwarder/shared/ui';
import { RequireCustomer } from '../../booking-common/components/require-customer';
import { useBookingList } from '../api/get-booking-list';
import { hasFilters, useListFilters } from '../hooks/use-list-filters';
import { BookingRow } from './booking-row';
import { ListFiltersBar } from './list-filters';
import styles from './booking-list.module.css';

/** Rows of the final size while the list loads. */
function RowsSkeleton() {
  return (
    <ul className={styles.rows} aria-hidden="true">
      {[0, 1, 2, 3].map((i) => (
        <li key={i} className={styles.row}>
          <Skeleton height={92} radius={12} />
        </li>
      ))}
    </ul>
  );
}

function PageSkeleton() {
  return (
    <div className={styles.page}>
      <Skeleton width={220} height={34} />
      <Skeleton height={76} className={styles.filtersSkeleton} />
      <RowsSkeleton />
    </div>
  );
}

function BookingList() {
  const { t } = useLingui();
  const { filters, update } = useListFilters();
  const list = useBookingList(filters);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // More rows are appended as the user scrolls near the end of the list.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  useEffect(() => {
    // Spec 2 section 8: a list error is only logged; the empty text shows.
    if (list.error) console.error('[booking] list failed', list.error);
  }, [list.error]);

  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  const cnt = list.data?.pages[0]?.cnt ?? 0;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        <Trans>My Booking</Trans>
      </h1>
      <ListFiltersBar filters={filters} onChange={update} />
      <p className={styles.total} aria-live="polite">
        {list.isPending ? <Skeleton width={90} height={20} /> : <Trans>Total {cnt}</Trans>}
      </p>
      {list.isPending ? (
        <RowsSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState message={hasFilters(filters) ? t`No results found.` : t`There is no booking request`} />
      ) : (
        <>
          <ul className={styles.rows} data-testid="booking-rows">
            {rows.map((b) => (
              <BookingRow key={b.bookingId} booking={b} />
            ))}
          </ul>
          <div ref={sentinel} />
          {hasNextPage && (
            <div className={styles.more}>
              <Button variant="secondary" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                <Trans>Show more</Trans>
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

/** /my-booking-list: the signed-in customer's bookings with filters in the query string. */
export function BookingListPage() {
  return (
    <RequireCustomer fallback={<PageSkeleton />}>
      <BookingList />
    </RequireCustomer>
  );
}

export default BookingListPage;
