/**
 * GET /runtime-config.json (no-cache): where each remote's manifest lives, the external
 * services' base URLs, brand values and the maintenance switch, from the api's configuration
 * (REMOTE_*_URL, SERVICE_*_URL, BRAND_*, MAINTENANCE). Served in api-only mode too, so the
 * shell's dev server can proxy it.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';

/** Registers the runtime-config route. */
export const runtimeConfigRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const body = JSON.stringify(config.runtimeConfig);
  app.get('/runtime-config.json', async (_req, reply) => {
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8');
    return body;
  });
};
