/**
 * The interface language: PUT /cmn/language?lang= (en, es, ru). Kept like the currency: on
 * the session and the account when signed in, in a cookie for a visitor; rate limited per IP.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Registers the language route. */
export const languageRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.put('/cmn/language', { config: { rateLimit: { max: config.rateLimit.prefs, timeWindow: config.rateLimit.windowMs } } }, async (req, reply) => {
    const { lang } = parseInput(contract.LanguageQuerySchema, req.query);
    await app.sessions.setPreference(req, reply, 'lang', lang);
    return { lang };
  });
};
