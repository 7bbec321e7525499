import { useCallback, useMemo } from 'react';
import * as v from 'valibot';
import { useSearchParams } from '@forwarder/shared/router';
import { StaffInboxQuerySchema, type StaffInboxQuery } from '@forwarder/shared/contract';

/** The inbox filters the URL holds: every filter of GET /staff/inbox but the page cursor. */
export type InboxFilters = Omit<StaffInboxQuery, 'after'>;

/** The URL parameters of the filters, in the order they are written. */
export const FILTER_KEYS = ['step', 'chat', 'unread', 'country', 'cargoType', 'from', 'to', 'q'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The filters in `params`, each read with the contract's own rule (what the api would refuse is
 * left out rather than sent): `unread` only when true, a keyword only when not blank, and a start
 * day after the end day dropped.
 */
export function readFilters(params: URLSearchParams): InboxFilters {
  const out: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    if (raw === null || raw.trim() === '') continue;
    const parsed = v.safeParse(StaffInboxQuerySchema.entries[key], raw);
    if (parsed.success && parsed.output !== undefined && parsed.output !== '' && parsed.output !== false) out[key] = parsed.output;
  }
  const filters = out as InboxFilters;
  if (filters.from && filters.to && filters.from > filters.to) delete filters.from;
  return filters;
}

/** The filters as query-string values (the inverse of readFilters). */
export function filtersToQuery(f: InboxFilters): Record<string, string | undefined> {
  return {
    step: f.step,
    chat: f.chat,
    unread: f.unread ? 'true' : undefined,
    country: f.country,
    cargoType: f.cargoType,
    from: f.from,
    to: f.to,
    q: f.q,
  };
}

/** How many filters besides the step tab are set (the mobile "Filters" button shows it). */
export const activeFilterCount = (f: InboxFilters) => FILTER_KEYS.filter((k) => k !== 'step' && f[k] !== undefined).length;

/** The filters in the URL, a setter writing a change back to it, and a reset (the step tab stays). */
export function useInboxFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<Record<FilterKey, string | undefined>>) => {
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, val] of Object.entries(patch)) {
          if (val === undefined || val === '') next.delete(k);
          else next.set(k, val);
        }
        return next;
      });
    },
    [setParams],
  );
  const clear = useCallback(() => {
    setParams((prev) => {
      const next = new URLSearchParams();
      const step = prev.get('step');
      if (step) next.set('step', step);
      return next;
    });
  }, [setParams]);
  return { filters, update, clear };
}
