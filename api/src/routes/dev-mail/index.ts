/**
 * Captured mail (never registered in production): GET /dev/mail lists it newest first with
 * the links found in each message; DELETE /dev/mail forgets it (for tests).
 */
import type { FastifyPluginAsync } from 'fastify';

/** Registers the captured-mail routes. */
export const devMailRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mail', async () => ({ list: app.mailer.captured() }));
  app.delete('/dev/mail', async () => {
    app.mailer.clear();
    return { ok: true as const };
  });
};
