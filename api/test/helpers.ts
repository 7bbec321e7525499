/**
 * Test helpers: a fresh app on a throwaway database (in-memory PGlite, or a new database on
 * the PostgreSQL server of DATABASE_URL, dropped afterwards), sign-in, and cookie handling.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { browserPasswordHash, DEMO_ACCOUNTS } from '../src/db/demo-accounts.ts';
import { writePgliteTemplate } from '../src/db/template.ts';
import { isoDay } from '../src/lib/dates.ts';
import { hashPassword } from '../src/lib/passwords.ts';

/** An app under test and how to dispose of it (and its database). */
export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/** Defaults every test app starts from; `overrides` are environment variables. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PGLITE_DIR: 'memory://',
  SERVE_STATIC: '0',
  // No releases unless a test makes some (a developer's own `releases/` never leaks in).
  RELEASES_DIR: join(tmpdir(), `fw-test-no-releases-${process.pid}`),
  RATE_LIMIT_LOGIN: '10000',
  RATE_LIMIT_SUBSCRIBER: '10000',
  RATE_LIMIT_BOOKING: '10000',
  RATE_LIMIT_BOOKING_LOOKUP: '10000',
  RATE_LIMIT_SIGNUP: '10000',
  RATE_LIMIT_FORGOT_PASSWORD: '10000',
  RATE_LIMIT_CONFIRM_RESEND: '10000',
  RATE_LIMIT_LOGIN_ACCOUNT: '10000',
  RATE_LIMIT_PREFS: '10000',
  EXCHANGE_FAIL: '0',
  SMTP_URL: '',
  // Tests change offers and posts in the database directly, behind the staff routes' catalogue
  // signal: pages are not shared between visitors unless a test asks for it (static.test.ts).
  LIVE_RENDER_FRESH_MS: '0',
  LIVE_RENDER_STALE_MS: '0',
  // Three test processes share two cores: a process waiting for a core looks busy to the live
  // renderer's bounds. Tests of those bounds ask for them (static.test.ts).
  LIVE_RENDER_ONE_VISITOR_QUEUE_MS: '60000',
  LIVE_RENDER_BUSY_LOOP_MS: '60000',
};

/** Prefix of the PGlite template files in the temp folder (scripts/test-all.mjs deletes them). */
export const TEMPLATE_PREFIX = 'forwarder-api-pglite-template-';

function sourcesHash(): string {
  const h = createHash('sha256').update(isoDay(new Date()));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else if (p.endsWith('.ts')) h.update(p).update(readFileSync(p));
    }
  };
  walk(fileURLToPath(new URL('../src/db', import.meta.url)));
  walk(fileURLToPath(new URL('../src/lib', import.meta.url)));
  return h.digest('hex').slice(0, 16);
}

/**
 * initdb is most of PGlite's start-up cost (seconds on a busy machine). Tests start each new
 * PGlite database (in memory, or in a folder that holds none yet) from a dump of one that is
 * already migrated, and seeded unless the app runs without the demo seed; each dump is made once
 * and reused until the schema, the seed or the day changes.
 */
async function pgliteTemplate(seed: boolean): Promise<string> {
  const file = join(tmpdir(), `${TEMPLATE_PREFIX}${sourcesHash()}${seed ? '' : '-empty'}.tar`);
  if (!existsSync(file)) await writePgliteTemplate(file, { seed });
  return file;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Build an app on its own throwaway database. */
export async function createTestApp(overrides: Record<string, string> = {}, options: BuildOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...overrides });
  const newPglite = config.pgliteDir.startsWith('memory://') || !existsSync(join(config.pgliteDir, 'PG_VERSION'));
  if (!config.databaseUrl && newPglite && !config.pgliteTemplate) config.pgliteTemplate = await pgliteTemplate(config.seed);
  let drop = async () => {};
  if (config.databaseUrl) {
    const adminUrl = config.databaseUrl;
    const name = `forwarder_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    config.databaseUrl = withDatabase(adminUrl, name);
    drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    };
  }
  let app: FastifyInstance;
  try {
    app = await buildApp(config, options);
  } catch (err) {
    await drop();
    throw err;
  }
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/** The `name=value` of a cookie set by a response, or undefined. */
export function setCookie(res: LightMyRequestResponse, name: string): { value: string; raw: string } | undefined {
  const header = res.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const raw = all.find((c) => c.startsWith(`${name}=`));
  if (!raw) return undefined;
  return { value: raw.slice(name.length + 1).split(';')[0] ?? '', raw };
}

/** Sign in as a demo account; answers the Cookie header to send afterwards. */
export async function signIn(app: FastifyInstance, who: keyof typeof DEMO_ACCOUNTS, cookie?: string): Promise<string> {
  const account = DEMO_ACCOUNTS[who];
  const res = await app.inject({
    method: 'POST',
    url: '/cmn/login',
    payload: { email: account.email, pwd: browserPasswordHash(account.password) },
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${who} answered ${res.statusCode}: ${res.body}`);
  const sid = setCookie(res, app.config.session.cookieName);
  if (!sid) throw new Error('sign-in set no session cookie');
  return `${app.config.session.cookieName}=${sid.value}`;
}

/**
 * Create a USER account (production-mode apps have no demo accounts) and sign in as it;
 * answers the Cookie header to send afterwards.
 */
export async function createUserAndSignIn(app: FastifyInstance, email = 'owner@example.com', password = 'Owner-pass-1'): Promise<string> {
  await app.db
    .insertInto('users')
    .values({
      email,
      name: 'Owner',
      pwd_hash: await hashPassword(browserPasswordHash(password)),
      role: 'USER',
      lang: 'en',
      curr: 'USD',
      flag_subscribe: false,
      price_masked: false,
      email_confirmed: true,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
  const res = await app.inject({ method: 'POST', url: '/cmn/login', payload: { email, pwd: browserPasswordHash(password) } });
  if (res.statusCode !== 200) throw new Error(`sign-in as ${email} answered ${res.statusCode}: ${res.body}`);
  const sid = setCookie(res, app.config.session.cookieName);
  if (!sid) throw new Error('sign-in set no session cookie');
  return `${app.config.session.cookieName}=${sid.value}`;
}

/** The parsed JSON body of a response. */
export const json = <T = Record<string, unknown>>(res: LightMyRequestResponse): T => JSON.parse(res.body) as T;

/** Assert-friendly shape of an error answer. */
export const errorOf = (res: LightMyRequestResponse) => {
  const body = json<{ errorCode?: unknown; message?: unknown }>(res);
  return { status: res.statusCode, errorCode: body.errorCode, hasMessage: typeof body.message === 'string' && body.message.length > 0 };
};

export { DEMO_ACCOUNTS, browserPasswordHash };

/** A new temporary folder and `put(rel, body)`, which writes a file in it (making its folders): a fake build of the suite. */
export function tempTree(prefix: string): { root: string; put(rel: string, body: string): void } {
  const root = mkdtempSync(join(tmpdir(), prefix));
  return {
    root,
    put(rel, body) {
      mkdirSync(dirname(join(root, rel)), { recursive: true });
      writeFileSync(join(root, rel), body);
    },
  };
}
