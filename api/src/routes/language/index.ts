/**
 * The interface language: PUT /cmn/language?lang= (en, es, ru). Kept like the currency: on
 * the session, and on the account when signed in.
 */
import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

/** Registers the language route. */
export const languageRoutes: FastifyPluginAsync = async (app) => {
  app.put('/cmn/language', async (req, reply) => {
    const { lang } = parseInput(contract.LanguageQuerySchema, req.query);
    const session = await app.sessions.ensure(req, reply);
    await app.db.updateTable('sessions').set({ lang }).where('id', '=', session.id).execute();
    if (session.user_id !== null) await app.db.updateTable('users').set({ lang }).where('id', '=', session.user_id).execute();
    return { lang };
  });
};
