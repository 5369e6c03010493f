import { test } from '../fixtures/access.ts';
import { drivePath, newRun, planModelPaths } from './drive.ts';
import { passwordResetUi } from './passwordReset.actions.ts';

/**
 * passwordResetMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- passwordReset <n>` runs path n
 * (numbered as `npm run paths -- passwordResetMachine` prints them), `MODEL_PATHS=all` runs every path.
 */

const plan = planModelPaths(passwordResetUi);

test.describe('passwordResetMachine (model-based)', () => {
  for (const planned of plan.paths) {
    test(planned.title, async ({ page, api, mailbox }, testInfo) => {
      test.skip(planned.notDrivable !== null, `not drivable in the browser: ${planned.notDrivable}`);
      await drivePath(passwordResetUi, newRun({ page, api, mailbox }, passwordResetUi, planned.path, testInfo.workerIndex));
    });
  }
});
