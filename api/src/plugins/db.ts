/**
 * Database plugin: opens PGlite or PostgreSQL, migrates to the latest schema, seeds the demo
 * data when the database is empty (or, with `SEED=reference`, only the reference data: partner
 * lines, quotation ports and rates), and closes it when the app closes (PGlite flushes to disk).
 */
import type { Kysely } from 'kysely';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config.ts';
import { connect } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Database } from '../db/schema.ts';
import { DEMO_ACCOUNTS } from '../db/demo-accounts.ts';
import { refreshDemoDates, seedIfEmpty } from '../db/seed.ts';
import { seedReference } from '../db/seed/reference.ts';
import { globalPlugin } from '../lib/plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The query builder over PGlite or PostgreSQL. */
    db: Kysely<Database>;
  }
}

const plugin: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const handle = await connect({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    pgliteTemplate: config.pgliteTemplate,
    onIdleError: (err) => app.log.warn({ err }, 'an idle database connection was ended by the server'),
    onHeldError: (err) => app.log.warn({ err }, 'a database connection in use was ended by the server'),
  });
  app.decorate('db', handle.db);
  app.addHook('onClose', async () => {
    await handle.close();
  });
  const applied = await migrateToLatest(handle.db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (config.seed) {
    const seeded = await seedIfEmpty(handle.db);
    if (seeded.seeded) app.log.info(seeded, 'demo data seeded');
    else {
      const shift = await refreshDemoDates(handle.db);
      if (shift) app.log.info({ days: shift }, 'demo spot offer dates moved forward');
    }
  } else if (config.seedReference) {
    // Production's mode: no accounts, bookings, offers, posts, sailings nor hot items, ever. The
    // schedule and the hot items come from the services `runtime-config.json` names
    // (SERVICE_SCHEDULE_URL, SERVICE_EQUIPMENT_URL); unset, the api's stand-ins answer from their
    // tables, which stay empty here.
    const loaded = await seedReference(handle.db);
    if (loaded.lines || loaded.ports || loaded.rates) app.log.info(loaded, 'reference data loaded');
  }
  if (config.isProduction) {
    // The demo accounts' passwords are public (README), one is STAFF: never serve them.
    const emails = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
    const demo = await handle.db.selectFrom('users').select('email').where('email', 'in', emails).execute();
    if (demo.length) {
      await handle.close();
      throw new Error(`refusing to start in production: demo account(s) present (${demo.map((d) => d.email).join(', ')}); delete them or use a fresh database`);
    }
  }
  app.log.info({ database: handle.kind === 'postgres' ? 'postgres' : `pglite ${config.pgliteDir}` }, 'database ready');
};

/** Registers the database for the whole app. */
export const dbPlugin = globalPlugin(plugin, 'db');
