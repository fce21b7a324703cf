import { defineConfig } from '@playwright/test';
import { chromiumPath, chromiumArgs } from './chromium.ts';

export default defineConfig({
  testDir: './journeys',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
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
    trace: 'retain-on-failure',
  },
});
