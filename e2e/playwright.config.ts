/**
 * Playwright against the production build served in all-in-one mode by the api, on a
 * throwaway PGlite database, in Debian's Chromium (no browser download is possible here).
 */
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT || 3100);
const dataDir = mkdtempSync(path.join(tmpdir(), 'forwarder-e2e-'));
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
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
      // Every journey comes from 127.0.0.1: the per-IP limits (tested in the api's own tests) are
      // raised so the journeys' and matrices' many sign-ups, sign-ins, bookings and preference
      // writes are not refused.
      RATE_LIMIT_LOGIN: '100000', RATE_LIMIT_PREFS: '100000', RATE_LIMIT_SIGNUP: '100000', RATE_LIMIT_FORGOT_PASSWORD: '100000',
      RATE_LIMIT_CONFIRM_RESEND: '100000', RATE_LIMIT_BOOKING: '100000', RATE_LIMIT_BOOKING_LOOKUP: '100000', RATE_LIMIT_SUBSCRIBER: '100000',
    },
  },
});
