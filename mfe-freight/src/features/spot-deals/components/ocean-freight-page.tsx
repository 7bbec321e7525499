import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { useRuntimeConfig } from '@forwarder/shared/config';
import { countryNameIn } from '@forwarder/shared/country-codes';
import { useSearchParams } from '@forwarder/shared/router';
import { Button, ErrorPanel, Select, useProgressiveCount } from '@forwarder/shared/ui';
import { PageBanner } from '../../../components/page-banner';
import { useSentinel } from '../../../components/use-sentinel';
import { useSpotList } from '../api/get-spot-list';
import { useFocusAdded } from '../hooks/use-focus-added';
import { useNow } from '../hooks/use-now';
import { isListed, sanitizeCountryQuery } from '../model';
import { SpotCard } from './spot-card';
import { SpotGridSkeleton } from './spot-deals-skeleton';
import styles from './ocean-freight-page.module.css';

/** Cards rendered per task: the grid is built a few cards at a time. */
const CARDS_PER_TASK = 6;
/**
 * Cards in the grid at first, and added each time the visitor nears its end (or presses "Show
 * more offers"): every live offer at once was 50+ cards of work on a phone before anyone scrolled.
 */
export const CARDS_PER_BATCH = 12;

/** Valid destination in the query string: an api country code. */
const asCountry = (v: string | null) => (v && /^C\d{4}$/.test(v) ? v : '');

/**
 * Spot ocean freight list (spec 2 "Ocean freight list"): a destination selector (typing keeps
 * letters and periods, options match by prefix), Search, the result count and the cards. The
 * chosen destination lives in the query string (`?country=`), so a search can be shared.
 */
export default function OceanFreightPage() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const country = asCountry(params.get('country'));
  const [choice, setChoice] = useState(country);
  // Every destination with an offer, for the selector (the same cached call as the home widget).
  const all = useSpotList('');
  const result = useSpotList(country);
  const now = useNow();
  const email = useRuntimeConfig((s) => s.config.brand.email);

  const options = useMemo(() => {
    const codes = [...new Set((all.data ?? []).map((o) => o.arvCountry))];
    const opts = codes.map((code) => ({ value: code, label: countryNameIn(code, i18n.locale, code) }));
    opts.sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
    return [{ value: '', label: t`All destinations` }, ...opts];
  }, [all.data, i18n.locale, t]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setParams(choice ? { country: choice } : {});
  };

  const live = (result.data ?? []).filter((o) => isListed(o, now));
  // A new search starts again from the first batch.
  const [batch, setBatch] = useState({ country, limit: CARDS_PER_BATCH });
  const limit = batch.country === country ? batch.limit : CARDS_PER_BATCH;
  const rendered = useProgressiveCount(Math.min(live.length, limit), CARDS_PER_TASK);
  const hasMore = rendered < live.length;
  const ready = rendered >= limit;
  // "Show more offers": focus moves to the first card added since the button was reached (the
  // grid may have grown by itself while it had focus, as it came into view).
  const { list: grid, mark } = useFocusAdded<HTMLUListElement>();
  const shownAtFocus = useRef<number | null>(null);
  const addBatch = () => setBatch({ country, limit: limit + CARDS_PER_BATCH });
  const showMore = () => {
    mark(Math.min(shownAtFocus.current ?? limit, limit));
    addBatch();
  };
  // The next batch joins when the end of the grid comes within 600px of the screen.
  const sentinel = useSentinel<HTMLDivElement>(hasMore && ready, addBatch, { rootMargin: '600px 0px' });

  let body;
  if (result.isError) body = <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void result.refetch()} retrying={result.isFetching} />;
  else if (!result.data) body = <SpotGridSkeleton count={6} />;
  else if (live.length === 0)
    body = (
      <div className={styles.empty} role="status">
        <p className={styles.emptyText}>
          <Trans>No results found for your search</Trans>
        </p>
        <a className={styles.contact} href={`mailto:${email}`}>
          <Trans>Contact our staff</Trans>
        </a>
      </div>
    );
  else
    body = (
      <>
        <ul ref={grid} className={styles.grid}>
          {live.slice(0, rendered).map((offer) => (
            <li key={offer.freRateLegacyId} className={styles.item}>
              <SpotCard offer={offer} />
            </li>
          ))}
        </ul>
        {hasMore && (
          <div ref={sentinel} className={styles.more}>
            <Button
              variant="secondary"
              onFocus={() => {
                shownAtFocus.current = rendered;
              }}
              onBlur={() => {
                shownAtFocus.current = null;
              }}
              onClick={showMore}
            >
              <Trans>Show more offers</Trans>
            </Button>
          </div>
        )}
      </>
    );

  return (
    <>
      <PageBanner titleId={titleId} title={t`Spot ocean freight`} lead={t`Limited-time rates from Korea. Book before the countdown ends.`}>
        <form className={styles.search} role="search" aria-labelledby={titleId} onSubmit={submit}>
          <Select
            className={styles.select}
            label={t`Destination country`}
            options={options}
            value={choice}
            onChange={setChoice}
            placeholder={t`All destinations`}
            sanitizeQuery={sanitizeCountryQuery}
          />
          <Button type="submit" variant="cta" size="lg" className={styles.button}>
            <Search aria-hidden="true" size={18} />
            <Trans>Search</Trans>
          </Button>
        </form>
      </PageBanner>
      <section className={styles.body} aria-label={t`Offers`}>
        <p className={styles.count} aria-live="polite">
          {result.data ? <Trans>{live.length} results</Trans> : '\u00a0'}
        </p>
        {body}
      </section>
    </>
  );
}
