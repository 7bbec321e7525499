/**
 * The newsletter: POST /svc/subscriber (rate limited) and PUT /cmn/unsubscribe?emailHash=.
 * A new subscriber gets a welcome mail whose unsubscribe link carries a random single-use
 * token (stored hashed, never derived from the address). Duplicate email: 400
 * DUPLICATE_EMAIL; a country code not in the table: 404 COUNTRY_NOT_FOUND.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { newsletterWelcomeMail } from '../../lib/newsletter-mail.ts';
import { contract, data } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Registers the newsletter routes. */
export const subscriberRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.post(
    '/svc/subscriber',
    { config: { rateLimit: { max: config.rateLimit.subscriber, timeWindow: config.rateLimit.windowMs } } },
    async (req) => {
      const body = parseInput(contract.SubscriberBodySchema, req.body);
      if (!data.countryByCode(body.country)) throw notFound('COUNTRY_NOT_FOUND', `No country with code ${body.country}.`);
      const token = randomToken(24);
      const inserted = await app.db
        .insertInto('subscribers')
        .values({ email: body.email, country: body.country, lang: body.lang, unsubscribe_token_hash: sha256Hex(token) })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw badRequest('This email address is already subscribed.', 'DUPLICATE_EMAIL');
      await app.db.updateTable('users').set({ flag_subscribe: true }).where('email', '=', body.email).execute();

      try {
        await app.mailer.send(newsletterWelcomeMail(config, body.email, body.lang, token));
      } catch (err) {
        // The subscription stands; a mail server hiccup must not turn it into an error.
        req.log.error({ err }, 'welcome mail failed');
      }
      return { ok: true as const };
    },
  );

  app.put('/cmn/unsubscribe', async (req) => {
    const { emailHash } = parseInput(contract.UnsubscribeQuerySchema, req.query);
    const removed = await app.db.deleteFrom('subscribers').where('unsubscribe_token_hash', '=', sha256Hex(emailHash)).returning('email').executeTakeFirst();
    if (!removed) throw notFound('TOKEN_NOT_FOUND', 'This unsubscribe link is not valid or was already used.');
    await app.db.updateTable('users').set({ flag_subscribe: false }).where('email', '=', removed.email).execute();
    return { ok: true as const };
  });
};
