/**
 * Server-side sessions (ARCHITECTURE.md "Sessions"): a random 256-bit id travels in an HttpOnly,
 * SameSite=Lax cookie (Secure and `__Host-` in production); only its SHA-256 is stored. The id
 * is rotated at sign-in and deleted at sign-out; a session dies after SESSION_IDLE_MINUTES
 * without use or SESSION_ABSOLUTE_HOURS after it began. Visitors who only pick a currency or a
 * language keep it in a cookie (`pref_curr`, `pref_lang`): an anonymous write never creates a
 * row, so it cannot fill the table. Expired sessions and rate-limit rows are deleted by a
 * timer (HOUSEKEEPING_INTERVAL_MS) over indexed columns, not on every insert. What outlives a
 * request on a session (live streams) hears of its end through `onEnded`.
 */
import cookie from '@fastify/cookie';
import * as v from 'valibot';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { SessionRow, UserRow } from '../db/schema.ts';
import { randomToken, sha256Hex } from '../lib/crypto.ts';
import { unauthenticated } from '../lib/errors.ts';
import { globalPlugin } from '../lib/plugin.ts';
import { contract } from '../lib/shared.ts';

/** The session of a request and its signed-in user, if any. */
export interface SessionContext {
  session: SessionRow | null;
  user: UserRow | null;
}

/** Values a new session starts with. */
interface StartOptions {
  userId: number | null;
  curr?: string | null;
  lang?: string | null;
}

/** A preference a visitor can pick without signing in. */
export type PreferenceKey = 'curr' | 'lang';

/** What the session plugin offers the routes. */
export interface Sessions {
  /** The request's session and user (looked up once per request; expired sessions are deleted). */
  context(req: FastifyRequest): Promise<SessionContext>;
  /** The signed-in user, or a 401 UNAUTHENTICATED. */
  requireUser(req: FastifyRequest): Promise<UserRow>;
  /** Start a new session (deleting the request's current one: rotation) and set its cookie. */
  start(req: FastifyRequest, reply: FastifyReply, opts: StartOptions): Promise<SessionRow>;
  /** The current session, or a new anonymous one. */
  ensure(req: FastifyRequest, reply: FastifyReply): Promise<SessionRow>;
  /** Delete the current session and clear the cookie. */
  end(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The visitor's chosen preference: the session's, else the preference cookie's (when valid). */
  preference(req: FastifyRequest, key: PreferenceKey): Promise<string | null>;
  /** Remember a preference: on the session (and the account) when there is one, else in a cookie. */
  setPreference(req: FastifyRequest, reply: FastifyReply, key: PreferenceKey, value: string): Promise<void>;
  /** Delete expired sessions and rate-limit rows (the timer calls it; tests too). */
  sweep(): Promise<void>;
  /** End every session of `userId` but `exceptId` (a password change). */
  endAllOf(userId: number, exceptId?: string): Promise<void>;
  /**
   * Call `listener` with the ids of the sessions this process ends (sign-out, rotation, expiry
   * seen by a request or the sweep, `endAllOf`), so what hangs on them (live streams) ends at once.
   * Sessions ended by another process are not told here: their holders re-check.
   */
  onEnded(listener: (ids: string[]) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Session handling. */
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** Memoised session lookup; use app.sessions.context(). */
    sessionLookup: Promise<SessionContext> | null;
  }
  interface FastifyContextConfig {
    /**
     * `false`: this route's requests do not count as use of the session (the live stream, which
     * the page reopens by itself: an open tab must not keep an unattended session alive).
     */
    touchSession?: boolean;
  }
}

// Writing last_seen_at on every request would turn reads into writes; once a minute is enough
// for an idle timeout counted in minutes.
const TOUCH_AFTER_MS = 60_000;

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const { cookieName, idleMs, absoluteMs } = config.session;
  await app.register(cookie);
  app.decorateRequest('sessionLookup', null);

  const endedListeners: Array<(ids: string[]) => void> = [];
  const ended = (ids: string[]) => {
    if (!ids.length) return;
    for (const listener of endedListeners) {
      try {
        listener(ids);
      } catch (err) {
        app.log.error({ err }, 'session end listener failed');
      }
    }
  };

  const cookieOptions = (maxAgeSeconds: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.isProduction,
    maxAge: maxAgeSeconds,
  });

  async function lookup(req: FastifyRequest): Promise<SessionContext> {
    const raw = req.cookies[cookieName];
    if (!raw || raw.length > 128) return { session: null, user: null };
    const id = sha256Hex(raw);
    // The session and its user in one round trip (every signed-in request starts here).
    const row = await app.db
      .selectFrom('sessions as s')
      .leftJoin('users as u', 'u.id', 's.user_id')
      .selectAll('u')
      .select(['s.id as s_id', 's.user_id as s_user_id', 's.curr as s_curr', 's.lang as s_lang', 's.created_at as s_created_at', 's.last_seen_at as s_last_seen_at', 's.expires_at as s_expires_at'])
      .where('s.id', '=', id)
      .executeTakeFirst();
    if (!row) return { session: null, user: null };
    const { s_id, s_user_id, s_curr, s_lang, s_created_at, s_last_seen_at, s_expires_at, ...userColumns } = row;
    const session: SessionRow = { id: s_id, user_id: s_user_id, curr: s_curr, lang: s_lang, created_at: s_created_at, last_seen_at: s_last_seen_at, expires_at: s_expires_at };
    const now = Date.now();
    if (session.expires_at.getTime() <= now || session.last_seen_at.getTime() + idleMs <= now) {
      await app.db.deleteFrom('sessions').where('id', '=', id).execute();
      ended([id]);
      return { session: null, user: null };
    }
    if (now - session.last_seen_at.getTime() > TOUCH_AFTER_MS && req.routeOptions.config?.touchSession !== false) {
      const seen = new Date(now);
      await app.db.updateTable('sessions').set({ last_seen_at: seen }).where('id', '=', id).execute();
      session.last_seen_at = seen;
    }
    const user = session.user_id !== null && userColumns.id !== null ? (userColumns as UserRow) : null;
    return { session, user };
  }

  const sessions: Sessions = {
    context(req) {
      req.sessionLookup ??= lookup(req);
      return req.sessionLookup;
    },
    async requireUser(req) {
      const { user } = await sessions.context(req);
      if (!user) throw unauthenticated();
      return user;
    },
    async start(req, reply, opts) {
      const { session: old } = await sessions.context(req);
      if (old) {
        await app.db.deleteFrom('sessions').where('id', '=', old.id).execute();
        ended([old.id]);
      }
      const now = new Date();
      const token = randomToken(32);
      const row = await app.db
        .insertInto('sessions')
        .values({
          id: sha256Hex(token),
          user_id: opts.userId,
          curr: opts.curr ?? null,
          lang: opts.lang ?? null,
          created_at: now,
          last_seen_at: now,
          expires_at: new Date(now.getTime() + absoluteMs),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.setCookie(cookieName, token, cookieOptions(Math.floor(absoluteMs / 1000)));
      const user = opts.userId === null ? null : ((await app.db.selectFrom('users').selectAll().where('id', '=', opts.userId).executeTakeFirst()) ?? null);
      req.sessionLookup = Promise.resolve({ session: row, user });
      return row;
    },
    async ensure(req, reply) {
      const { session } = await sessions.context(req);
      return session ?? sessions.start(req, reply, { userId: null });
    },
    async end(req, reply) {
      const { session } = await sessions.context(req);
      if (session) {
        await app.db.deleteFrom('sessions').where('id', '=', session.id).execute();
        ended([session.id]);
      }
      reply.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: config.isProduction });
      req.sessionLookup = Promise.resolve({ session: null, user: null });
    },
    async preference(req, key) {
      const { session } = await sessions.context(req);
      const fromCookie = req.cookies[PREF_COOKIE[key]];
      return session?.[key] ?? (v.is(PREF_SCHEMA[key], fromCookie) ? fromCookie : null);
    },
    async setPreference(req, reply, key, value) {
      const { session } = await sessions.context(req);
      if (session) {
        await app.db.updateTable('sessions').set({ [key]: value }).where('id', '=', session.id).execute();
        if (session.user_id !== null) await app.db.updateTable('users').set({ [key]: value }).where('id', '=', session.user_id).execute();
        session[key] = value;
      }
      // The cookie too: the choice outlives a sign-out.
      reply.setCookie(PREF_COOKIE[key], value, cookieOptions(PREF_MAX_AGE_S));
    },
    async sweep() {
      const now = new Date();
      const expired = await app.db.deleteFrom('sessions').where('expires_at', '<=', now).returning('id').execute();
      const idle = await app.db.deleteFrom('sessions').where('last_seen_at', '<=', new Date(now.getTime() - idleMs)).returning('id').execute();
      ended([...expired, ...idle].map((r) => r.id));
      await app.db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
      await app.db.deleteFrom('login_throttle').where('updated_at', '<=', new Date(now.getTime() - 86_400_000)).execute();
      await app.db.deleteFrom('login_address_throttle').where('updated_at', '<=', new Date(now.getTime() - 86_400_000)).execute();
      await app.db.deleteFrom('booking_tokens').where('expires_at', '<=', now).execute();
    },
    async endAllOf(userId, exceptId) {
      let q = app.db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
      ended((await q.returning('id').execute()).map((r) => r.id));
    },
    onEnded(listener) {
      endedListeners.push(listener);
    },
  };
  app.decorate('sessions', sessions);

  // Housekeeping on a timer (unref'd: it never keeps the process alive), first run soon after start.
  let timer: NodeJS.Timeout | null = null;
  const tick = () => {
    sessions.sweep().catch((err: unknown) => app.log.warn({ err }, 'session housekeeping failed'));
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, config.housekeepingMs);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    if (timer) clearInterval(timer);
  });
};

const PREF_COOKIE: Record<PreferenceKey, string> = { curr: 'pref_curr', lang: 'pref_lang' };
const PREF_SCHEMA = { curr: contract.CurrSchema, lang: contract.LangSchema };
const PREF_MAX_AGE_S = 365 * 86_400;

/** Registers cookies and sessions for the whole app. */
export const sessionPlugin = globalPlugin(plugin, 'session');
