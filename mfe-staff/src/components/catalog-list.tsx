/**
 * Pieces of the desk's lists (the inbox, spot offers, blog posts): the status links with their
 * counts, the keyword search (it follows the URL when that changes elsewhere) and the pager.
 */
import { useId, useState, type FormEvent, type Ref } from 'react';
import { Link } from '@forwarder/shared/router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { buttonClassName } from '@forwarder/shared/ui';
import styles from './catalog.module.css';

/** The status links: All and each status with its count; the current one is `aria-current`. */
export function StatusLinks<S extends string>({
  label,
  statuses,
  current,
  counts,
  labelOf,
  hrefOf,
}: {
  label: string;
  statuses: readonly S[];
  current: S | undefined;
  counts: Record<S, number> | undefined;
  labelOf: (status: S) => string;
  hrefOf: (status: S | undefined) => string;
}) {
  const { t } = useLingui();
  const all = counts ? statuses.reduce((n, s) => n + counts[s], 0) : undefined;
  const item = (status: S | undefined, text: string, count: number | undefined) => (
    <li key={status ?? 'ALL'}>
      <Link to={hrefOf(status)} className={styles.status} aria-current={current === status ? 'page' : undefined}>
        {text}
        {count !== undefined && <span className={styles.count}>{count}</span>}
      </Link>
    </li>
  );
  return (
    <ul className={styles.statuses} aria-label={label}>
      {item(undefined, t`All`, all)}
      {statuses.map((s) => item(s, labelOf(s), counts?.[s]))}
    </ul>
  );
}

/**
 * A keyword search (the desk's lists: bookings, offers, posts): submits the trimmed text; follows
 * `value` when the URL changes elsewhere (back/forward, Clear filters), keeping the focus. On a
 * phone the button shows its icon only.
 */
export function KeywordSearch({
  value,
  label,
  placeholder,
  onSearch,
  inputRef,
}: {
  value: string | undefined;
  label: string;
  placeholder: string;
  onSearch: (q: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
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
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        className={styles.searchInput}
        value={text}
        maxLength={100}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className={styles.searchButton}>
        <Search size={16} aria-hidden="true" />
        <span className={styles.searchLabel}>
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  );
}

/** Previous / "Page n of m" / Next, when there is more than one page. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <button type="button" className={buttonClassName({ variant: 'secondary' })} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft size={18} aria-hidden="true" />
        <Trans>Previous</Trans>
      </button>
      <span>
        <Trans>
          Page {page} of {pages}
        </Trans>
      </span>
      <button type="button" className={buttonClassName({ variant: 'secondary' })} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </nav>
  );
}
