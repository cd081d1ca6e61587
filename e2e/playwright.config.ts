import { defineConfig, devices } from '@playwright/test';
import path from 'node:path';

/**
 * End-to-end tests: the built web app and the real server over a fresh database (start-server.mjs),
 * driven in Debian's Chromium (/usr/bin/chromium; Playwright never downloads a browser here).
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const jsonReport = process.env.E2E_JSON_REPORT ?? path.join(import.meta.dirname, 'test-results', 'e2e-report.json');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Specs that move a store's business date (a day close). Every spec shares one server and database, and the
 * others assume each store is still on its first business date; these run in their own project, `days`, which
 * depends on `chromium` and so starts only after every other spec has run (and, as Playwright does for a
 * dependency, is skipped when one of them failed). Inside it they run in file-name order, each reading the
 * store's date from the app rather than assuming it. A new spec that closes a day is added here.
 */
const MOVES_BUSINESS_DATES = [/[/\\]loyalty-days\.spec\.ts$/, /[/\\]tutup-toko\.spec\.ts$/];

/**
 * Specs that move a store's business date by months (instalments falling late and into default): they run in
 * their own project, `months`, after `days`, so the specs of `days` still see dates near the calendar's (their
 * coupons and prices are dated around today).
 */
const MOVES_BUSINESS_MONTHS = [/[/\\]cicilan-days\.spec\.ts$/];

const chromiumUse = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1366, height: 768 },
  launchOptions: {
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL,
    headless: true,
    acceptDownloads: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
  },
  projects: [
    { name: 'chromium', testIgnore: [...MOVES_BUSINESS_DATES, ...MOVES_BUSINESS_MONTHS], use: chromiumUse },
    { name: 'days', testMatch: MOVES_BUSINESS_DATES, dependencies: ['chromium'], use: chromiumUse },
    { name: 'months', testMatch: MOVES_BUSINESS_MONTHS, dependencies: ['days'], use: chromiumUse },
  ],
  webServer: {
    command: 'node start-server.mjs',
    cwd: import.meta.dirname,
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
