import { test } from '../fixtures/access.ts';
import { drivePath, newRun, planModelPaths } from './drive.ts';
import { customerStatusUi } from './customerStatus.actions.ts';

/**
 * customerStatusMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- customerStatus <n>` runs path n
 * (numbered as `npm run paths -- customerStatusMachine` prints them), `MODEL_PATHS=all` runs every path.
 */

const plan = planModelPaths(customerStatusUi);

test.describe('customerStatusMachine (model-based)', () => {
  // Each path arranges its own data: both workers share the selection.
  test.describe.configure({ mode: 'parallel' });
  for (const planned of plan.paths) {
    test(planned.title, async ({ page, api, mailbox }, testInfo) => {
      test.skip(planned.notDrivable !== null, `not drivable in the browser: ${planned.notDrivable}`);
      await drivePath(customerStatusUi, newRun({ page, api, mailbox }, customerStatusUi, planned.path, testInfo.workerIndex));
    });
  }
});
