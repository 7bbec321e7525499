import { forwardRef, useId, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal, X } from 'lucide-react';
import { KeywordSearch } from '../../../components/catalog-list';
import { countryChoices } from '../../../components/country-name';
import { CARGO_TYPES, useCargoTypeLabels } from '../../../components/labels';
import { useNarrowScreen } from '../../../components/use-narrow-screen';
import { activeFilterCount, type InboxFilters } from '../hooks/use-inbox-filters';
import styles from './inbox.module.css';

type Patch = Partial<Record<'chat' | 'unread' | 'country' | 'cargoType' | 'from' | 'to' | 'q', string | undefined>>;

/**
 * The filter bar: keyword (booking number exact, or an email or name in part; applied on Enter or
 * Search), chat open or ended, unread only, customer country, cargo type and
 * request dates, every value in the URL (the step is the tabs'). At 599 px and below the filters
 * other than the keyword fold behind a "Filters" button.
 */
export const InboxFilterBar = forwardRef<HTMLInputElement, { filters: InboxFilters; onChange: (patch: Patch) => void; onClear: () => void }>(function InboxFilterBar(
  { filters, onChange, onClear },
  keywordRef,
) {
  const { t, i18n } = useLingui();
  const cargo = useCargoTypeLabels();
  const countries = useMemo(() => countryChoices(i18n.locale), [i18n.locale]);
  const [open, setOpen] = useState(false);
  // On a phone the filters fold behind "Filters": built when opened (the country list alone is 250
  // options, in the first screen and again in the first render, for a panel nobody sees yet).
  const narrow = useNarrowScreen();
  const ids = { chat: useId(), country: useId(), cargo: useId(), from: useId(), to: useId(), unread: useId(), panel: useId() };
  const active = activeFilterCount(filters);

  return (
    <div className={styles.filterBar}>
      <div className={styles.filterTop}>
        <KeywordSearch inputRef={keywordRef} value={filters.q} label={t`Search bookings`} placeholder={t`Booking no., email or name`} onSearch={(q) => onChange({ q: q || undefined })} />
        <button type="button" className={styles.filterToggle} aria-expanded={open} aria-controls={ids.panel} onClick={() => setOpen((o) => !o)}>
          <SlidersHorizontal size={16} aria-hidden="true" />
          <Trans>Filters</Trans>
          {active > 0 && <span className={styles.filterCount}>{active}</span>}
        </button>
      </div>
      <div id={ids.panel} className={styles.filters} data-open={open || undefined}>
        {(open || !narrow) && (
          <>
            <div className={styles.field}>
              <label htmlFor={ids.chat}>
                <Trans>Chat</Trans>
              </label>
              <select id={ids.chat} className={styles.control} value={filters.chat ?? ''} onChange={(e) => onChange({ chat: e.target.value || undefined })}>
                <option value="">{t`Any`}</option>
                <option value="open">{t`Open`}</option>
                <option value="ended">{t`Ended`}</option>
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.country}>
                <Trans>Country</Trans>
              </label>
              <select id={ids.country} className={styles.control} value={filters.country ?? ''} onChange={(e) => onChange({ country: e.target.value || undefined })}>
                <option value="">{t`All countries`}</option>
                {countries.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.cargo}>
                <Trans>Cargo type</Trans>
              </label>
              <select id={ids.cargo} className={styles.control} value={filters.cargoType ?? ''} onChange={(e) => onChange({ cargoType: e.target.value || undefined })}>
                <option value="">{t`All types`}</option>
                {CARGO_TYPES.map((c) => (
                  <option key={c} value={c}>
                    {cargo[c]}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.from}>
                <Trans>Requested from</Trans>
              </label>
              <input id={ids.from} type="date" className={styles.control} value={filters.from ?? ''} max={filters.to} onChange={(e) => onChange({ from: e.target.value || undefined })} />
            </div>
            <div className={styles.field}>
              <label htmlFor={ids.to}>
                <Trans>Requested to</Trans>
              </label>
              <input id={ids.to} type="date" className={styles.control} value={filters.to ?? ''} min={filters.from} onChange={(e) => onChange({ to: e.target.value || undefined })} />
            </div>
            <div className={styles.checkField}>
              <input id={ids.unread} type="checkbox" className={styles.checkbox} checked={Boolean(filters.unread)} onChange={(e) => onChange({ unread: e.target.checked ? 'true' : undefined })} />
              <label htmlFor={ids.unread}>
                <Trans>Unread only</Trans>
              </label>
            </div>
          </>
        )}
        {active > 0 && (
          <button type="button" className={styles.clear} onClick={onClear}>
            <X size={16} aria-hidden="true" />
            <Trans>Clear filters</Trans>
          </button>
        )}
      </div>
    </div>
  );
});
