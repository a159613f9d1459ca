import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './e2e/support/chromium';

/**
 * End-to-end tests: the real server (`npm start`'s code, built web app, embedded PostgreSQL in a
 * temporary data directory, a free port) is started once by the global setup, which also sets
 * E2E_BASE_URL for the workers. Browsers come from the system (see e2e/support/chromium.ts).
 */
const ci = process.env.CI === 'true' || process.env.CI === '1';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  // One retry on CI absorbs a slow moment on a shared two-core machine; a real fault fails twice.
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  timeout: 60_000,
  // The suite takes 13 to 16 minutes on a two-core CI machine, more when the machine is shared;
  // a stuck run still ends well within CI's 90 minutes.
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    [ci ? 'line' : 'list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.tmp/e2e-report.json' }],
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // English (UK) reads the 24-hour clock the spec's journeys are written in ("18:00"); an
    // en-US browser would default a member who chose no clock to 12 hours (decision 0076). It
    // reaches every context, those a journey opens with browser.newContext() too; the journeys
    // of the 12-hour clock (time-format.spec.ts) ask for en-US themselves.
    locale: 'en-GB',
    // A trace records every action's page snapshot: a third of each test's time (the pseudo-locale
    // dialogs: 326 s of tests with it, 217 s without). On CI a failed test is tried again with a
    // trace, so a real fault keeps one; E2E_TRACE=1 keeps one of every failed test in a local run.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'on-first-retry',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
});
