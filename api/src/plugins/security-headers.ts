/**
 * Security headers on every answer, errors and static files included (ARCHITECTURE.md "The
 * reference api"). The CSP is the architecture's exact policy; when runtime-config.json points a
 * remote or a service at another origin, that origin is added where the browser needs it.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { globalPlugin } from '../lib/plugin.ts';

const originOf = (url: string): string | null => {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/** The Content-Security-Policy for this configuration. */
export function contentSecurityPolicy(config: Config): string {
  const { remotes, services } = config.runtimeConfig;
  const remoteOrigins = [...new Set(Object.values(remotes).map(originOf).filter((o): o is string => o !== null))];
  const serviceOrigins = [...new Set(Object.values(services).map(originOf).filter((o): o is string => o !== null))];
  const extra = (list: string[]) => (list.length ? ` ${list.join(' ')}` : '');
  const connect = [...new Set([...remoteOrigins, ...serviceOrigins])];
  return [
    `default-src 'self'`,
    `script-src 'self'${extra(remoteOrigins)}`,
    `style-src 'self' 'unsafe-inline'${extra(remoteOrigins)}`,
    `img-src 'self' data: blob:${extra(remoteOrigins)}`,
    `font-src 'self'${extra(remoteOrigins)}`,
    `media-src 'self'`,
    `connect-src 'self'${extra(connect)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  if (config.isProduction) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(headers);
    return payload;
  });
};

/** Adds the security headers to every answer. */
export const securityHeadersPlugin = globalPlugin(plugin, 'security-headers');
