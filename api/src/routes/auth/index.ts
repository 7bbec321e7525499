/**
 * Sign-in, sign-out and the signed-in user: POST /cmn/login, POST /cmn/logout,
 * GET /cmn/auth/user. Sign-in needs a confirmed email (403 EMAIL_NOT_CONFIRMED). The browser sends `pwd`, a hash of the password; the api compares it
 * with the stored argon2id hash. Sign-in is limited by failures (lib/login-throttle.ts) and rotates the session id.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/errors.ts';
import { assertNotLocked, clearFailures, clientAddress, loginLimitsOf, recordFailure } from '../../lib/login-throttle.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { contract, type AuthUser } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** The contract's view of a user row. */
export function toAuthUser(u: UserRow): AuthUser {
  return {
    name: u.name,
    email: u.email,
    country: u.country,
    mobileCountry: u.mobile_country,
    mobileNumber: u.mobile_number,
    flagSubscribe: u.flag_subscribe,
    role: u.role,
    priceMasked: u.price_masked,
  };
}

/** Registers the auth routes. */
export const authRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const limits = loginLimitsOf(config.rateLimit);
  app.post(
    '/cmn/login',
    // Limited per (account, address) and per address, failures only: lib/login-throttle.ts.
    async (req, reply) => {
      const body = parseInput(contract.LoginBodySchema, req.body);
      const address = clientAddress(req.ip);
      await assertNotLocked(app.db, body.email, address, reply);
      const user = await app.db.selectFrom('users').selectAll().where('email', '=', body.email).executeTakeFirst();
      const ok = await verifyPassword(user?.pwd_hash, body.pwd);
      if (!user || !ok) {
        await recordFailure(app.db, body.email, address, limits);
        throw new HttpError(401, 'INVALID_CREDENTIALS', 'The email or password you entered is incorrect.');
      }
      await clearFailures(app.db, body.email, address);
      // Told only after the right password, so it reveals nothing to someone guessing addresses.
      if (!user.email_confirmed) throw new HttpError(403, contract.memberErrorCodes.emailNotConfirmed, 'Confirm your email address before signing in.');
      const [curr, lang] = [await app.sessions.preference(req, 'curr'), await app.sessions.preference(req, 'lang')];
      await app.sessions.start(req, reply, { userId: user.id, curr, lang });
      req.log.info({ userId: user.id }, 'signed in');
      reply.header('cache-control', 'no-store');
      return toAuthUser(user);
    },
  );

  app.post('/cmn/logout', async (req, reply) => {
    await app.sessions.end(req, reply);
    return { ok: true as const };
  });

  app.get('/cmn/auth/user', async (req, reply) => {
    const user = await app.sessions.requireUser(req);
    // Personal data: never kept by a browser or proxy cache.
    reply.header('cache-control', 'no-store');
    return toAuthUser(user);
  });
};
