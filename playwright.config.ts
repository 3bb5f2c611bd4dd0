import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staffDirWithReceiver, WEBHOOK_SECRET_ENV } from './tests/e2e/support/webhook-tenant.ts';
import { CHROMIUM_FLAGS } from './src/shared/chromium-flags.ts';

/** End-to-end against the built client and the real server on loopback, in Debian's Chromium (never a downloaded browser). */
const port = Number(process.env.E2E_PORT || 4173);
// A site already running elsewhere (scripts/rush-topology.sh: nginx in front of several processes): no server is
// started here, and E2E_DATA_DIR names the folder whose mail/ the site writes.
const externalSite = process.env.E2E_BASE_URL;
// A data folder made here is removed after the run (support/remove-data-dir.ts); one given in E2E_DATA_DIR is kept.
if (!process.env.E2E_DATA_DIR) process.env.E2E_MADE_DATA_DIR = process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'admissions-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
// The server reads a copy of the staff folders whose tenant names a webhook receiver the submissions spec starts.
const staffDir = staffDirWithReceiver(dataDir);
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/lib/chromium/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // On CI a failing test runs once more, only to tell flaky from broken; the list reporter names both at the end
  // and a flaky test fails the run like a broken one (a race hidden by a retry is still a race).
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: true,
  globalTeardown: './tests/e2e/support/remove-data-dir.ts',
  timeout: 60_000,
  // Assertions retry for up to 10 s (default 5 s): a loaded CI machine is slower, the checks are the same.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: externalSite || `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...CHROMIUM_FLAGS],
    },
    trace: 'off',
    screenshot: 'off',
  },
  webServer: externalSite
    ? undefined
    : {
        // The compiled server, as npm start runs it (npm run build makes dist-server/ beside dist/client).
        command: 'node dist-server/server/main.js',
        url: `http://127.0.0.1:${port}/healthz`,
        reuseExistingServer: false,
        timeout: 60_000,
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          MAIL_DIR: join(dataDir, 'mail'),
          CLIENT_DIR: process.env.CLIENT_DIR || join(process.cwd(), 'dist', 'client'),
          LOG_LEVEL: 'warn',
          NODE_ENV: 'test',
          STAFF_DIR: staffDir,
          [WEBHOOK_SECRET_ENV]: process.env[WEBHOOK_SECRET_ENV]!,
        },
      },
});
