/**
 * Password-less buyer registration: POST /cmn/auth/user with name, email, country,
 * mobileCountry, mobileNumber and flagSubscribe (spec 2 section 7), sent by the spot booking
 * form and the quotation wizard before they create a booking. The account is created
 * unconfirmed with an unusable password hash (it cannot sign in until a password is set
 * through "forgot password"); 400 USER_EMAIL_DUPLICATE when the email already has an account,
 * which the forms treat as success. Requests detected in South Korea are refused like sign-up.
 *
 * Folded into the member routes at integration: the member sign-up handler of POST
 * /cmn/auth/user accepts both shapes (with a password: sign-up; without: this registration).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { detectedCountry } from '../../lib/detected-country.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { contract, data } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * A stored hash no password can match: argon2 verification of anything against it fails (it is
 * not an argon2 string), so the account cannot sign in until it sets a password.
 */
const unusablePasswordHash = () => `!unusable:${randomBytes(16).toString('hex')}`;

/** Registers the buyer registration. */
export const buyerRegistrationRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/cmn/auth/user',
    { config: { rateLimit: { max: config.rateLimit.booking, timeWindow: config.rateLimit.windowMs } } },
    async (req, reply) => {
      const body = parseInput(contract.BuyerRegistrationBodySchema, req.body);
      // The Korean-user block of sign-up (spec 1 section 4): missing, Korea or a failed lookup.
      const detected = detectedCountry(req, config);
      if (detected === 'fail' || detected === null || detected === data.KOREA_CODE) {
        throw new HttpError(403, 'KOREA_NOT_AVAILABLE', 'The service is not available for users in South Korea.');
      }
      if (!data.countryByCode(body.country)) throw badRequest('country: unknown country code');
      const exists = await app.db.selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst();
      if (exists) throw badRequest('This email already has an account.', 'USER_EMAIL_DUPLICATE');
      try {
        await app.db
          .insertInto('users')
          .values({
            email: body.email,
            name: body.name,
            pwd_hash: unusablePasswordHash(),
            country: body.country,
            mobile_country: body.mobileCountry,
            mobile_number: body.mobileNumber,
            flag_subscribe: body.flagSubscribe,
            lang: body.lang,
            curr: 'USD',
            role: 'USER',
            price_masked: false,
            email_confirmed: false,
          })
          .execute();
      } catch (err) {
        // Two registrations of one email raced: the second is a duplicate like any other.
        if ((err as { code?: string }).code === UNIQUE_VIOLATION) throw badRequest('This email already has an account.', 'USER_EMAIL_DUPLICATE');
        throw err;
      }
      req.log.info('buyer registered');
      return reply.header('cache-control', 'no-store').send({ ok: true });
    },
  );
};
