import { defineConfig, devices } from '@playwright/test';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { API_KEY, BASE_URL, PORT } from './e2e/fixtures/environment.ts';

/**
 * e2e in Debian's Chromium against the production build served by the real server
 * (`scripts/start.ts` rebuilds the SPA when it is stale), on a fresh SQLite database per run.
 */

const ci = Boolean(process.env.CI);

const DATA_PARENT = 'test-results';
const DATA_PREFIX = 'e2e-data-';

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Databases left by earlier runs; a run still going (a replay beside a full run) keeps its own. */
function removeDataOfFinishedRuns(): void {
  if (!existsSync(DATA_PARENT)) return;
  for (const entry of readdirSync(DATA_PARENT)) {
    const pid = Number(entry.slice(DATA_PREFIX.length));
    if (entry.startsWith(DATA_PREFIX) && Number.isInteger(pid) && !isRunning(pid)) {
      rmSync(resolve(DATA_PARENT, entry), { recursive: true, force: true });
    }
  }
}

/**
 * Playwright evaluates this file in the runner and again in every worker: the runner picks the
 * directory and empties it, workers inherit it through the environment and leave it alone
 * (otherwise a worker would wipe the database under the running server).
 */
const dataDir = ((): string => {
  const inherited = process.env.E2E_DATA_DIR;
  if (inherited) return inherited;
  removeDataOfFinishedRuns();
  const fresh = resolve(DATA_PARENT, `${DATA_PREFIX}${process.pid}`);
  rmSync(fresh, { recursive: true, force: true });
  process.env.E2E_DATA_DIR = fresh;
  return fresh;
})();

export default defineConfig({
  testDir: 'e2e',
  // Not the default test-results/: Playwright empties its output folder at start, and the server's
  // data folder and `npm test`'s reports live beside it.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  // Two workers on the two cores, in CI too: with one, e2e alone took 13.5 of CI's 20 minutes.
  workers: 2,
  reporter: 'list',
  // A bound on a hung test, not a speed check: on the eighth session's machine, whose Chromium ran
  // pages 2× slower than the seventh's, tests of 20–30 s (axe at two widths, the editor at 390 px)
  // ran past 30 s and failed on time alone.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    // One browser context and tab per worker, reset by Playwright between tests (cookies, storage,
    // cache, routes, init scripts, the clock, extra tabs): the tab's renderer keeps the SPA's compiled
    // code, so a page load costs ~2.6 s of CPU instead of ~4.6 s, and e2e took 11.6 min instead
    // of 15.7 on the ninth session's machine. Every test makes its own agent through the API, so
    // nothing of the server is shared; what the reset leaves (permissions, position, offline, extra
    // headers) is refused by ESLint in e2e/ (docs/decisions.md § e2e in a reused context).
    reuseContext: true,
    baseURL: BASE_URL,
    locale: 'es-ES',
    timezoneId: 'America/Caracas',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        headless: process.env.HEADED !== '1',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-gpu',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/start.ts',
    url: BASE_URL,
    reuseExistingServer: !ci,
    // The first run builds the SPA (Vite on two cores) before the server listens.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      // Explicit, so a DATABASE_URL exported for the API tests (PostgreSQL in CI) is not inherited.
      DATABASE_URL: `sqlite:${resolve(dataDir, 'app.db')}`,
      PUBLIC_URL: BASE_URL,
      API_KEY,
      // Not production: the offline mailbox (/dev/mailbox.json) must exist.
      NODE_ENV: 'test',
      // Every test signs in and up from the same IP.
      RATE_LIMIT_MAX: '1000',
      // The cheapest argon2id, honoured under NODE_ENV=test only (server/auth/password.ts).
      PASSWORD_HASH_COST: 'low',
    },
  },
});
