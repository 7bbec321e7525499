import { useId, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { DayField } from '@forwarder/shared/ui';
import { useCargoTypeLabels } from '../../booking-common/components/cargo-type-label';
import { keywordToId, type ListFilters } from '../hooks/use-list-filters';
import styles from './booking-list.module.css';

/** The filter bar: each change writes the query string at once (spec 2 "My Booking list", section 5). */
export function ListFiltersBar({ filters, onChange }: { filters: ListFilters; onChange: (patch: Partial<Record<keyof ListFilters, string | undefined>>) => void }) {
  const { t } = useLingui();
  const cargo = useCargoTypeLabels();
  const id = useId();
  const [dateError, setDateError] = useState<string | null>(null);

  const setDay = (which: 'regDtmS' | 'regDtmE', day: string | undefined) => {
    const start = which === 'regDtmS' ? day : filters.regDtmS;
    const end = which === 'regDtmE' ? day : filters.regDtmE;
    if (start && end && end < start) {
      setDateError(which === 'regDtmE' ? t`The end date cannot be before the start date.` : t`The start date cannot be after the end date.`);
      return;
    }
    setDateError(null);
    onChange({ [which]: day });
  };

  const errorId = `${id}-date-error`;
  return (
    <div className={styles.filters}>
      <fieldset className={styles.dates}>
        <legend className={styles.legend}>
          <Trans>Request date</Trans>
        </legend>
        <div className={styles.field}>
          <label htmlFor={`${id}-start`} className={styles.label}>
            {t`From`}
          </label>
          <DayField
            id={`${id}-start`}
            value={filters.regDtmS ?? ''}
            max={filters.regDtmE}
            onChange={(day) => setDay('regDtmS', day)}
            onBadDay={() => setDateError(t`Enter the date as yyyy.MM.dd, for example 2026.11.27.`)}
            pickLabel={t`Choose the start date`}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? errorId : undefined}
            data-testid="filter-start"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-end`} className={styles.label}>
            {t`To`}
          </label>
          <DayField
            id={`${id}-end`}
            value={filters.regDtmE ?? ''}
            min={filters.regDtmS}
            onChange={(day) => setDay('regDtmE', day)}
            onBadDay={() => setDateError(t`Enter the date as yyyy.MM.dd, for example 2026.11.27.`)}
            pickLabel={t`Choose the end date`}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? errorId : undefined}
            data-testid="filter-end"
          />
        </div>
        {dateError && (
          <p id={errorId} className={styles.error} role="alert">
            {dateError}
          </p>
        )}
      </fieldset>

      <label className={styles.field}>
        <span className={styles.label}>{t`Shipping type`}</span>
        <select className={styles.control} value={filters.cargoType ?? ''} onChange={(e) => onChange({ cargoType: e.target.value || undefined })}>
          <option value="">{t`All`}</option>
          {(['RORO', 'CONT', 'CONS', 'BULK'] as const).map((c) => (
            <option key={c} value={c}>
              {cargo[c]}
            </option>
          ))}
        </select>
      </label>

      <label className={styles.field}>
        <span className={styles.label}>{t`Request step`}</span>
        <select className={styles.control} value={filters.flagBookingProgress ? 'true' : 'false'} onChange={(e) => onChange({ flagBookingProgress: e.target.value === 'false' ? 'false' : undefined })}>
          <option value="true">{t`In progress`}</option>
          <option value="false">{t`Finished`}</option>
        </select>
      </label>

      <label className={styles.field}>
        <span className={styles.label}>{t`Chat status`}</span>
        <select className={styles.control} value={filters.flagInquiry === undefined ? '' : String(filters.flagInquiry)} onChange={(e) => onChange({ flagInquiry: e.target.value || undefined })}>
          <option value="">{t`All`}</option>
          <option value="true">{t`Chat in progress`}</option>
          <option value="false">{t`Chat finished`}</option>
        </select>
      </label>

      <KeywordSearch key={filters.bookingId ?? 0} bookingId={filters.bookingId} onChange={onChange} />
    </div>
  );
}

/**
 * The booking-number keyword (spec 2 section 5): digits only; Enter searches only with a booking
 * number set; remounted (key) when the URL's number changes, so it always shows the applied one.
 */
function KeywordSearch({ bookingId, onChange }: { bookingId: number | undefined; onChange: (patch: { bookingId?: string }) => void }) {
  const { t } = useLingui();
  const [keyword, setKeyword] = useState(bookingId ? String(bookingId) : '');
  const search = (e: FormEvent) => {
    e.preventDefault();
    const next = keywordToId(keyword);
    // Above 2147483647 the keyword is ignored; nothing to search without a booking number.
    if (next === null) return;
    if (next === '' && !bookingId) return;
    onChange({ bookingId: next || undefined });
    if (next === '') setKeyword('');
  };

  return (
    <form className={styles.keyword} role="search" onSubmit={search}>
        <label className={styles.field}>
          <span className={styles.label}>{t`Booking number`}</span>
          <input
            className={styles.control}
            inputMode="numeric"
            autoComplete="off"
            value={keyword}
            placeholder={t`e.g. 1024`}
            onChange={(e) => setKeyword(e.target.value.replace(/\D/g, ''))}
            data-testid="filter-keyword"
          />
        </label>
        <button type="submit" className={styles.searchButton} aria-label={t`Search`}>
          <Search size={20} aria-hidden="true" />
        </button>
      </form>
  );
}
