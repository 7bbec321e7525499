/**
 * GET /runtime-config.json (no-cache, with an ETag): where each remote's manifest lives, the
 * external services' base URLs, brand values and the maintenance switch, from the api's
 * configuration (REMOTE_*_URL, SERVICE_*_URL, BRAND_*, MAINTENANCE). A remote the environment
 * does not pin names its live release (lib/releases.ts), read on each request, so a release or a
 * rollback reaches new page loads without a restart; `releases` lists the releases still served
 * (the service worker drops its copies of any other). Served in api-only mode too, so the
 * shell's dev server can proxy it.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';

/** Registers the runtime-config route. */
export const runtimeConfigRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const base = config.runtimeConfig;
  const pinned = new Set(config.pinnedRemotes);
  const names = Object.keys(base.remotes) as Array<keyof typeof base.remotes>;
  let last: { key: string; body: string; etag: string } | null = null;

  app.get('/runtime-config.json', async (req, reply) => {
    const cookie = req.headers.cookie;
    const remotes = { ...base.remotes };
    const releases: Record<string, string[]> = {};
    for (const name of names) {
      if (!pinned.has(name)) remotes[name] = app.releases.manifestUrl(name, cookie) ?? base.remotes[name];
      const kept = app.releases.kept(name);
      if (kept.length) releases[name] = kept;
    }
    const key = JSON.stringify([remotes, releases]);
    if (last?.key !== key) {
      const body = JSON.stringify({ ...base, remotes, releases });
      last = { key, body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"` };
    }
    reply.header('cache-control', 'no-cache').header('etag', last.etag).header('vary', 'cookie').type('application/json; charset=utf-8');
    if (req.headers['if-none-match'] === last.etag) return reply.code(304).send();
    return last.body;
  });
};
