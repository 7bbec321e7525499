/**
 * Sign-in limits, in the database so every api replica sees them (issue 22: neither a stranger
 * nor one busy network can lock an owner out):
 *
 * - Per account and client address (the main brake): after RATE_LIMIT_LOGIN_ACCOUNT failed
 *   sign-ins in a row from one address, that address may not try that account for
 *   RATE_LIMIT_LOGIN_BACKOFF_MS, doubling with each further failure (at most an hour). Failures
 *   from other addresses never lock the owner's, so the owner with the right password still gets
 *   in while someone else guesses; a success clears the pair.
 * - Per client address, any account (against guessing many accounts): RATE_LIMIT_LOGIN failures
 *   within RATE_LIMIT_WINDOW_MS lock the address for a window, doubling with each further
 *   failure, at most 15 minutes; the count starts again a window after it began (or after its
 *   lock ended). Generous, so an office behind one NAT does not notice it.
 *
 * Only failures count: a success never does, and a try refused by a lock changes nothing (it is
 * checked before the password, and counted by no one). Unknown addresses are counted like
 * accounts, so the answer never tells whether an account exists.
 */
import { isIPv6 } from 'node:net';
import type { FastifyReply } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** Longest lock of an (account, address) pair. */
const MAX_ACCOUNT_LOCK_MS = 3_600_000;
/** Longest lock of an address: minutes, never a day (a whole office shares one). */
export const MAX_ADDRESS_LOCK_MS = 15 * 60_000;

/** The limits, from the configuration's rateLimit. */
export interface LoginLimits {
  /** Failed sign-ins of one account from one address before the pair is locked. */
  accountFailures: number;
  /** First lock of a pair; doubles with each further failure. */
  accountBackoffMs: number;
  /** Failed sign-ins from one address (any accounts) within `addressWindowMs` before it is locked. */
  addressFailures: number;
  addressWindowMs: number;
}

/** The limits of the configuration (sign-in, and the current password of a change, count alike). */
export const loginLimitsOf = (rateLimit: { loginAccount: number; loginBackoffMs: number; login: number; windowMs: number }): LoginLimits => ({
  accountFailures: rateLimit.loginAccount,
  accountBackoffMs: rateLimit.loginBackoffMs,
  addressFailures: rateLimit.login,
  addressWindowMs: rateLimit.windowMs,
});

/**
 * The address the limits count by: IPv4 as it is (an IPv4-mapped IPv6 address as IPv4); IPv6 by
 * its /64, which one subscriber gets whole and could otherwise walk through.
 */
export function clientAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0] ?? ip;
  if (!isIPv6(bare)) return ip;
  const [head = '', tail] = bare.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 (last) holds two groups.
  const groups = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0);
  const all = tail === undefined ? left : [...left, ...Array<string>(8 - groups(left) - groups(right)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * 429 RATE_LIMITED (with Retry-After on `reply`) when `address` or the pair (`email`, `address`)
 * is locked; reads only.
 */
export async function assertNotLocked(db: Kysely<Database>, email: string, address: string, reply: FastifyReply): Promise<void> {
  const r = await sql<{ kind: 'address' | 'account'; ms: number }>`
    select 'address' as kind, extract(epoch from (locked_until - now())) * 1000 as ms
    from login_address_throttle where address = ${address} and locked_until > now()
    union all
    select 'account' as kind, extract(epoch from (locked_until - now())) * 1000 as ms
    from login_throttle where email = ${email} and address = ${address} and locked_until > now()`.execute(db);
  const locks = r.rows.map((row) => ({ kind: row.kind, ms: Number(row.ms) }));
  const account = locks.find((l) => l.kind === 'account');
  const network = locks.find((l) => l.kind === 'address');
  const lock = account ?? network;
  if (!lock) return;
  reply.header('retry-after', String(seconds(lock.ms)));
  const whose = account ? 'for this account' : 'from your network';
  throw new HttpError(429, 'RATE_LIMITED', `Too many failed sign-ins ${whose}: try again in ${seconds(lock.ms)} seconds.`);
}

/** Count a failed sign-in of `email` from `address`, for the pair and for the address. */
export async function recordFailure(db: Kysely<Database>, email: string, address: string, limits: LoginLimits): Promise<void> {
  const { accountFailures: threshold, accountBackoffMs: backoffMs, addressFailures: max, addressWindowMs: windowMs } = limits;
  await sql`
    insert into login_throttle (email, address, failures, locked_until, updated_at)
    values (${email}, ${address}, 1, case when 1 >= ${threshold}::int then now() + make_interval(secs => ${backoffMs / 1000}::float8) end, now())
    on conflict (email, address) do update set
      failures = login_throttle.failures + 1,
      locked_until = case
        when login_throttle.failures + 1 >= ${threshold}::int
          then now() + make_interval(secs => least(${backoffMs}::float8 * power(2, login_throttle.failures + 1 - ${threshold}::int), ${MAX_ACCOUNT_LOCK_MS}::float8) / 1000)
        else login_throttle.locked_until end,
      updated_at = now()`.execute(db);
  // The count starts again a window after it began, or a window after its lock ended; until
  // then each failure past the limit doubles the lock.
  const fresh = sql`coalesce(t.locked_until, t.started_at) + make_interval(secs => ${windowMs / 1000}::float8) <= now()`;
  const failures = sql`case when ${fresh} then 1 else t.failures + 1 end`;
  await sql`
    insert into login_address_throttle as t (address, failures, started_at, locked_until, updated_at)
    values (${address}, 1, now(), case when 1 >= ${max}::int then now() + make_interval(secs => ${windowMs / 1000}::float8) end, now())
    on conflict (address) do update set
      failures = ${failures},
      started_at = case when ${fresh} then now() else t.started_at end,
      locked_until = case
        when ${failures} >= ${max}::int
          then now() + make_interval(secs => least(${windowMs}::float8 * power(2, ${failures} - ${max}::int), ${MAX_ADDRESS_LOCK_MS}::float8) / 1000)
        end,
      updated_at = now()`.execute(db);
}

/** Forget the failures of `email` from `address` (after a successful sign-in from there). */
export async function clearFailures(db: Kysely<Database>, email: string, address: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('email', '=', email).where('address', '=', address).execute();
}
