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

/** The Permissions-Policy header: every listed feature off. */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=()';

/** Paths whose answers are never cached (the api's calls about a user or their data). */
const PERSONAL_PREFIXES = ['/cmn/', '/svc/', '/staff/'];

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // No page of the suite uses these powerful features; nothing embedded may either.
    'permissions-policy': PERMISSIONS_POLICY,
    // A page opened from another site cannot keep a handle on ours (tab-nabbing, XS-Leaks).
    'cross-origin-opener-policy': 'same-origin',
  };
  if (config.isProduction) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(headers);
    // Answers of the api's own paths may carry personal data (the user, their bookings,
    // invoices): never stored by the browser or a shared cache.
    // A route that chose its own caching (a public list) keeps it.
    if (!reply.hasHeader('cache-control') && PERSONAL_PREFIXES.some((p) => req.url.startsWith(p))) reply.header('cache-control', 'no-store');
    return payload;
  });
};

/** Adds the security headers to every answer. */
export const securityHeadersPlugin = globalPlugin(plugin, 'security-headers');
