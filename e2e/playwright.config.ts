import { defineConfig } from '@playwright/test';
import { E2E_WORKERS } from './support/workers.js';

/**
 * Debian's Chromium, never a downloaded browser (`npx playwright install` cannot work here).
 * The flags keep it from reaching the network, which these machines do not have.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // Files, not tests, are spread over the workers (a file's tests build on each other, in order);
  // each worker has a server and a mailbox of its own (global-setup.ts).
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // `npm test` asks for a JSON report too (its file named by PLAYWRIGHT_JSON_OUTPUT_NAME) to count tests.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  forbidOnly: Boolean(process.env.CI),
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
