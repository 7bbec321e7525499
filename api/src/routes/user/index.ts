/**
 * The signed-in user's booking badge: GET /cmn/user/badge answers how many of the user's own
 * bookings are still in progress (STEP1 to STEP4). 401 when signed out.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import { IN_PROGRESS_STEPS } from '../../db/schema.ts';

/** Registers the user routes. */
export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/cmn/user/badge', async (req) => {
    const user = await app.sessions.requireUser(req);
    const row = await app.db
      .selectFrom('bookings')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('user_id', '=', user.id)
      .where('pending_owner', '=', false)
      .where('booking_step', 'in', IN_PROGRESS_STEPS)
      .executeTakeFirstOrThrow();
    return { bookingCnt: row.n };
  });
};
