import { defineConfig } from '@playwright/test';

/** Headless Debian Chromium with WebGL through SwiftShader; never a downloaded browser. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Two servers: one single local user, one with declared users. E2E_PORT_BASE lets runs coexist. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 4510);
export const SINGLE_USER_URL = `http://127.0.0.1:${PORT_BASE}`;
export const MULTI_USER_URL = `http://127.0.0.1:${PORT_BASE + 1}`;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
  },
  // SIGTERM first (SIGKILL after 5 s): serve.mjs then removes its data directory (about 40 MB a run)
  webServer: [
    {
      command: `node tests/e2e/serve.mjs ${PORT_BASE}`,
      url: `${SINGLE_USER_URL}/api/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: `node tests/e2e/serve.mjs ${PORT_BASE + 1} tests/e2e/users.json`,
      url: `${MULTI_USER_URL}/api/config`,
      timeout: 120_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
