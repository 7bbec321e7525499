/**
 * The display currency: GET /cmn/curr and PUT /cmn/curr?curr=. Kept on the session and, for
 * a signed-in user, on the account; a visitor's in a cookie (no session row). Default USD.
 * The write is rate limited per IP.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { contract } from '../../lib/shared.ts';
import { parseInput } from '../../lib/validate.ts';

type Curr = 'USD' | 'EUR';
const asCurr = (s: string | null | undefined): Curr | null => (s === 'USD' || s === 'EUR' ? s : null);

/** Registers the currency routes. */
export const currRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  app.get('/cmn/curr', async (req) => {
    const { user } = await app.sessions.context(req);
    return { curr: asCurr(await app.sessions.preference(req, 'curr')) ?? asCurr(user?.curr) ?? 'USD' };
  });

  app.put('/cmn/curr', { config: { rateLimit: { max: config.rateLimit.prefs, timeWindow: config.rateLimit.windowMs } } }, async (req, reply) => {
    const { curr } = parseInput(contract.CurrQuerySchema, req.query);
    await app.sessions.setPreference(req, reply, 'curr', curr);
    return { curr };
  });
};
