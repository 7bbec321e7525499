/**
 * Captured mail (never registered in production): GET /dev/mail lists it newest first with
 * the links found in each message; DELETE /dev/mail forgets it (for tests).
 *
 * The mail holds reset and confirmation links, so these routes answer only a request addressed
 * to a loopback Host (localhost, 127.x.x.x, [::1], any port); any other Host is the JSON 404
 * of an unknown route. A machine on the network, or a web page reaching the api through DNS
 * rebinding (its own name pointed at this address), never gets past it.
 */
import type { FastifyPluginAsync } from 'fastify';

/** Whether a Host header names this machine's loopback interface. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = (/^\[([^\]]*)\](?::\d+)?$/.exec(host)?.[1] ?? /^([^:]*)(?::\d+)?$/.exec(host)?.[1] ?? '').toLowerCase();
  return name === 'localhost' || name === '::1' || /^127(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(name);
}

/** Registers the captured-mail routes. */
export const devMailRoutes: FastifyPluginAsync = async (app) => {
  // Encapsulated: the hook guards this plugin's routes only.
  app.addHook('onRequest', async (req, reply) => {
    if (isLoopbackHost(req.headers.host)) return;
    reply.callNotFound();
    return reply;
  });
  app.get('/dev/mail', async () => ({ list: app.mailer.captured() }));
  app.delete('/dev/mail', async () => {
    app.mailer.clear();
    return { ok: true as const };
  });
};
