/**
 * Sign-in limit per account, in the database so every api replica sees it: after
 * RATE_LIMIT_LOGIN_ACCOUNT failed sign-ins in a row the account is locked for
 * RATE_LIMIT_LOGIN_BACKOFF_MS, doubling with each further failure (at most an hour). A
 * successful sign-in clears it. Unknown addresses are counted too, so the answer never tells
 * whether an account exists. (The per-IP limit is the route's `config.rateLimit`.)
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from './errors.ts';

const MAX_LOCK_MS = 3_600_000;

/** 429 RATE_LIMITED when `email` is locked; resolves otherwise. */
export async function assertNotLocked(db: Kysely<Database>, email: string): Promise<void> {
  const r = await sql<{ ms: number }>`
    select extract(epoch from (locked_until - now())) * 1000 as ms
    from login_throttle where email = ${email} and locked_until > now()`.execute(db);
  const row = r.rows[0];
  if (row) {
    const seconds = Math.max(1, Math.ceil(Number(row.ms) / 1000));
    throw new HttpError(429, 'RATE_LIMITED', `Too many failed sign-ins for this account: try again in ${seconds} seconds.`);
  }
}

/** Count a failed sign-in for `email`, locking it from the `threshold`-th failure on. */
export async function recordFailure(db: Kysely<Database>, email: string, threshold: number, backoffMs: number): Promise<void> {
  await sql`
    insert into login_throttle (email, failures, locked_until, updated_at)
    values (${email}, 1, case when 1 >= ${threshold}::int then now() + make_interval(secs => ${backoffMs / 1000}::float8) end, now())
    on conflict (email) do update set
      failures = login_throttle.failures + 1,
      locked_until = case
        when login_throttle.failures + 1 >= ${threshold}::int
          then now() + make_interval(secs => least(${backoffMs}::float8 * power(2, login_throttle.failures + 1 - ${threshold}::int), ${MAX_LOCK_MS}::float8) / 1000)
        else login_throttle.locked_until end,
      updated_at = now()`.execute(db);
}

/** Forget the failures of `email` (after a successful sign-in). */
export async function clearFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('email', '=', email).execute();
}
