import { defineConfig } from 'vitest/config';
import { LongRunningFirst } from './tests/api/support/sequencer.ts';

const UNIT = ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'];
const MACHINES = ['tests/machines/**/*.test.ts'];
/** The unit and machine files that replace a module with vi.mock. */
const MOCKING = ['tests/unit/customer-task-list.test.ts', 'tests/machines/createDraftMachine.test.ts'];

export default defineConfig({
  test: {
    // Vitest takes the sequencer from the root config only; it moves two slow API files first.
    sequence: { sequencer: LongRunningFirst },
    projects: [
      // Unit and machine files share their workers' module cache (isolate: false): importing the
      // same modules again for every file was 80 % of these projects' time (75 s → 15 s). A file
      // that replaces a module (vi.mock) needs a fresh cache, so it runs apart, isolated.
      { test: { name: 'unit', include: UNIT, exclude: MOCKING, environment: 'node', isolate: false } },
      { test: { name: 'machines', include: MACHINES, exclude: MOCKING, environment: 'node', isolate: false } },
      { test: { name: 'mocking', include: MOCKING, environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The cheapest argon2id (server/auth/password.ts): 37 ms a hash times a few thousand sign-ups.
          env: { PASSWORD_HASH_COST: 'low' },
          // Each file gets its own database and server; two cores, so keep files in parallel modest.
          maxWorkers: 2,
          // Files share their worker's module cache, as unit and machines do: a fresh import of the
          // server for each of ~50 files was a third of the step (SQLite 126 s → 80 s, PostgreSQL
          // 183 s → 147 s on the ninth session's machine; passes with --sequence.shuffle.files).
          isolate: false,
        },
      },
    ],
  },
});
