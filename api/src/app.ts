/**
 * The app factory: `buildApp(config)` assembles the Fastify app from plugins (database,
 * sessions, security headers, rate limits, mail, errors, static files) and one plugin per
 * resource under routes/. It listens on nothing: server.ts starts it, tests call `inject`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { mailPlugin } from './plugins/mail.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { staticPlugin } from './plugins/static.ts';
import { authRoutes } from './routes/auth/index.ts';
import { boardRoutes } from './routes/board/index.ts';
import { connectionInfoRoutes } from './routes/connection-info/index.ts';
import { countryRoutes } from './routes/country/index.ts';
import { currRoutes } from './routes/curr/index.ts';
import { devMailRoutes } from './routes/dev-mail/index.ts';
import { exchangeRoutes } from './routes/exchange/index.ts';
import { freightRoutes } from './routes/freight/index.ts';
import { languageRoutes } from './routes/language/index.ts';
import { runtimeConfigRoutes } from './routes/runtime-config/index.ts';
import { subscriberRoutes } from './routes/subscriber/index.ts';
import { userRoutes } from './routes/user/index.ts';
import { equipmentRoutes } from './routes/equipment/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configuration the app was built with. */
    config: Config;
  }
}

/** Build (and make ready) the app for `config`. The caller owns `close()`. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    trustProxy: config.trustProxy,
    // Never let a client pick its own request id (log forging).
    requestIdHeader: false,
    // PGlite's first start (WASM compile, initdb, migrations, seed) can take a while on a busy machine.
    pluginTimeout: 120_000,
  });
  app.decorate('config', config);
  const opts = { config };

  await app.register(securityHeadersPlugin, opts);
  await app.register(errorsPlugin);
  await app.register(dbPlugin, opts);
  await app.register(sessionPlugin, opts);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin, opts);
  await app.register(staticPlugin, opts);

  await app.register(authRoutes, opts);
  await app.register(currRoutes);
  await app.register(languageRoutes);
  await app.register(countryRoutes);
  await app.register(userRoutes);
  await app.register(boardRoutes);
  await app.register(freightRoutes);
  await app.register(subscriberRoutes, opts);
  await app.register(exchangeRoutes, opts);
  await app.register(connectionInfoRoutes, opts);
  await app.register(runtimeConfigRoutes, opts);
  await app.register(equipmentRoutes);
  if (!config.isProduction) await app.register(devMailRoutes);

  await app.ready();
  return app;
}
