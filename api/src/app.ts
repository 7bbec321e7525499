/**
 * The app factory: `buildApp(config)` assembles the Fastify app from plugins (database,
 * sessions, security headers, rate limits, mail, errors, static files) and one plugin per
 * resource under routes/. It listens on nothing: server.ts starts it, tests call `inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { dbPlugin } from './plugins/db.ts';
import { clientErrorHandler, errorsPlugin } from './plugins/errors.ts';
import { mailPlugin } from './plugins/mail.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { requestGuardPlugin } from './plugins/request-guard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { REMOTE_DISTS, staticPlugin } from './plugins/static.ts';
import { createReleases, type Releases } from './lib/releases.ts';
import { join } from 'node:path';
import { authRoutes } from './routes/auth/index.ts';
import { boardRoutes } from './routes/board/index.ts';
import { bookingRoutes } from './routes/booking/index.ts';
import { connectionInfoRoutes } from './routes/connection-info/index.ts';
import { countryRoutes } from './routes/country/index.ts';
import { currRoutes } from './routes/curr/index.ts';
import { devMailRoutes } from './routes/dev-mail/index.ts';
import { exchangeRoutes } from './routes/exchange/index.ts';
import { freightRoutes } from './routes/freight/index.ts';
import { quoteRoutes } from './routes/freight/quote.ts';
import { scheduleRoutes } from './routes/freight/schedule.ts';
import { languageRoutes } from './routes/language/index.ts';
import { memberRoutes } from './routes/member/index.ts';
import { runtimeConfigRoutes } from './routes/runtime-config/index.ts';
import { seoRoutes } from './routes/seo/index.ts';
import { healthRoutes } from './routes/health/index.ts';
import { subscriberRoutes } from './routes/subscriber/index.ts';
import { userRoutes } from './routes/user/index.ts';
import { bookingEventsPlugin } from './plugins/booking-events.ts';
import { liveStreamsPlugin } from './plugins/live-streams.ts';
import { myBookingRoutes } from './routes/my-booking/index.ts';
import { staffRoutes } from './routes/staff/index.ts';
import { staffOfferRoutes } from './routes/staff/offers.ts';
import { staffRateRoutes } from './routes/staff/rates.ts';
import { staffPostRoutes } from './routes/staff/posts.ts';
import { documentRoutes } from './routes/documents/index.ts';

/**
 * Query values can be secrets (single-use tokens of email links, an email hash): every value is
 * replaced in the logged URL, keeping the names for debugging; so is a path segment that looks
 * like a token (the email links' pages, /member/change-password/<token>). Bodies are never logged.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = (q < 0 ? url : url.slice(0, q))
    .split('/')
    .map((seg) => (/^[A-Za-z0-9_%-]{20,}$/.test(seg) ? '~' : seg))
    .join('/');
  if (q < 0) return path;
  const names = url
    .slice(q + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0] ?? ''}=~`);
  return `${path}?${names.join('&')}`;
}

const logSerializers = {
  req: (req: { method: string; url: string; host?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip }),
};
import { equipmentRoutes } from './routes/equipment/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with. */
    config: Config;
    /** The remotes' versioned releases (lib/releases.ts). */
    releases: Releases;
    /** Every route registered (method and url): the bad-input matrix walks it. */
    routeTable: Array<{ method: string; url: string }>;
  }
}

/** Options of `buildApp` besides the configuration. */
export interface BuildOptions {
  /** Where the log goes instead of stdout (tests capture it). */
  logStream?: { write(line: string): void };
}

/** Build (and make ready) the app for `config`. The caller owns `close()`. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const releases = createReleases(
    config.static.releasesRoot,
    Object.fromEntries(Object.entries(REMOTE_DISTS).map(([name, dir]) => [name, join(config.static.root, dir)])),
  );
  const app = Fastify({
    // An unversioned `/mf/<remote>/…` is answered from the remote's live release (lib/releases.ts).
    rewriteUrl: (req) => releases.rewrite(req),
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
            serializers: logSerializers,
          },
    trustProxy: config.trustProxy,
    // Never let a client pick its own request id (log forging).
    requestIdHeader: false,
    // PGlite's first start (WASM compile, initdb, migrations, seed) can take a while on a busy machine.
    pluginTimeout: 120_000,
    // Requests Node's parser refuses (a bad Content-Length) answer in the api's error shape too.
    clientErrorHandler,
  });
  app.decorate('config', config);
  app.decorate('releases', releases);
  const routeTable: Array<{ method: string; url: string }> = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeTable.push({ method, url: route.url });
  });
  const opts = { config };

  await app.register(securityHeadersPlugin, opts);
  await app.register(errorsPlugin);
  await app.register(requestGuardPlugin, opts);
  await app.register(dbPlugin, opts);
  await app.register(sessionPlugin, opts);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin, opts);
  await app.register(staticPlugin, opts);

  await app.register(authRoutes, opts);
  await app.register(currRoutes, opts);
  await app.register(languageRoutes, opts);
  await app.register(countryRoutes);
  await app.register(userRoutes);
  await app.register(boardRoutes);
  await app.register(freightRoutes, opts);
  await app.register(subscriberRoutes, opts);
  await app.register(bookingRoutes, opts);
  await app.register(exchangeRoutes, opts);
  await app.register(connectionInfoRoutes, opts);
  await app.register(runtimeConfigRoutes, opts);
  await app.register(seoRoutes, opts);
  await app.register(healthRoutes);
  await app.register(memberRoutes, opts);
  await app.register(scheduleRoutes);
  await app.register(quoteRoutes, opts);
  await app.register(bookingEventsPlugin, opts);
  await app.register(liveStreamsPlugin, opts);
  await app.register(myBookingRoutes, opts);
  await app.register(staffRoutes, opts);
  await app.register(staffOfferRoutes, opts);
  await app.register(staffRateRoutes);
  await app.register(staffPostRoutes);
  await app.register(documentRoutes, opts);
  await app.register(equipmentRoutes);
  if (config.devSeams) await app.register(devMailRoutes);

  await app.ready();
  return app;
}
