import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '@forwarder/shared/router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, ChevronLeft, ChevronRight, Plus, Search } from 'lucide-react';
import { STAFF_OFFERS_PAGE_SIZE, type StaffOffer, type StaffOfferStatus } from '@forwarder/shared/contract';
import { deskOfferUrl, paths } from '@forwarder/shared/paths';
import { dotDay } from '@forwarder/shared/format';
import { buttonClassName } from '@forwarder/shared/ui';
import { CountryFlag } from '../../../components/country-flag';
import { isSignedOut, SignInAgain } from '../../../components/error-text';
import { ageOf, countryName, money } from '../../../components/format';
import { DeskEmpty, DeskError, DeskLoader } from '../../../components/states';
import { useDeskTitle } from '../../../components/desk-title';
import { useUnreadTotal } from '../../../components/use-unread-total';
import { useOfferList, type OfferFilters } from '../api/offers';
import { statusTone, useOfferLabels } from './offer-labels';
import card from '../../workspace/components/workspace.module.css';
import styles from './offers.module.css';

const STATUSES: readonly StaffOfferStatus[] = ['LIVE', 'SOLD_OUT', 'EXPIRED'];

/** The list's filters from the URL (`status`, `q`, `page`); anything else is ignored. */
function useOfferFilters(): [OfferFilters, (patch: Partial<OfferFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const page = Number(params.get('page'));
  const filters: OfferFilters = {
    status: STATUSES.includes(status as StaffOfferStatus) ? (status as StaffOfferStatus) : undefined,
    q: params.get('q')?.trim() || undefined,
    page: Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined,
  };
  const update = (patch: Partial<OfferFilters>) => {
    const next = { ...filters, page: undefined, ...patch };
    const qs = new URLSearchParams();
    if (next.status) qs.set('status', next.status);
    if (next.q) qs.set('q', next.q);
    if (next.page && next.page > 1) qs.set('page', String(next.page));
    setParams(qs);
  };
  return [filters, update];
}

/** The status links: All and each status with its count; the current one is `aria-current`. */
function StatusLinks({ filters, counts }: { filters: OfferFilters; counts: Record<StaffOfferStatus, number> | undefined }) {
  const { t } = useLingui();
  const labels = useOfferLabels();
  const hrefOf = (status: StaffOfferStatus | undefined) => {
    const qs = new URLSearchParams();
    if (status) qs.set('status', status);
    if (filters.q) qs.set('q', filters.q);
    const s = qs.toString();
    return s ? `${paths.deskOffers}?${s}` : paths.deskOffers;
  };
  const all = counts ? counts.LIVE + counts.SOLD_OUT + counts.EXPIRED : undefined;
  const item = (status: StaffOfferStatus | undefined, label: string, count: number | undefined) => (
    <li key={status ?? 'ALL'}>
      <Link to={hrefOf(status)} className={styles.status} aria-current={filters.status === status ? 'page' : undefined}>
        {label}
        {count !== undefined && <span className={styles.count}>{count}</span>}
      </Link>
    </li>
  );
  return (
    <ul className={styles.statuses} aria-label={t`Offer status`}>
      {item(undefined, t`All`, all)}
      {STATUSES.map((s) => item(s, labels.status[s], counts?.[s]))}
    </ul>
  );
}

function OfferSearch({ value, onSearch }: { value: string | undefined; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor="offer-search" className="visually-hidden">
        <Trans>Search offers</Trans>
      </label>
      <input
        id="offer-search"
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={100}
        placeholder={t`Offer no., port, line or cargo`}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.searchButton}>
        <Search size={16} aria-hidden="true" />
        <Trans>Search</Trans>
      </button>
    </form>
  );
}

function OfferRow({ offer }: { offer: StaffOffer }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const labels = useOfferLabels();
  const tone = statusTone[offer.status];
  const country = countryName(offer.arvCountry, locale, offer.arvCountryNm);
  const deadline = dotDay(offer.depositExpirationDate);
  const departure = dotDay(offer.dptEstimateDate);
  const editor = offer.updatedBy?.name;
  const age = ageOf(offer.updatedAt, locale) ?? t`just now`;
  return (
    <li>
      <Link to={deskOfferUrl(offer.freRateLegacyId)} className={styles.row} data-testid="offer-row">
        <span className={styles.number}>{offer.freRateLegacyId}</span>
        <span className={styles.route}>
          {offer.dptPortNm}
          <ArrowRight size={14} aria-label={t`to`} />
          <CountryFlag code={offer.arvCountry} />
          {offer.arvPortNm}, {country}
        </span>
        <span className={styles.cargo}>{labels.cargo(offer)}</span>
        <span className={styles.price}>{offer.costDisplay === null ? t`On request` : money(offer.costDisplay, 'USD', locale)}</span>
        <span className={styles.dates}>
          <Trans>
            Deposit {deadline} · sails {departure}
          </Trans>
        </span>
        <span className={styles.rowStatus}>
          <span className={`${card.pill} ${tone === 'ok' ? card.pillOk : tone === 'bad' ? card.pillBad : card.pillOff}`}>{labels.status[offer.status]}</span>
          {offer.bookingCount > 0 && (
            <span className={`${card.pill} ${card.pillOff}`}>
              <Plural value={offer.bookingCount} one="# booking" other="# bookings" />
            </span>
          )}
        </span>
        <span className={styles.by}>{editor ? <Trans>{editor}, {age}</Trans> : age}</span>
      </Link>
    </li>
  );
}

/** /desk/offers: every spot offer (live, sold out, ended) with status links, a keyword search and pages of 50. */
export function OffersPage() {
  const { t } = useLingui();
  const [filters, update] = useOfferFilters();
  const query = useOfferList(filters);
  const unread = useUnreadTotal();
  useDeskTitle(unread, t`Spot offers`);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / STAFF_OFFERS_PAGE_SIZE)) : 1;
  const page = filters.page ?? 1;

  let body;
  if (query.isPending) body = <DeskLoader />;
  else if (query.isError && !data) {
    body = isSignedOut(query.error) ? (
      <DeskError message={<Trans>Your session has ended, or this account is not staff.</Trans>}>
        <SignInAgain />
      </DeskError>
    ) : (
      <DeskError message={<Trans>The offers could not be loaded.</Trans>} onRetry={() => void query.refetch()} />
    );
  } else if (!data || data.list.length === 0) {
    body = filters.q ? (
      <DeskEmpty title={<Trans>No offer matches “{filters.q}”.</Trans>} />
    ) : (
      <DeskEmpty title={<Trans>No offers here yet.</Trans>}>
        <Link to={paths.deskNewOffer} className={buttonClassName({ variant: 'primary' })}>
          <Plus size={18} aria-hidden="true" />
          <Trans>New offer</Trans>
        </Link>
      </DeskEmpty>
    );
  } else {
    body = (
      <>
        <div className={styles.headRow} aria-hidden="true">
          <span>
            <Trans>No.</Trans>
          </span>
          <span>
            <Trans>Route</Trans>
          </span>
          <span>
            <Trans>Cargo</Trans>
          </span>
          <span>
            <Trans>Price</Trans>
          </span>
          <span>
            <Trans>Dates</Trans>
          </span>
          <span>
            <Trans>Status</Trans>
          </span>
          <span>
            <Trans>Last change</Trans>
          </span>
        </div>
        <ul className={styles.list} aria-label={t`Spot offers`}>
          {data.list.map((o) => (
            <OfferRow key={o.freRateLegacyId} offer={o} />
          ))}
        </ul>
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t`Pages`}>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} disabled={page <= 1} onClick={() => update({ page: page - 1 })}>
              <ChevronLeft size={18} aria-hidden="true" />
              <Trans>Previous</Trans>
            </button>
            <span>
              <Trans>
                Page {page} of {pages}
              </Trans>
            </span>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} disabled={page >= pages} onClick={() => update({ page: page + 1 })}>
              <Trans>Next</Trans>
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="offers-title">
      <div className={styles.pageHead}>
        <h1 id="offers-title" className={styles.title}>
          <Trans>Spot offers</Trans>
        </h1>
        {data && (
          <p className={styles.meta} data-testid="offers-meta">
            <Plural value={data.total} one="# offer" other="# offers" />
          </p>
        )}
        <Link to={paths.deskNewOffer} className={`${buttonClassName({ variant: 'primary' })} ${styles.headAction}`}>
          <Plus size={18} aria-hidden="true" />
          <Trans>New offer</Trans>
        </Link>
      </div>
      <div className={styles.controls}>
        <StatusLinks filters={filters} counts={data?.counts} />
        <OfferSearch value={filters.q} onSearch={(q) => update({ q: q || undefined })} />
      </div>
      <div aria-busy={query.isPending || undefined}>{body}</div>
    </section>
  );
}

export default OffersPage;
