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
import { hashPassword } from '../../lib/passwords.ts';
import { contract, data } from '../../lib/shared.ts';
import { consumeToken, issueToken } from '../../lib/user-tokens.ts';
import { parseInput } from '../../lib/validate.ts';
import { detectCountry, isKoreanBlocked } from '../../lib/visitor-country.ts';
import { toAuthUser } from '../auth/index.ts';

const codes = contract.memberErrorCodes;

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
      const user = await createAccount(body, `!unusable:${randomBytes(16).toString('hex')}`);
      req.log.info({ userId: user.id }, 'buyer registered');
      return { ok: true as const };
    }
    const body = parseInput(contract.SignUpBodySchema, req.body);
    const user = await createAccount(body, await hashPassword(body.pwd));
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
    if (user.country !== q.country) throw badRequest('No account matches this email and country.', codes.userNotMatched);
    const token = await issueToken(app.db, user.id, 'RESET', RESET_TTL_HOURS);
    await sendMemberMail(req, 'reset', user, token);
    return { ok: true as const };
  });

  app.put('/cmn/user/password', async (req, reply) => {
    const body = parseInput(contract.ResetPasswordBodySchema, req.body);
    const userId = await consumeToken(app.db, body.emailHash, 'RESET');
    if (userId === null) throw tokenInvalid();
    // The link proves the mailbox too, so the address counts as confirmed from now on.
    await app.db.updateTable('users').set({ pwd_hash: await hashPassword(body.pwd), email_confirmed: true }).where('id', '=', userId).execute();
    await endOtherSessions(req, reply, userId);
    req.log.info({ userId }, 'password reset');
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
    const userId = await consumeToken(app.db, q.emailHash, 'CONFIRM');
    if (userId === null) throw tokenInvalid();
    await app.db.updateTable('users').set({ email_confirmed: true }).where('id', '=', userId).execute();
    return { ok: true as const };
  });

  /**
   * After a password change: every session of the user ends, except the one making the request
   * when it is the user's own, which is rotated (new id) instead.
   */
  async function endOtherSessions(req: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    const { session } = await app.sessions.context(req);
    const own = session?.user_id === userId ? session : null;
    let q = app.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (own) q = q.where('id', '!=', own.id);
    await q.execute();
    if (own) await app.sessions.start(req, reply, { userId, curr: own.curr, lang: own.lang });
  }
};
