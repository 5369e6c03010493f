import { test } from '../fixtures/access.ts';
import { drivePath, newRun, planModelPaths } from './drive.ts';
import { customerFormUi } from './customerForm.actions.ts';

/**
 * customerFormMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- customerForm <n>` runs path n
 * (numbered as `npm run paths -- customerFormMachine` prints them), `MODEL_PATHS=all` runs every path.
 */

const plan = planModelPaths(customerFormUi);

test.describe('customerFormMachine (model-based)', () => {
  // Each path makes its own agent and data: the two workers can share the file.
  test.describe.configure({ mode: 'parallel' });
  for (const planned of plan.paths) {
    test(planned.title, async ({ page, api, mailbox }, testInfo) => {
      test.skip(planned.notDrivable !== null, `not drivable in the browser: ${planned.notDrivable}`);
      await drivePath(customerFormUi, newRun({ page, api, mailbox }, customerFormUi, planned.path, testInfo.workerIndex));
    });
  }
});
