import { defineConfig } from 'vitest/config';
import { LongRunningFirst } from './tests/api/support/sequencer.ts';

export default defineConfig({
  test: {
    // Vitest takes the sequencer from the root config only; it moves two slow API files first.
    sequence: { sequencer: LongRunningFirst },
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'machines', include: ['tests/machines/**/*.test.ts'], environment: 'node' } },
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
        },
      },
    ],
  },
});
