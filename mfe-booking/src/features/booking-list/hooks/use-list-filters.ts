import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@forwarder/shared/router';
import type { BookingCargoType } from '@forwarder/shared/contract';

/** The list filters as the query string holds them (spec 2 "My Booking list"). */
export interface ListFilters {
  regDtmS?: string;
  regDtmE?: string;
  cargoType?: BookingCargoType;
  /** Absent means true (in progress). */
  flagBookingProgress: boolean;
  flagInquiry?: boolean;
  bookingId?: number;
}

/** The largest booking number the keyword takes (spec 2 section 9). */
export const KEYWORD_MAX = 2147483647;

const DAY = /^\d{4}\.(0[1-9]|1[0-2])\.(0[1-9]|[12]\d|3[01])$/;
const CARGO: readonly string[] = ['RORO', 'CONT', 'CONS', 'BULK'];

/** Filters read from `params`; anything malformed is left out rather than sent. */
export function readFilters(params: URLSearchParams): ListFilters {
  const day = (k: string) => {
    const s = params.get(k);
    return s && DAY.test(s) ? s : undefined;
  };
  const bool = (k: string) => (params.get(k) === 'true' ? true : params.get(k) === 'false' ? false : undefined);
  const id = Number(params.get('bookingId'));
  const cargo = params.get('cargoType');
  let regDtmS = day('regDtmS');
  const regDtmE = day('regDtmE');
  if (regDtmS && regDtmE && regDtmE < regDtmS) regDtmS = undefined;
  return {
    regDtmS,
    regDtmE,
    cargoType: cargo && CARGO.includes(cargo) ? (cargo as BookingCargoType) : undefined,
    flagBookingProgress: bool('flagBookingProgress') ?? true,
    flagInquiry: bool('flagInquiry'),
    bookingId: Number.isInteger(id) && id > 0 && id <= KEYWORD_MAX ? id : undefined,
  };
}

/** True when any filter differs from the default view. */
export const hasFilters = (f: ListFilters) => Boolean(f.regDtmS || f.regDtmE || f.cargoType || f.flagInquiry !== undefined || f.bookingId || !f.flagBookingProgress);

/** The filters in the URL and a setter that writes a change back to it. */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<Record<keyof ListFilters, string | undefined>>) => {
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
  return { filters, update };
}

/**
 * The keyword rule (spec 2 section 5): digits only; above 2147483647 it is ignored; zero
 * clears it. Answers the booking id to search for, '' to clear, or null to ignore the input.
 */
export function keywordToId(raw: string): string | null {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return '';
  const n = Number(digits);
  if (n === 0) return '';
  if (n > KEYWORD_MAX) return null;
  return String(n);
}
