import { defineConfig } from '@playwright/test';
import { BRAZIL_CONTEXT, E2E_BASE_URL } from './support/env';

/**
 * End-to-end suite: Debian's Chromium (never a downloaded browser) against the real stack started by
 * server.ts (fixture server with a fresh data directory, the BFF serving the built web app, a second
 * BFF whose consultant sign-in reaches the farmer family, and the outbox route; see support/env.ts).
 * Screenshots of every area's shell are kept in artifacts/screenshots/.
 */
export default defineConfig({
  testDir: './tests',
  // Ceilings, not waits (every wait is for a condition): a loaded 2-core machine can take seconds per step.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  // No retries: a test that fails once on a slow machine is a failing test, and a retry would hide it.
  retries: 0,
  outputDir: 'artifacts/results',
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'artifacts/report' }]],
  use: {
    ...BRAZIL_CONTEXT,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        '--lang=pt-BR',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx server.ts',
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    // server.ts closes both BFFs and the fixture server and removes its temporary data directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 6_000 },
  },
});
