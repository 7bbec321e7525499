/**
 * The display currency: GET /cmn/curr and PUT /cmn/curr?curr=. Kept on the session (an
 * anonymous one for visitors) and, for a signed-in user, on the account. Default USD.
 */
import type { FastifyPluginAsync } from 'fastify';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

type Curr = 'USD' | 'EUR';
const asCurr = (s: string | null | undefined): Curr | null => (s === 'USD' || s === 'EUR' ? s : null);

/** Registers the currency routes. */
export const currRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cmn/curr', async (req) => {
    const { session, user } = await app.sessions.context(req);
    return { curr: asCurr(session?.curr) ?? asCurr(user?.curr) ?? 'USD' };
  });

  app.put('/cmn/curr', async (req, reply) => {
    const { curr } = parseInput(contract.CurrQuerySchema, req.query);
    const session = await app.sessions.ensure(req, reply);
    await app.db.updateTable('sessions').set({ curr }).where('id', '=', session.id).execute();
    if (session.user_id !== null) await app.db.updateTable('users').set({ curr }).where('id', '=', session.user_id).execute();
    return { curr };
  });
};
