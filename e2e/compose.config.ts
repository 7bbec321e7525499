/**
 * Playwright against the compose stack (scripts/test-compose.mjs starts it and sets
 * COMPOSE_BASE_URL, COMPOSE_MAIL_URL, COMPOSE_DIR): tests/compose.spec.ts only, no server of its own.
 */
import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  testMatch: ['**/compose.spec.ts'],
  timeout: 120_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: './test-results/compose',
  use: {
    baseURL: process.env.COMPOSE_BASE_URL ?? 'http://localhost:18080',
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } }],
});
