/**
 * Playwright against the production build served in all-in-one mode by the api, on a
 * throwaway PGlite database, in Debian's Chromium (no browser download is possible here).
 */
import { defineConfig, devices } from '@playwright/test';
import { releasesDir } from './releases-dir';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT || 3100);
/**
 * `npm test` runs the journeys as three groups side by side (run-groups.mjs), each with its own
 * server and database: E2E_GROUP=a and b are the files of GROUPS, c every other file (a new spec
 * lands in c). Without E2E_GROUP, every file. The groups hold about the same minutes of journeys
 * (a fresh-clone npm test: a 644 s, b 749 s with the Russian accessibility matrix's 5 minutes, c 681 s;
 * the remote-fault matrix, about a minute, then moved from b to c; later a 603 s, b 632 s, c 695 s,
 * and the newsletter and hero video journeys, about 50 s, moved from c to a).
 */
export const GROUPS = {
  a: ['a11y', 'staff-desk', 'staff-offers', 'staff-posts', 'api-faults', 'bookings', 'sitemap-crawl', 'newsletter', 'hero-video'],
  b: ['member', 'link-walk', 'freight', 'screenshots', 'i18n', 'a11y-ru'],
} as const;
const files = (names: readonly string[]) => names.map((name) => `**/${name}.spec.ts`);
const group = process.env.E2E_GROUP;

const dataDir = mkdtempSync(path.join(tmpdir(), 'forwarder-e2e-'));
/**
 * Debian's old headless shell (package chromium-headless-shell, which `npm test` installs), the
 * browser Playwright itself runs headless journeys in: the same Blink and V8 as Debian's Chromium
 * without the full browser around them, about 40 % less CPU for the same journeys on the two-core
 * machine (content.spec.ts: 154 to 88 CPU-s). E2E_CHROMIUM_PATH picks another; without the shell,
 * Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.E2E_CHROMIUM_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : process.env.CHROMIUM_PATH || '/usr/bin/chromium');

export default defineConfig({
  testDir: './tests',
  // tests/compose.spec.ts runs against the compose stack only (compose.config.ts, npm run test:compose).
  ...(group === 'a' || group === 'b'
    ? { testMatch: files(GROUPS[group]) }
    : group === 'c'
      ? { testIgnore: [...files(GROUPS.a), ...files(GROUPS.b), '**/compose.spec.ts'] }
      : { testIgnore: ['**/compose.spec.ts'] }),
  // A journey's budget, not its speed: the long journeys (a booking from the offer to the buyer's
  // own account) load a dozen pages, and CI's shared two-core machines run three groups at once.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // One retry, on a fresh page and context: a step that missed its wait on a machine busy with
  // two other groups. A journey that fails twice fails the run; one that passed on its retry is
  // listed as flaky in the run's report (run-groups.mjs repeats it at the end of the log).
  retries: 1,
  reporter: [['list']],
  // A group's own folder: Playwright empties it when a run starts, and the groups start together.
  outputDir: group ? `./test-results/group-${group}` : './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The site's reduced-motion mode (poster instead of the hero video, no carousel autoplay, no
    // count-up or transitions): an open home page then costs the two-core machine a tenth of the
    // CPU (its looping video decodes in software otherwise). Journeys about motion ask for it
    // (hero-video.spec.ts, the about counters in content.spec.ts).
    reducedMotion: 'reduce',
    // A trace (DOM snapshots and screenshots at every step) only on the retry of a failed journey:
    // recording one for every journey cost about 7 % of the run's CPU (Chromium's and the runner's)
    // to keep it only on failure. E2E_TRACE=retain-on-failure (or on) asks for it everywhere.
    trace: (process.env.E2E_TRACE as 'on' | 'off' | 'on-first-retry' | 'retain-on-failure' | undefined) ?? 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
  webServer: {
    command: 'node --import tsx src/server.ts',
    cwd: path.resolve(__dirname, '../api'),
    url: `http://127.0.0.1:${PORT}/runtime-config.json`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT), HOST: '127.0.0.1', SERVE_STATIC: '1', PGLITE_DIR: dataDir, NODE_ENV: 'development',
      // run-groups.mjs makes one migrated and seeded database for the three servers to start from.
      ...(process.env.PGLITE_TEMPLATE ? { PGLITE_TEMPLATE: process.env.PGLITE_TEMPLATE } : {}),
      // The server's releases (releases.spec.ts releases freight there, and puts it back after).
      RELEASES_DIR: releasesDir(PORT),
      // Every journey comes from 127.0.0.1: the per-IP limits (tested in the api's own tests) are
      // raised so the journeys' and matrices' many sign-ups, sign-ins, bookings and preference
      // writes are not refused.
      RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_PREFS: '100000', RATE_LIMIT_SIGNUP: '100000', RATE_LIMIT_FORGOT_PASSWORD: '100000',
      RATE_LIMIT_CONFIRM_RESEND: '100000', RATE_LIMIT_BOOKING: '100000', RATE_LIMIT_BOOKING_LOOKUP: '100000', RATE_LIMIT_SUBSCRIBER: '100000',
      // Three groups share two cores: a server waiting for a core looks busy to the live renderer's
      // crowd bound (api/README.md), which then sends signed-in pages their static first screen; the
      // journeys check those pages' live render (page-first-screen.spec.ts, staff-desk.spec.ts). For the
      // same reason a one-visitor render may wait in the queue as long as any render (its 150 ms
      // default sent a staff page its bare shell once in a fresh-clone run). Both bounds have api tests.
      LIVE_RENDER_BUSY_LOOP_MS: '1000',
      LIVE_RENDER_ONE_VISITOR_QUEUE_MS: '3000',
      // Links to other sites are the operator's to configure (unset, not shown): the journeys
      // configure them, so the home page's Instagram banner and the sister sites are walked too.
      BRAND_INSTAGRAM: 'https://www.instagram.com/koreacarshipping.demo',
      // The three sister sites of spec 2 "About us".
      BRAND_SISTER_SITES: JSON.stringify([
        { name: 'Korean Used Cars', url: 'https://cars.koreacarshipping.demo' },
        { name: 'Heavy Equipment Korea', url: 'https://equipment.koreacarshipping.demo' },
        { name: 'Korea Auto Parts', url: 'https://parts.koreacarshipping.demo' },
      ]),
    },
  },
});
