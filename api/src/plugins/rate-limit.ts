/**
 * Rate limits for the calls worth abusing (sign-up, newsletter, preference writes; sign-in has
 * its own failure counters, lib/login-throttle.ts). Nothing is limited unless a route asks for it
 * in its `config.rateLimit` ({ max, timeWindow }); the answer is 429 RATE_LIMITED in the api's
 * error shape. A window is fixed when it opens: requests refused in it never make it longer (no
 * backoff, which let refused tries extend a lock to a day).
 *
 * The counters live in the database (table rate_limits), not in the process: two api replicas
 * on one PostgreSQL share them. One atomic upsert per limited request; expired rows are deleted
 * by the session plugin's housekeeping timer. If the database fails, the request is refused
 * (fail closed) by the errors plugin as a 500, never let through unlimited.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '../lib/errors.ts';
import { globalPlugin } from '../lib/plugin.ts';

type Callback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** Longest window (one day). */
const MAX_TTL_MS = 86_400_000;

/** Route options @fastify/rate-limit hands to `child()`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** A @fastify/rate-limit store class over the app's database. */
function databaseStore(app: FastifyInstance) {
  return class DatabaseStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = 'global',
    ) {}

    incr(key: string, cb: Callback, timeWindow: number): void {
      const k = `${this.prefix}|${key}`;
      const windowMs = Math.min(timeWindow, MAX_TTL_MS);
      sql<{ count: number; ttl: number }>`
        insert into rate_limits (key, count, reset_at)
        values (${k}, 1, now() + make_interval(secs => ${windowMs / 1000}::float8))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl`
        .execute(app.db)
        .then(
          (r) => {
            const row = r.rows[0];
            cb(null, { current: Number(row?.count ?? 1), ttl: Math.ceil(Number(row?.ttl ?? windowMs)) });
          },
          (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
        );
    }

    read(key: string, cb: Callback): void {
      const k = `${this.prefix}|${key}`;
      sql<{ count: number; ttl: number }>`
        select count, greatest(0, extract(epoch from (reset_at - now())) * 1000)::float8 as ttl
        from rate_limits where key = ${k} and reset_at > now()`
        .execute(app.db)
        .then(
          (r) => {
            const row = r.rows[0];
            cb(null, row ? { current: Number(row.count), ttl: Math.ceil(Number(row.ttl)) } : { current: 0, ttl: 0 });
          },
          (err: unknown) => cb(err instanceof Error ? err : new Error(String(err))),
        );
    }

    child(routeOptions: object) {
      // At run time these are the merged rate-limit params of the route (see @fastify/rate-limit's onRoute).
      const opts = routeOptions as ChildOptions;
      const method = [opts.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseStore(undefined, `${method} ${opts.routeInfo?.url ?? ''}`);
    }
  };
}

const plugin: FastifyPluginAsync = async (app) => {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (req) => req.ip,
    store: databaseStore(app),
    // Fail closed: a database error must not lift the limit.
    skipOnError: false,
    errorResponseBuilder: (_req, ctx) =>
      new HttpError(ctx.statusCode, 'RATE_LIMITED', `Too many requests: try again in ${ctx.after}.`),
  });
};

/** Registers the (opt-in) rate limiter with its database store. */
export const rateLimitPlugin = globalPlugin(plugin, 'rate-limit');
