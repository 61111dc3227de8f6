// Real-browser suite: the production build (dist-e2e/, built by scripts/e2e.mjs) in a system
// Chromium, against one in-process source server per worker (tests/e2e/fixtures.ts).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_HARNESS_FLAGS } from './scripts/lib/chromium-flags.mjs';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  // The suite, and each protocol's own spec in its folder (src/shared/protocols/{key}/).
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'src/shared/protocols/*/*.spec.ts'],
  outputDir: 'test-results',
  // Two cores: two workers, each with its own server, so faults never leak between tests.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      // One list with the bench and Lighthouse (scripts/lib/chromium-flags.mjs).
      args: [...CHROMIUM_HARNESS_FLAGS],
    },
  },
  projects: [{ name: 'chromium' }],
});
