import { useId, useMemo, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import type { ScheduleCountItem } from '@forwarder/shared/contract';
import { countryNameIn, localizedCountryOptions } from '@forwarder/shared/country-codes';
import { scheduleUrl } from '@forwarder/shared/paths';
import { useLocation, useNavigate, useParams } from '@forwarder/shared/router';
import { useVisitorCountry } from '@forwarder/shared/stores';
import { Button, ErrorPanel, Select, Skeleton } from '@forwarder/shared/ui';
import { ContactStaff } from '../../../components/contact-staff';
import { PageBanner } from '../../../components/page-banner';
import { useSentinel } from '../../../components/use-sentinel';
import { useScheduleCount } from '../api/get-schedule-count';
import { useSchedulePages } from '../api/get-schedule-page';
import { countryFromSuffix, englishNameOf, toggleCode, VESSEL_TYPE_CODES, VESSEL_TYPE_LABEL } from '../model';
import { ScheduleRow } from './schedule-row';
import styles from './schedule-page.module.css';

/**
 * One row of filter tabs: All plus one toggle per code, each with its count. While the counts
 * load (`items` undefined) All stands alone without a number: not a count of 0.
 */
function FilterTabs({ label, items, selected, onAll, onToggle }: { label: string; items: ScheduleCountItem[] | undefined; selected: readonly string[]; onAll: () => void; onToggle: (code: string) => void }) {
  const { t } = useLingui();
  const total = items?.reduce((s, i) => s + i.count, 0);
  return (
    <div className={styles.tabs} role="group" aria-label={label} aria-busy={items ? undefined : true}>
      <button type="button" className={styles.tab} aria-pressed={selected.length === 0} onClick={onAll}>
        {t`All`} {total !== undefined && <span className={styles.tabCount}>{total}</span>}
      </button>
      {items?.map((i) => (
        <button key={i.code} type="button" className={styles.tab} aria-pressed={selected.includes(i.code)} onClick={() => onToggle(i.code)}>
          {i.name} <span className={styles.tabCount}>{i.count}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * Shipping schedule (spec 2 "Shipping schedule", sections 4 and 9): fixed origin S.Korea and a
 * destination; vessel-type and line tabs with counts (All clears; choosing every one clears);
 * searching resets types, lines and page, changing types resets lines; 30 rows a page, the next
 * page when the end sentinel is 10 % visible. The destination defaults to the URL's, else the
 * visitor's country, else all; a search writes /South-Korea-to-{country} to the path.
 */
export default function SchedulePage() {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const navigate = useNavigate();
  const { destination: suffix } = useParams();
  const visitor = useVisitorCountry((s) => s.code);
  const visitorDone = useVisitorCountry((s) => s.status === 'done');
  // A search for all countries says so in the history entry: the bare path alone means "default".
  const chosenAll = (useLocation().state as { allCountries?: boolean } | null)?.allCountries === true;
  const fromUrl = countryFromSuffix(suffix);
  const destination = fromUrl ?? (suffix || chosenAll ? '' : (visitor ?? ''));
  const [choice, setChoice] = useState(destination);
  const [types, setTypes] = useState<string[]>([]);
  const [lines, setLines] = useState<string[]>([]);
  const ready = Boolean(fromUrl) || Boolean(suffix) || chosenAll || visitorDone;

  // The URL or the detected country changed (a search, the back button, a late detection):
  // follow it with the filters reset, adjusting state during render as React recommends.
  const [shown, setShown] = useState(destination);
  if (shown !== destination) {
    setShown(destination);
    setChoice(destination);
    setTypes([]);
    setLines([]);
  }

  const counts = useScheduleCount(destination, types, ready);
  const typeCounts = useScheduleCount(destination, [], ready);
  const pages = useSchedulePages({ toCountryCode: destination, vesselTypes: types, lines }, ready);
  const rows = useMemo(() => pages.data?.pages.flatMap((p) => p.shippingSchedules) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.totalCount;
  const countryTotal = typeCounts.data?.vesselType.reduce((s, x) => s + x.count, 0);

  const options = useMemo(() => [{ value: '', label: t`All countries` }, ...localizedCountryOptions(i18n.locale).filter((o) => o.value !== 'C1570')], [i18n.locale, t]);

  const sentinel = useSentinel<HTMLDivElement>(pages.hasNextPage && !pages.isFetchingNextPage, () => void pages.fetchNextPage(), { threshold: 0.1 });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setTypes([]);
    setLines([]);
    const name = choice ? englishNameOf(choice) : null;
    // Searching the destination already shown still resets the filters (done above).
    void navigate(scheduleUrl(name), { state: name ? null : { allCountries: true } });
  };

  const vesselItems = typeCounts.data?.vesselType.map((v) => ({ ...v, name: v.code in VESSEL_TYPE_LABEL ? i18n._(VESSEL_TYPE_LABEL[v.code as keyof typeof VESSEL_TYPE_LABEL]) : v.name }));
  const lineItems = counts.data?.shippingLine;

  let results;
  if (pages.isError || counts.isError) results = <ErrorPanel message={t`We are very sorry. There's no available data at the moment.`} onRetry={() => void pages.refetch()} retrying={pages.isFetching} />;
  else if (!pages.data)
    results = (
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className={styles.skeletonRow}>
            <Skeleton height={88} />
          </li>
        ))}
      </ul>
    );
  else if (rows.length === 0)
    results = (
      <div className={styles.empty} role="status">
        {destination && countryTotal === 0 ? (
          <Trans>We are sorry, there is no shipping schedule available for this country. Please search for another country.</Trans>
        ) : (
          <Trans>There is no search data.</Trans>
        )}
      </div>
    );
  else
    results = (
      <>
        <ul className={styles.list}>
          {rows.map((s) => (
            <li key={s.shippingScheduleCode}>
              <ScheduleRow schedule={s} />
            </li>
          ))}
        </ul>
        <div ref={sentinel} className={styles.sentinel} data-testid="schedule-sentinel" />
        {pages.isFetchingNextPage && (
          <p className={styles.loadingMore} role="status">
            <Trans>Loading more sailings…</Trans>
          </p>
        )}
      </>
    );

  return (
    <>
      <PageBanner titleId={titleId} title={t`Shipping schedule`} lead={t`Sailings from Korea to 110+ countries with our 17 partner lines.`}>
        <form className={styles.search} role="search" aria-labelledby={titleId} onSubmit={search}>
          <div className={styles.origin}>
            <span className={styles.originLabel}>
              <Trans>Origin</Trans>
            </span>
            <span className={styles.originValue}>{t({ message: 'S.Korea', comment: "The schedule's fixed origin country (spec 2): South Korea, named as the country table names it (es República de Corea, ru Республика Корея)" })}</span>
          </div>
          <Select className={styles.select} label={t`Destination country`} options={options} value={choice} onChange={setChoice} placeholder={t`All countries`} />
          <Button type="submit" variant="cta" size="lg" className={styles.button}>
            <Search aria-hidden="true" size={18} />
            <Trans>Search</Trans>
          </Button>
        </form>
      </PageBanner>
      <section className={styles.body} aria-labelledby={`${titleId}-results`}>
        <h2 id={`${titleId}-results`} className="visually-hidden">
          {destination ? t`Sailings to ${countryNameIn(destination, i18n.locale)}` : t`All sailings`}
        </h2>
        <FilterTabs
          label={t`Vessel type`}
          items={vesselItems}
          selected={types}
          onAll={() => {
            setTypes([]);
            setLines([]);
          }}
          onToggle={(code) => {
            setTypes((s) => toggleCode(s, code, VESSEL_TYPE_CODES));
            setLines([]);
          }}
        />
        <FilterTabs
          label={t`Shipping line`}
          items={lineItems}
          selected={lines}
          onAll={() => setLines([])}
          onToggle={(code) => setLines((s) => toggleCode(s, code, (lineItems ?? []).map((l) => l.code)))}
        />
        <p className={styles.count} aria-live="polite">
          {total === undefined ? '\u00a0' : <Trans>{total} sailings</Trans>}
        </p>
        {results}
      </section>
      <div className={styles.contact}>
        <ContactStaff />
      </div>
    </>
  );
}

