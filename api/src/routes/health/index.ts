/**
 * GET /healthz: the container health check (docker-compose runs it every 10 s on each replica).
 * 200 `{ ok: true }` once the database answers, 503 `{ ok: false }` while it does not; never logged,
 * so the log holds requests, not heartbeats.
 */
import { sql } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';

/** Registers the health check. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/healthz', { logLevel: 'silent' }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await sql`select 1`.execute(app.db);
      return { ok: true };
    } catch {
      return reply.code(503).send({ ok: false });
    }
  });
};
