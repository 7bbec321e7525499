import { useDeferredValue, useEffect, useId, useState } from 'react';
import { Link } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import type { SpotFreight } from '@forwarder/shared/contract';
import { bus } from '@forwarder/shared/bus';
import { paths } from '@forwarder/shared/paths';
import { Button, ButtonLink, EmptyState, ErrorPanel, SectionHeading } from '@forwarder/shared/ui';
import { useSpotList } from '../api/get-spot-list';
import { useBatchSize } from '../hooks/use-batch-size';
import { useFocusAdded } from '../hooks/use-focus-added';
import { useNow } from '../hooks/use-now';
import { VIEW_MORE_STEP, isListed } from '../model';
import { SpotCard } from './spot-card';
import { SpotGridSkeleton } from './spot-deals-skeleton';
import styles from './spot-deals.module.css';

/**
 * Spot freight deals of the home page (spec 1 sections 2, 4 and 9): the first batch of live
 * offers, 'View more' adding three at a time; the extra batches are dropped when the visitor
 * navigates through the menu (the spec's "main-freight selection" reset).
 */
export function SpotDeals() {
  const { t } = useLingui();
  const titleId = useId();
  const batch = useBatchSize();
  const [extra, setExtra] = useState(0);
  const spots = useSpotList();
  // The query's answer arrives as a synchronous update; the cards are then built in a deferred
  // render that React slices into short tasks (the skeleton stays until they are ready), so the
  // list's arrival never blocks input on a slow phone.
  const offers = useDeferredValue(spots.data);

  useEffect(() => bus.on('nav:menu-navigated', () => setExtra(0)), []);

  let body;
  if (spots.isError)
    body = (
      <ErrorPanel message={t`Error Occurred. Please try again.`} onRetry={() => void spots.refetch()} retrying={spots.isFetching} />
    );
  else if (offers === undefined) body = <SpotGridSkeleton count={batch} />;
  else body = <SpotGrid offers={offers} shown={batch + extra} onMore={() => setExtra((n) => n + VIEW_MORE_STEP)} />;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.inner}>
        <SectionHeading
          id={titleId}
          eyebrow={t`Spot ocean freight`}
          title={t`Spot freight deals`}
          subtitle={t`Limited-time rates from Korea. Book before the countdown ends.`}
          action={
            <Link to={paths.oceanFreight} className={styles.all}>
              <Trans>All offers</Trans>
              <ArrowRight aria-hidden="true" size={18} />
            </Link>
          }
        />
        {body}
      </div>
    </section>
  );
}

/**
 * The cards themselves. The list follows the 1-second clock to hide offers whose countdown has
 * ended; the cards are memoized, so a tick re-renders only their countdown lines (one shared timer).
 */
function SpotGrid({ offers, shown, onMore }: { offers: SpotFreight[]; shown: number; onMore: () => void }) {
  const now = useNow();
  // After 'View more', focus moves to the first new card.
  const { list, mark } = useFocusAdded<HTMLUListElement>();
  const live = offers.filter((o) => isListed(o, now));
  const visible = live.slice(0, shown);

  if (live.length === 0) {
    return (
      <EmptyState
        action={
          <ButtonLink to={paths.shippingQuotation} variant="secondary">
            <Trans>Request a quote</Trans>
          </ButtonLink>
        }
      />
    );
  }

  return (
    <>
      <ul className={styles.grid} ref={list}>
        {visible.map((offer) => (
          <li key={offer.freRateLegacyId} className={styles.item}>
            <SpotCard offer={offer} />
          </li>
        ))}
      </ul>
      {visible.length < live.length && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              mark(visible.length);
              onMore();
            }}
          >
            <Trans>View more</Trans>
          </Button>
        </div>
      )}
    </>
  );
}
