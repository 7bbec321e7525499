/**
 * The api's configuration: every environment variable is read and validated here, once, with
 * defaults (the only file that touches `process.env`). A bad value stops the start with a
 * message naming the variable. See README.md for the list.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { data, runtimeConfig, type RuntimeConfig } from './lib/shared.ts';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));

const bool = (def: boolean) =>
  v.pipe(
    v.optional(v.string(), def ? '1' : '0'),
    v.transform((s) => !['0', 'false', 'no', 'off', ''].includes(s.trim().toLowerCase())),
  );
const int = (def: number, min: number, max: number) =>
  v.pipe(v.optional(v.string(), String(def)), v.transform(Number), v.integer(), v.minValue(min), v.maxValue(max));
const num = (def: number, min: number, max: number) =>
  v.pipe(v.optional(v.string(), String(def)), v.transform(Number), v.number(), v.minValue(min), v.maxValue(max));
const str = (def: string) => v.optional(v.pipe(v.string(), v.trim()), def);
const optStr = v.optional(v.pipe(v.string(), v.trim(), v.transform((s) => (s === '' ? undefined : s))));

const ghana = data.countryByIso2('GH');
if (!ghana) throw new Error('the country table has no Ghana');

const EnvSchema = v.object({
  // Fail closed: without NODE_ENV the api behaves as production (no seed, no test seams).
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'production'),
  // Loopback unless told otherwise: development mode serves captured mail (reset links).
  HOST: str('localhost'),
  PORT: int(4000, 0, 65535),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  TRUST_PROXY: bool(false),
  PUBLIC_URL: optStr,

  DATABASE_URL: optStr,
  PGLITE_DIR: str(`${API_ROOT}.data/pglite`),
  PGLITE_TEMPLATE: optStr,
  SEED: v.optional(v.string()),

  SESSION_IDLE_MINUTES: int(120, 1, 60 * 24 * 30),
  SESSION_ABSOLUTE_HOURS: int(24 * 7, 1, 24 * 365),

  RATE_LIMIT_WINDOW_MS: int(60_000, 1000, 86_400_000),
  RATE_LIMIT_LOGIN: int(30, 1, 100_000),
  RATE_LIMIT_SUBSCRIBER: int(5, 1, 100_000),
  RATE_LIMIT_BOOKING: int(20, 1, 100_000),
  RATE_LIMIT_BOOKING_LOOKUP: int(30, 1, 100_000),
  RATE_LIMIT_SIGNUP: int(5, 1, 100_000),
  RATE_LIMIT_FORGOT_PASSWORD: int(5, 1, 100_000),
  RATE_LIMIT_CONFIRM_RESEND: int(5, 1, 100_000),
  RATE_LIMIT_LOGIN_ACCOUNT: int(5, 1, 100_000),
  RATE_LIMIT_LOGIN_BACKOFF_MS: int(30_000, 1, 86_400_000),
  RATE_LIMIT_PREFS: int(60, 1, 100_000),
  HOUSEKEEPING_INTERVAL_MS: int(600_000, 1000, 86_400_000),

  // Pages rendered with their data (lib/live-pages.ts): a render's time limit, how late a render may
  // start (by default the time limit: a render that could not finish in time is not started), and
  // how long a public page's shared render is served fresh, then stale.
  LIVE_RENDER_TIMEOUT_MS: int(3000, 100, 60_000),
  LIVE_RENDER_QUEUE_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(10), v.maxValue(60_000))),
  LIVE_RENDER_ONE_VISITOR_QUEUE_MS: int(150, 0, 60_000),
  LIVE_RENDER_BUSY_LOOP_MS: int(20, 1, 60_000),
  LIVE_RENDER_FRESH_MS: int(5000, 0, 3_600_000),
  LIVE_RENDER_STALE_MS: int(60_000, 0, 86_400_000),

  STREAM_MAX_PER_SESSION: int(6, 1, 10_000),
  STREAM_MAX_PER_USER: int(20, 1, 100_000),
  STREAM_HEARTBEAT_MS: int(25_000, 100, 600_000),
  STREAM_SESSION_CHECK_MS: int(20_000, 100, 600_000),
  STREAM_IDLE_MS: int(900_000, 1000, 86_400_000),

  SMTP_URL: optStr,
  MAIL_FROM: str('KoreaCarShipping <no-reply@koreacarshipping.example>'),

  EXCHANGE_RATE: num(0.92, 0.0001, 1000),
  EXCHANGE_TTL: int(3600, 0, 86_400 * 30),
  EXCHANGE_FAIL: bool(false),
  CONNECTION_INFO_COUNTRY: v.optional(
    v.pipe(v.string(), v.check((c) => data.countryByCode(c) !== undefined, 'must be a code of the country table, e.g. C1570')),
    ghana.code,
  ),

  SERVE_STATIC: bool(true),
  STATIC_ROOT: str(fileURLToPath(new URL('../..', import.meta.url))),
  /** Where the remotes' versioned releases live (lib/releases.ts); default `<STATIC_ROOT>/releases`. */
  RELEASES_DIR: optStr,

  REMOTE_MEMBER_URL: optStr,
  REMOTE_BOOKING_URL: optStr,
  REMOTE_FREIGHT_URL: optStr,
  REMOTE_CONTENT_URL: optStr,
  REMOTE_STAFF_URL: optStr,
  SERVICE_EXCHANGE_URL: optStr,
  SERVICE_CONNECTION_INFO_URL: optStr,
  SERVICE_SCHEDULE_URL: optStr,
  SERVICE_EQUIPMENT_URL: optStr,
  BRAND_HOST: optStr,
  BRAND_PHONE: optStr,
  BRAND_EMAIL: optStr,
  BRAND_INSTAGRAM: optStr,
  BRAND_BLOG: optStr,
  BRAND_SISTER_SITES: optStr,
  BANK_BENEFICIARY: optStr,
  BANK_NAME: optStr,
  BANK_ADDRESS: optStr,
  BANK_ACCOUNT_NUMBER: optStr,
  // A mistyped SWIFT sends a buyer's payment astray: refuse to start instead.
  BANK_SWIFT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(s), 'must be a SWIFT/BIC code of 8 or 11 characters, e.g. SHBKKRSE'),
      v.transform((s) => (s === '' ? undefined : s)),
    ),
  ),
  MAINTENANCE: bool(false),
});

/** The validated configuration the app is built from. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  /** Production: Secure cookies, HSTS, no test seams, no /dev routes. */
  isProduction: boolean;
  /** Where to listen: `localhost` (loopback, IPv4 and IPv6) by default; `0.0.0.0` opens it to the network (containers). */
  host: string;
  port: number;
  logLevel: string;
  trustProxy: boolean;
  /** Origin used in links inside emails. */
  publicUrl: string;
  /** PostgreSQL when set; otherwise PGlite in `pgliteDir` (`memory://` keeps it in memory). */
  databaseUrl: string | undefined;
  pgliteDir: string;
  /** A PGlite data-directory dump (tar) an in-memory database starts from, skipping initdb (tests). */
  pgliteTemplate: string | undefined;
  /** Seed the demo data when the database is empty (default: not in production, where it is refused). */
  seed: boolean;
  /**
   * Load the reference data (the partner shipping lines, the quotation ports and starting rates;
   * db/seed/reference.ts) into each of its tables that is empty: with the demo seed, or alone with
   * `SEED=reference`, the production mode.
   */
  seedReference: boolean;
  /** Test seams (/dev/mail, the dev-* cookies): only with NODE_ENV development or test. */
  devSeams: boolean;
  /** How often expired sessions and rate-limit rows are deleted. */
  housekeepingMs: number;
  session: { idleMs: number; absoluteMs: number; cookieName: string };
  /**
   * Live streams (server-sent events): at most `maxPerSession` per session and `maxPerUser` per
   * user in one api process (429 TOO_MANY_STREAMS beyond), a `: ping` comment every
   * `heartbeatMs`, the sessions of open streams re-checked every `sessionCheckMs` (one query), a
   * stream without an event for `idleMs` closed (the browser's EventSource opens it again).
   */
  streams: { maxPerSession: number; maxPerUser: number; heartbeatMs: number; sessionCheckMs: number; idleMs: number };
  rateLimit: {
    windowMs: number;
    /** Failed sign-ins per client address (any accounts) and window before a short lock (lib/login-throttle.ts). */
    login: number;
    subscriber: number;
    /** Spot booking requests per IP and window. */
    booking: number;
    /** Booking reads by id and email (the confirmation page) and owner-link reads per IP and window. */
    bookingLookup: number;
    /** Sign-ups, forgot-password mails and confirmation resends per IP and window. */
    signup: number;
    forgotPassword: number;
    confirmResend: number;
    /** Failed sign-ins of one account from one address before that pair is locked (then backoff doubling from loginBackoffMs). */
    loginAccount: number;
    loginBackoffMs: number;
    /** Anonymous preference writes (PUT /cmn/curr, PUT /cmn/language) per IP and window. */
    prefs: number;
  };
  mail: { smtpUrl: string | undefined; from: string };
  exchange: { rate: number; ttl: number; fail: boolean };
  connectionInfoCountry: string;
  static: { enabled: boolean; root: string; mediaRoot: string; releasesRoot: string };
  /** The live renderer's limits (lib/live-pages.ts). */
  livePages: { timeoutMs: number; queueBudgetMs: number; oneVisitorQueueMs: number; busyLoopMs: number; freshMs: number; staleMs: number };
  runtimeConfig: RuntimeConfig;
  /** Remotes whose manifest URL the environment sets (REMOTE_*_URL): a release never overrides them. */
  pinnedRemotes: string[];
}

/** Raised when the environment is invalid; the message lists every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function parseSisterSites(raw: string | undefined, fallback: RuntimeConfig['brand']['sisterSites']) {
  if (raw === undefined) return fallback;
  const parsed = v.safeParse(v.array(v.object({ name: v.string(), url: v.string() })), safeJson(raw));
  if (!parsed.success) throw new ConfigError('BRAND_SISTER_SITES must be a JSON array of {"name","url"}');
  return parsed.output;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Read the configuration from `process.env`, with `overrides` taking precedence (tests pass
 * their own values here instead of mutating the environment).
 */
export function loadConfig(overrides: Record<string, string | undefined> = {}): Config {
  const env: Record<string, string | undefined> = { ...process.env, ...overrides };
  for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key];
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) {
    const lines = parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new ConfigError(`invalid environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.output;
  const isProduction = e.NODE_ENV === 'production';
  // SEED=reference: the reference data only (lines, quotation ports and rates), never demo data;
  // the one seed production accepts. Any other value is the demo seed on or off.
  const seedValue = e.SEED?.trim().toLowerCase();
  const referenceOnly = seedValue === 'reference';
  const seed = referenceOnly ? false : seedValue === undefined ? !isProduction : !['0', 'false', 'no', 'off', ''].includes(seedValue);
  // The demo accounts' passwords are public (README): never in production.
  if (isProduction && seed) throw new ConfigError('invalid environment:\n  SEED: the demo seed (public passwords) is refused with NODE_ENV=production (SEED=reference loads the reference data only)');
  // Not on by default in production: the reference loader fills a table whenever it is empty, so
  // by default an operator could never leave the rate table empty on purpose (no quoting) without
  // the generated starting rates coming back at the next start. Fail closed, like the rest:
  // production loads them only when asked (docker-compose.yml sets SEED=reference).
  const seedReference = seed || referenceOnly;
  const d = runtimeConfig.defaultRuntimeConfig;
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    databaseUrl: e.DATABASE_URL,
    pgliteDir: e.PGLITE_DIR,
    pgliteTemplate: e.PGLITE_TEMPLATE,
    seed,
    seedReference,
    devSeams: !isProduction,
    housekeepingMs: e.HOUSEKEEPING_INTERVAL_MS,
    session: {
      idleMs: e.SESSION_IDLE_MINUTES * 60_000,
      absoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
      // __Host- pins the cookie to this origin and path / (browsers require Secure for it).
      cookieName: isProduction ? '__Host-sid' : 'sid',
    },
    streams: {
      maxPerSession: e.STREAM_MAX_PER_SESSION,
      maxPerUser: e.STREAM_MAX_PER_USER,
      heartbeatMs: e.STREAM_HEARTBEAT_MS,
      sessionCheckMs: e.STREAM_SESSION_CHECK_MS,
      idleMs: e.STREAM_IDLE_MS,
    },
    rateLimit: {
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      login: e.RATE_LIMIT_LOGIN,
      subscriber: e.RATE_LIMIT_SUBSCRIBER,
      booking: e.RATE_LIMIT_BOOKING,
      bookingLookup: e.RATE_LIMIT_BOOKING_LOOKUP,
      signup: e.RATE_LIMIT_SIGNUP,
      forgotPassword: e.RATE_LIMIT_FORGOT_PASSWORD,
      confirmResend: e.RATE_LIMIT_CONFIRM_RESEND,
      loginAccount: e.RATE_LIMIT_LOGIN_ACCOUNT,
      loginBackoffMs: e.RATE_LIMIT_LOGIN_BACKOFF_MS,
      prefs: e.RATE_LIMIT_PREFS,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    exchange: { rate: e.EXCHANGE_RATE, ttl: e.EXCHANGE_TTL, fail: e.EXCHANGE_FAIL },
    connectionInfoCountry: e.CONNECTION_INFO_COUNTRY,
    static: { enabled: e.SERVE_STATIC, root: e.STATIC_ROOT, mediaRoot: `${API_ROOT}public/media`, releasesRoot: e.RELEASES_DIR ?? join(e.STATIC_ROOT, 'releases') },
    livePages: { timeoutMs: e.LIVE_RENDER_TIMEOUT_MS, queueBudgetMs: e.LIVE_RENDER_QUEUE_MS ?? e.LIVE_RENDER_TIMEOUT_MS, oneVisitorQueueMs: e.LIVE_RENDER_ONE_VISITOR_QUEUE_MS, busyLoopMs: e.LIVE_RENDER_BUSY_LOOP_MS, freshMs: e.LIVE_RENDER_FRESH_MS, staleMs: Math.max(e.LIVE_RENDER_STALE_MS, e.LIVE_RENDER_FRESH_MS) },
    pinnedRemotes: (['member', 'booking', 'freight', 'content', 'staff'] as const).filter((r) => e[`REMOTE_${r.toUpperCase() as Uppercase<typeof r>}_URL`] !== undefined),
    runtimeConfig: {
      remotes: {
        member: e.REMOTE_MEMBER_URL ?? d.remotes.member,
        booking: e.REMOTE_BOOKING_URL ?? d.remotes.booking,
        freight: e.REMOTE_FREIGHT_URL ?? d.remotes.freight,
        content: e.REMOTE_CONTENT_URL ?? d.remotes.content,
        staff: e.REMOTE_STAFF_URL ?? d.remotes.staff,
      },
      services: {
        exchange: e.SERVICE_EXCHANGE_URL ?? d.services.exchange,
        connectionInfo: e.SERVICE_CONNECTION_INFO_URL ?? d.services.connectionInfo,
        schedule: e.SERVICE_SCHEDULE_URL ?? d.services.schedule,
        equipment: e.SERVICE_EQUIPMENT_URL ?? d.services.equipment,
      },
      brand: {
        host: e.BRAND_HOST ?? d.brand.host,
        phone: e.BRAND_PHONE ?? d.brand.phone,
        email: e.BRAND_EMAIL ?? d.brand.email,
        instagram: e.BRAND_INSTAGRAM ?? d.brand.instagram,
        blog: e.BRAND_BLOG ?? d.brand.blog,
        sisterSites: parseSisterSites(e.BRAND_SISTER_SITES, d.brand.sisterSites),
      },
      bank: {
        beneficiary: e.BANK_BENEFICIARY ?? d.bank.beneficiary,
        bankName: e.BANK_NAME ?? d.bank.bankName,
        bankAddress: e.BANK_ADDRESS ?? d.bank.bankAddress,
        accountNumber: e.BANK_ACCOUNT_NUMBER ?? d.bank.accountNumber,
        swift: e.BANK_SWIFT ?? d.bank.swift,
      },
      maintenance: e.MAINTENANCE,
      // Filled per request by the runtime-config route (lib/releases.ts).
      releases: {},
    },
  };
}
