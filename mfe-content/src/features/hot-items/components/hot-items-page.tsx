import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { HotItem } from '@forwarder/shared/contract';
import { Button, EmptyState, ErrorPanel, Price, Skeleton, useProgressiveCount } from '@forwarder/shared/ui';
import { PageHero } from '../../../components/page/page-hero';
import { gridImageLoading } from '../../../components/page/grid-image';
import page from '../../../components/page/page.module.css';
import { useInfiniteSentinel } from '../../../hooks/use-infinite-sentinel';
import { useHotItems } from '../api';
import styles from './hot-items-page.module.css';

/**
 * /contents/hotItems: used equipment for sale in Korea (the equipment service's listings in the
 * default categories), 20 a page as the visitor scrolls; each box opens the listing on the
 * equipment site in a new tab.
 */
/** Boxes added to the grid per task. */
const ITEMS_PER_TASK = 6;

export default function HotItemsPage() {
  const { t } = useLingui();
  const query = useHotItems();
  const items = useMemo(() => {
    const seen = new Set<number>();
    return (query.data?.pages ?? []).flatMap((p) => p.data.items).filter((i) => !seen.has(i.listingId) && Boolean(seen.add(i.listingId)));
  }, [query.data]);
  const total = query.data?.pages[0]?.data.totalCount ?? 0;
  const sentinel = useInfiniteSentinel(query);
  // The grid is built a few boxes per task: the first ones paint at once, and no single task
  // blocks the page for the whole list.
  const shown = useProgressiveCount(items.length, ITEMS_PER_TASK);

  return (
    <article aria-labelledby="hot-items-title">
      <PageHero
        id="hot-items-title"
        eyebrow={<Trans>Hot items</Trans>}
        title={<Trans>Used equipment ready to ship from Korea</Trans>}
        lead={<Trans>Excavators, loaders, forklifts, cranes and dump trucks from Korean yards. Buy on our equipment site, ship with us.</Trans>}
      />
      <section className={page.section} aria-label={t`Listings`}>
        <div className={page.inner}>
          {query.isPending ? (
            <ItemGridSkeleton label={t`Loading listings`} count={6} />
          ) : query.isError && items.length === 0 ? (
            <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : items.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <p className={styles.count} role="status">
                <Trans>
                  {items.length} of {total} listings
                </Trans>
              </p>
              <ul className={styles.grid}>
                {items.slice(0, shown).map((item, index) => (
                  <li key={item.listingId} className={styles.item}>
                    <ItemBox item={item} index={index} />
                  </li>
                ))}
              </ul>
              {/* The next page loads once every loaded box is in the grid. */}
              <div ref={shown < items.length ? undefined : sentinel} className={styles.more}>
                {query.isFetchingNextPage && <ItemGridSkeleton label={t`Loading more listings`} count={3} />}
                {query.isFetchNextPageError && (
                  <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void query.fetchNextPage()} />
                )}
                {query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError && (
                  <Button variant="secondary" onClick={() => void query.fetchNextPage()}>
                    <Trans>Load more listings</Trans>
                  </Button>
                )}
              </div>
            </>
          )}
        </div>
      </section>
    </article>
  );
}

/** One listing: picture, category, name (three lines at most) and price; the whole box is the link. */
function ItemBox({ item, index }: { item: HotItem; index: number }) {
  const { t } = useLingui();
  return (
    // The link's name is its visible text (category, name, price) plus a hidden hint, so a voice
    // user can say what they see (WCAG 2.5.3).
    <a className={styles.box} href={item.detailUrl} target="_blank" rel="noopener noreferrer">
      <img className={styles.image} src={item.thumbnails[0] ?? ''} alt="" width={400} height={300} {...gridImageLoading(index)} />
      <span className={styles.body}>
        <span className={styles.category}>{item.categoryName}</span>
        <span className={styles.name}>{item.itemName}</span>
        <span className={styles.footer}>
          {item.price === null ? (
            <span className={styles.onRequest}>
              <Trans>Price on request</Trans>
            </span>
          ) : (
            <Price usd={item.price} className={styles.price} />
          )}
          <ExternalLink size={18} aria-hidden="true" className={styles.external} />
          <span className="visually-hidden">{t`(opens the equipment site in a new tab)`}</span>
        </span>
      </span>
    </a>
  );
}

function ItemGridSkeleton({ label, count }: { label: string; count: number }) {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <div className={styles.grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className={styles.box}>
            <Skeleton className={styles.image} height="auto" radius={0} />
            <div className={styles.body}>
              <Skeleton width={100} height={21} />
              <Skeleton height="var(--name-height)" />
              <Skeleton width={120} height={27} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
