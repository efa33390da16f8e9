import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { SERVER_NODE_FLAGS } from './server/release/node-flags';
import { e2eLeadsDb, e2ePort, testLaunchOptions } from './tests/e2e/support/env';
import { DEFAULT_DIST_DIR, distDir as readDistDir } from './shared/config';

/**
 * End-to-end tests against the production server (`<DIST_DIR or dist>/server.mjs`, the build's
 * own bundle), in Debian's Chromium, never a downloaded one.
 */
const distDir = readDistDir();
const command = `node ${SERVER_NODE_FLAGS.join(' ')} ${distDir}/server.mjs`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The release swap and the VPS recipe build next to a running server: only in
  // `npm run test:e2e:pagination`.
  // The live agent's spec needs a build made with AGENT_WEBHOOK_URL: `npm run test:e2e:agent`.
  testIgnore: [
    ...(process.env.E2E_SWAP ? [] : ['**/release-swap.spec.ts', '**/vps.spec.ts']),
    ...(process.env.E2E_AGENT ? [] : ['**/agent.spec.ts']),
  ],
  forbidOnly: !!process.env.CI,
  fullyParallel: true,
  // One worker more than cores: a test that waits (a timer, the network going idle) leaves its core
  // to another. On two cores, 3 workers took the main run to 0.91 of the time of 2 (paired, same
  // CPU time).
  workers: process.env.CI ? availableParallelism() + 1 : undefined,
  // No retries anywhere: a retry hid the blog list's layout jump. A test
  // that fails once has found something.
  retries: 0,
  reporter: [['list']],
  // A folder of its own per build under test: the two analytics runs go side by side, and each run
  // empties its output folder when it starts.
  outputDir:
    distDir === DEFAULT_DIST_DIR ? 'test-results' : `test-results/${distDir.replace(/^\.+/, '')}`,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${e2ePort}`,
    launchOptions: testLaunchOptions,
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions: testLaunchOptions },
    },
  ],
  webServer: {
    command,
    url: `http://127.0.0.1:${e2ePort}/services`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(e2ePort),
      HOST: '127.0.0.1',
      API_RATE_LIMIT: process.env.API_RATE_LIMIT ?? '1000',
      // Every test is the one client 127.0.0.1: the day's translation budget is all its own (the
      // per-client share, 5 % by default, is unit-tested in translate-endpoint.test.ts).
      TRANSLATE_CLIENT_DAILY_PERCENT: '100',
      // Leads from the tests go to a database of their own, never the owner's data/leads.db.
      LEADS_DB: e2eLeadsDb,
      LEAD_RATE_LIMIT: '1000',
      ...(distDir ? { DIST_DIR: distDir } : {}),
    },
  },
});
