import { Link, useSearchParams } from '@forwarder/shared/router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Plus } from 'lucide-react';
import { STAFF_OFFERS_PAGE_SIZE, type StaffOffer, type StaffOfferStatus } from '@forwarder/shared/contract';
import { deskOfferUrl, paths } from '@forwarder/shared/paths';
import { dotDay } from '@forwarder/shared/format';
import { buttonClassName } from '@forwarder/shared/ui';
import { KeywordSearch, Pager, StatusLinks } from '../../../components/catalog-list';
import { CountryFlag } from '../../../components/country-flag';
import { ageOf, money } from '../../../components/format';
import { countryName } from '../../../components/country-name';
import { DeskEmpty, DeskLoadError, DeskLoader } from '../../../components/states';
import { useDeskTitle } from '../../../components/desk-title';
import { useUnreadTotal } from '../../../components/use-unread-total';
import { useOfferList, type OfferFilters } from '../api/offers';
import { statusTone, useOfferLabels } from './offer-labels';
import styles from '../../../components/catalog.module.css';
import card from '../../workspace/components/workspace.module.css';

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
          <span className={styles.arrival}>
            <CountryFlag code={offer.arvCountry} />
            {offer.arvPortNm}, {country}
          </span>
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
  const labels = useOfferLabels();
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
    body = <DeskLoadError error={query.error} message={<Trans>The offers could not be loaded.</Trans>} onRetry={() => void query.refetch()} />;
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
        <Pager page={page} pages={pages} onPage={(p) => update({ page: p })} />
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
        <StatusLinks
          label={t`Offer status`}
          statuses={STATUSES}
          current={filters.status}
          counts={data?.counts}
          labelOf={(s) => labels.status[s]}
          hrefOf={(status) => {
            const qs = new URLSearchParams();
            if (status) qs.set('status', status);
            if (filters.q) qs.set('q', filters.q);
            const s = qs.toString();
            return s ? `${paths.deskOffers}?${s}` : paths.deskOffers;
          }}
        />
        <KeywordSearch value={filters.q} label={t`Search offers`} placeholder={t`Offer no., port, line or cargo`} onSearch={(q) => update({ q: q || undefined })} />
      </div>
      <div aria-busy={query.isPending || undefined}>{body}</div>
    </section>
  );
}

export default OffersPage;
