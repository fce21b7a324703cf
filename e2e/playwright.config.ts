import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './chromium.ts';

export default defineConfig({
  testDir: './journeys',
  globalSetup: './global-setup.ts',
  // The journeys share one product (global-setup.ts) but no account or administrator, and the one that flips a
  // sandbox switch holds the exclusive lock (payments.spec.ts). A journey waits on the product and its timers much of
  // the time: one worker more than the cores (3 on two cores: 188 s instead of 204 s for the suite, measured).
  fullyParallel: true,
  workers: availableParallelism() + 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 360, height: 740 },
    isMobile: false,
    screenshot: 'only-on-failure',
    // A trace records every step of every journey to keep only the failing ones' (most of a journey's CPU on two
    // cores): on demand, PLAYWRIGHT_TRACE=1 npm test playwright.
    trace: process.env.PLAYWRIGHT_TRACE ? 'retain-on-failure' : 'off',
  },
});
