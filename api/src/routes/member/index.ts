/**
 * The member calls (spec 1 section 7): sign-up POST /cmn/auth/user (also, without a password,
 * the requester registration of the spot booking form and the quotation wizard), my information
 * PUT /cmn/auth/user, forgot/reset password GET/PUT /cmn/user/password, resend/confirm the
 * email GET/PUT /cmn/user/confirm. Email links carry single-use tokens (lib/user-tokens.ts);
 * sign-up from South Korea is refused like the front end refuses it (lib/visitor-country.ts).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { UserRow } from '../../db/schema.ts';
import { HttpError, badRequest, notFound } from '../../lib/errors.ts';
import { CONFIRM_TTL_HOURS, memberMail, RESET_TTL_HOURS, type MemberMailKind } from '../../lib/member-mail.ts';
import { assertNotLocked, clearFailures, clientAddress, loginLimitsOf, recordFailure } from '../../lib/login-throttle.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { contract, data } from '../../lib/shared.ts';
import { consumeTokenRow, issueToken, UNUSABLE_PASSWORD_PREFIX } from '../../lib/user-tokens.ts';
import { parseInput } from '../../lib/validate.ts';
import { detectCountry, isKoreanBlocked } from '../../lib/visitor-country.ts';
import { toAuthUser } from '../auth/index.ts';

const codes = contract.memberErrorCodes;

/** A sign-up waiting in a confirmation token to take over an unconfirmed account (issue 22). */
interface PendingSignUp {
  name: string;
  country: string;
  mobileCountry: string;
  mobileNumber: string;
  flagSubscribe: boolean;
  lang: string;
  pwdHash: string;
}

/** Registers the member routes. */
export const memberRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: config.rateLimit.windowMs } } });
  const tokenInvalid = () => badRequest('This link is not valid, was already used or has expired.', codes.tokenInvalid);

  async function sendMemberMail(req: FastifyRequest, kind: MemberMailKind, user: UserRow, token: string): Promise<void> {
    try {
      await app.mailer.send(memberMail(config, kind, user, token));
    } catch (err) {
      // The account or the request stands; the user can ask for the mail again.
      req.log.error({ err, kind }, 'member mail failed');
    }
  }

  const userByEmail = (email: string) => app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

  /** The fields both ways of creating an account take (sign-up, and the requester registration). */
  interface NewAccount {
    email: string;
    name: string;
    country: string;
    mobileCountry: string;
    mobileNumber: string;
    flagSubscribe: boolean;
    lang: string;
  }

  /** A new unconfirmed customer account; 400 USER_EMAIL_DUPLICATE when the email has one. */
  async function createAccount(a: NewAccount, pwdHash: string): Promise<UserRow> {
    if (!data.countryByCode(a.country)) throw notFound('COUNTRY_NOT_FOUND', `No country with code ${a.country}.`);
    const inserted = await app.db
      .insertInto('users')
      .values({
        email: a.email,
        name: a.name,
        pwd_hash: pwdHash,
        country: a.country,
        mobile_country: a.mobileCountry,
        mobile_number: a.mobileNumber,
        flag_subscribe: a.flagSubscribe,
        lang: a.lang,
        curr: 'USD',
        role: 'USER',
        price_masked: false,
        email_confirmed: false,
      })
      .onConflict((oc) => oc.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw badRequest('This email address already has an account.', codes.emailDuplicate);
    return inserted;
  }

  app.post('/cmn/auth/user', limit(config.rateLimit.signup), async (req, reply) => {
    if (isKoreanBlocked(detectCountry(req, config))) {
      throw new HttpError(403, codes.koreaBlocked, 'The service is not available for users in South Korea.');
    }
    reply.header('cache-control', 'no-store');
    // Without a password: the requester registration of spec 2 section 7 (the spot booking form
    // and the quotation wizard register their requester before booking). The stored hash matches
    // no password, so the account cannot sign in until one is set through "forgot password"; a
    // duplicate email is the same 400 as sign-up's, which those forms treat as success.
    const withoutPassword = typeof req.body === 'object' && req.body !== null && !Array.isArray(req.body) && !('pwd' in req.body);
    if (withoutPassword) {
      const body = parseInput(contract.BuyerRegistrationBodySchema, req.body);
      const user = await createAccount(body, `${UNUSABLE_PASSWORD_PREFIX}${randomBytes(16).toString('hex')}`);
      req.log.info({ userId: user.id }, 'buyer registered');
      return { ok: true as const };
    }
    const body = parseInput(contract.SignUpBodySchema, req.body);
    const pwdHash = await hashPassword(body.pwd);
    const existing = await userByEmail(body.email);
    if (existing && !existing.email_confirmed) {
      // Nobody has proved this mailbox yet (a booking form's password-less account, or a sign-up
      // never confirmed): it must not block its real owner. The sign-up waits in the confirmation
      // token and takes the account over when the mail's link is used; the answer is a new
      // sign-up's, so nothing is learnt about the account.
      const pending: PendingSignUp = { name: body.name, country: body.country, mobileCountry: body.mobileCountry, mobileNumber: body.mobileNumber, flagSubscribe: body.flagSubscribe, lang: body.lang, pwdHash };
      if (!data.countryByCode(body.country)) throw notFound('COUNTRY_NOT_FOUND', `No country with code ${body.country}.`);
      const token = await issueToken(app.db, existing.id, 'CONFIRM', CONFIRM_TTL_HOURS, new Date(), JSON.stringify(pending));
      await sendMemberMail(req, 'confirm', { ...existing, name: body.name, lang: body.lang }, token);
      req.log.info({ userId: existing.id }, 'sign-up for an unconfirmed account waits for its mail');
      return { ok: true as const };
    }
    const user = await createAccount(body, pwdHash);
    const token = await issueToken(app.db, user.id, 'CONFIRM', CONFIRM_TTL_HOURS);
    await sendMemberMail(req, 'confirm', user, token);
    req.log.info({ userId: user.id }, 'signed up');
    return { ok: true as const };
  });

  app.put('/cmn/auth/user', async (req, reply) => {
    const user = await app.sessions.requireUser(req);
    const body = parseInput(contract.ProfileBodySchema, req.body);
    if (!data.countryByCode(body.country)) throw notFound('COUNTRY_NOT_FOUND', `No country with code ${body.country}.`);
    const updated = await app.db
      .updateTable('users')
      .set({ name: body.name, country: body.country, mobile_country: body.mobileCountry, mobile_number: body.mobileNumber, flag_subscribe: body.flagSubscribe })
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    reply.header('cache-control', 'no-store');
    return toAuthUser(updated);
  });

  app.get('/cmn/user/password', limit(config.rateLimit.forgotPassword), async (req) => {
    const q = parseInput(contract.ForgotPasswordQuerySchema, req.query);
    const user = await userByEmail(q.email);
    if (!user) throw notFound(codes.userNotFound, 'No account has this email address.');
    // An unconfirmed account's country may be a stranger's choice (a booking made with someone
    // else's email): the mail alone proves the owner there.
    if (user.email_confirmed && user.country !== q.country) throw badRequest('No account matches this email and country.', codes.userNotMatched);
    const token = await issueToken(app.db, user.id, 'RESET', RESET_TTL_HOURS);
    await sendMemberMail(req, 'reset', user, token);
    return { ok: true as const };
  });

  app.put('/cmn/user/password', async (req, reply) => {
    const body = parseInput(contract.ResetPasswordBodySchema, req.body);
    // A reset link, or the set-password link a visitor's booking mailed (it names the booking).
    const used = await consumeTokenRow(app.db, body.emailHash, ['RESET', 'SETUP']);
    if (used === null) throw tokenInvalid();
    const { userId } = used;
    // The link proves the mailbox too, so the address counts as confirmed from now on.
    await app.db.updateTable('users').set({ pwd_hash: await hashPassword(body.pwd), email_confirmed: true }).where('id', '=', userId).execute();
    const bookingId = used.payload ? (JSON.parse(used.payload) as { bookingId?: number }).bookingId : undefined;
    if (bookingId === undefined) {
      await endOtherSessions(req, reply, userId);
      req.log.info({ userId }, 'password reset');
      return { ok: true as const };
    }
    // First password of a visitor's account: signed in at once, the page goes on to the booking.
    // Through the session plugin, so what hangs on any earlier session (a stream) ends too.
    await app.sessions.endAllOf(userId);
    const { session } = await app.sessions.context(req);
    await app.sessions.start(req, reply, { userId, curr: session?.curr ?? null, lang: session?.lang ?? null });
    req.log.info({ userId, bookingId }, 'password set from a booking mail');
    return { ok: true as const, bookingId };
  });

  // A signed-in buyer changes their password (My information): the current one is checked like a
  // sign-in and counts towards the same failure limits, so the form cannot be used to guess it.
  const loginLimits = loginLimitsOf(config.rateLimit);
  app.post('/cmn/user/password/change', async (req, reply) => {
    const user = await app.sessions.requireUser(req);
    const body = parseInput(contract.ChangeOwnPasswordBodySchema, req.body);
    const address = clientAddress(req.ip);
    await assertNotLocked(app.db, user.email, address, reply);
    if (!(await verifyPassword(user.pwd_hash, body.currentPwd))) {
      await recordFailure(app.db, user.email, address, loginLimits);
      throw badRequest('The current password is not correct.', codes.currentPasswordWrong);
    }
    await clearFailures(app.db, user.email, address);
    await app.db.updateTable('users').set({ pwd_hash: await hashPassword(body.pwd) }).where('id', '=', user.id).execute();
    // Every other device signs in again with the new password; this one keeps going (a new id).
    await endOtherSessions(req, reply, user.id);
    req.log.info({ userId: user.id }, 'password changed');
    reply.header('cache-control', 'no-store');
    return { ok: true as const };
  });

  app.get('/cmn/user/confirm', limit(config.rateLimit.confirmResend), async (req) => {
    const q = parseInput(contract.ResendConfirmQuerySchema, req.query);
    const user = await userByEmail(q.email);
    if (!user) throw notFound(codes.userNotFound, 'No account has this email address.');
    if (user.email_confirmed) throw badRequest('This email address is already confirmed.', 'ALREADY_CONFIRMED');
    const token = await issueToken(app.db, user.id, 'CONFIRM', CONFIRM_TTL_HOURS);
    await sendMemberMail(req, 'confirm', user, token);
    return { ok: true as const };
  });

  app.put('/cmn/user/confirm', async (req) => {
    const q = parseInput(contract.ConfirmEmailQuerySchema, req.query);
    const used = await consumeTokenRow(app.db, q.emailHash, 'CONFIRM');
    if (used === null) throw tokenInvalid();
    const pending = used.payload ? (JSON.parse(used.payload) as PendingSignUp) : null;
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set(
          pending
            ? {
                email_confirmed: true,
                name: pending.name,
                country: pending.country,
                mobile_country: pending.mobileCountry,
                mobile_number: pending.mobileNumber,
                flag_subscribe: pending.flagSubscribe,
                lang: pending.lang,
                pwd_hash: pending.pwdHash,
              }
            : { email_confirmed: true },
        )
        .where('id', '=', used.userId)
        .execute();
      // The owner took the account over: every other sign-up's pending link dies with it.
      if (pending) await trx.updateTable('user_tokens').set({ used_at: new Date() }).where('user_id', '=', used.userId).where('used_at', 'is', null).execute();
    });
    return { ok: true as const };
  });

  /**
   * After a password change: every session of the user ends, except the one making the request
   * when it is the user's own, which is rotated (new id) instead.
   */
  async function endOtherSessions(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const { session } = await app.sessions.context(req);
    const own = session?.user_id === userId ? session : null;
    // Through the session plugin, so what hangs on those sessions (live streams) ends too.
    await app.sessions.endAllOf(userId, own?.id);
    if (own) await app.sessions.start(req, reply, { userId, curr: own.curr, lang: own.lang });
  }
};
