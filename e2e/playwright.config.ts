import { defineConfig } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path.ts';

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A journey is a chain of steps, each bounded by its own wait (expect 10 s, an action 15 s, a page
  // load 30 s, sized for a loaded two-core machine); the journey's budget only caps the chain, and a
  // long journey raises it in proportion to its steps (test.setTimeout).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  globalSetup: './harness/globalSetup.ts',
  use: {
    viewport: { width: 1280, height: 800 },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
});
