import { sql } from 'kysely';

/** yyyy-MM-dd of a date in the server's local time zone (spot offer dates are calendar days). */
export function isoDay(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The local calendar day `days` away from `d` (negative for the past). */
export function addDays(d: Date, days: number): Date {
  const r = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  r.setDate(r.getDate() + days);
  return r;
}

/** Whole calendar days from `a` to `b` (local days, DST-safe). */
export function daysBetween(a: string, b: string): number {
  const [ay, am, ad] = a.split('-').map(Number) as [number, number, number];
  const [by, bm, bd] = b.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(by, bm - 1, bd) - Date.UTC(ay, am - 1, ad)) / 86_400_000);
}

/** yyyymmdd (the exchange-rate `updateDate`). */
export const compactDay = (d: Date) => isoDay(d).replaceAll('-', '');

/** SQL: a timestamptz column as `Date.prototype.toISOString` writes it (UTC, milliseconds), for answers PostgreSQL writes as JSON. */
export const isoTimeSql = (column: string) => sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
