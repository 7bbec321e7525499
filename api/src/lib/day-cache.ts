/**
 * Short-lived copies of answers that depend on the database's current day (the spot list's
 * booking windows, the schedule's upcoming sailings): each copy is kept for at most its lifetime
 * and never past the end of the day it was read on, so no answer outlives the day that made it
 * (an offer whose window closed at midnight is not served from a copy read before).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** When the database's current day ends (epoch ms): the instant its `current_date` moves on. */
export async function dayEndsAt(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ at: number | string }>`select extract(epoch from (current_date + 1)::timestamptz) * 1000 as at`.execute(db);
  return Number(rows[0]!.at);
}

/** A map of copies, each dropped after `ttlMs` or at the end of its day, whichever comes first. */
export class DayCache<V> {
  private readonly entries = new Map<string, { until: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    /** More keys than this (a crawler walking every filter) and the copies are dropped. */
    private readonly maxEntries = 1_000,
    /** When the current day ends (the database's; tests pass their own). */
    private readonly dayEnd: (db: Kysely<Database>) => Promise<number> = dayEndsAt,
  ) {}

  /** The copy of `key`, or `read()`'s answer kept until min(now + ttl, the end of today). Concurrent misses share one read. */
  get(db: Kysely<Database>, key: string, read: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now < hit.until) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    // The day's end first, then the read: a read that runs past midnight is kept until a moment
    // already gone (not at all), never into the next day.
    const value: Promise<V> = this.dayEnd(db).then(async (dayEnd) => {
      const v = await read();
      const entry = this.entries.get(key);
      if (entry?.value === value) entry.until = Math.min(now + this.ttlMs, dayEnd);
      return v;
    });
    // Until the read ends the copy is the read itself (for at most the lifetime); a failed read is not kept.
    this.entries.set(key, { until: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Drop every copy (the data changed). */
  clear(): void {
    this.entries.clear();
  }
}
