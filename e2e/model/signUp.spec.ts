import { test } from '../fixtures/access.ts';
import { drivePath, newRun, planModelPaths } from './drive.ts';
import { signUpUi } from './signUp.actions.ts';

/**
 * signUpMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- signUp <n>` runs path n
 * (numbered as `npm run paths -- signUpMachine` prints them), `MODEL_PATHS=all` runs every path.
 */

const plan = planModelPaths(signUpUi);

test.describe('signUpMachine (model-based)', () => {
  for (const planned of plan.paths) {
    test(planned.title, async ({ page, api, mailbox }, testInfo) => {
      test.skip(planned.notDrivable !== null, `not drivable in the browser: ${planned.notDrivable}`);
      await drivePath(signUpUi, newRun({ page, api, mailbox }, signUpUi, planned.path, testInfo.workerIndex));
    });
  }
});
