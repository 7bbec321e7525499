/**
 * Cross-site request forgery and body-type guard for every state-changing request (anything but
 * GET, HEAD and OPTIONS):
 * - 403 CROSS_SITE when the browser says the request comes from another site
 *   (`Sec-Fetch-Site: cross-site`) or its `Origin` is not this site's own (the request's own
 *   origin, or PUBLIC_URL's). Callers that send no Origin (curl, app.inject) pass: the session
 *   cookie is SameSite=Lax, and browsers send Origin on every cross-origin write.
 * - 415 UNSUPPORTED_MEDIA_TYPE when a body is not `application/json`: form posts and
 *   `text/plain` are what an HTML form on another site can send without a preflight.
 * Bodyless writes (sign-out, the exchange-rate call) need no content type. A route that takes
 * another body type (a file upload) says so: `{ config: { bodyTypes: ['multipart/form-data'] } }`
 * (it then registers that parser itself); the Origin check still applies.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { HttpError } from '../lib/errors.ts';
import { globalPlugin } from '../lib/plugin.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Media types this route accepts besides application/json (see plugins/request-guard.ts). */
    bodyTypes?: string[];
  }
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const publicOrigin = originOf(config.publicUrl);
  // text/plain is Fastify's other default parser; only JSON bodies are part of the contract.
  app.removeContentTypeParser('text/plain');

  app.addHook('onRequest', async (req) => {
    if (SAFE_METHODS.has(req.method)) return;
    if (req.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, 'CROSS_SITE', 'Cross-site requests are not allowed.');
    const origin = req.headers.origin;
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.host}`;
      if (origin !== own && origin !== publicOrigin) throw new HttpError(403, 'CROSS_SITE', 'Cross-site requests are not allowed.');
    }
    if (hasBody(req)) {
      const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      const extra = req.routeOptions.config?.bodyTypes ?? [];
      if (type !== 'application/json' && !extra.includes(type ?? '')) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json.');
    }
  });
};

/** Refuses cross-site writes and non-JSON bodies. */
export const requestGuardPlugin = globalPlugin(plugin, 'request-guard');
