import { test } from '../fixtures/access.ts';
import { drivePath, newRun, type ModelPlan, type UiMap } from './drive.ts';

/**
 * One test per planned path of a machine whose paths each arrange their own data, run on both
 * workers. A path with a step no browser can take (only under MODEL_PATH or MODEL_PATHS=all; the
 * default selections never hold one) shows its reason as a skip instead of faking the step.
 */
export function describeModelPaths(title: string, ui: UiMap, plan: ModelPlan): void {
  test.describe(`${title} (model-based)`, () => {
    test.describe.configure({ mode: 'parallel' });
    for (const planned of plan.paths) {
      test(planned.title, async ({ page, api, mailbox }, testInfo) => {
        test.skip(planned.notDrivable !== null, `not drivable in the browser: ${planned.notDrivable}`);
        await drivePath(ui, newRun({ page, api, mailbox }, ui, planned.path, testInfo.workerIndex));
      });
    }
  });
}
