import { test } from '../fixtures/access.ts';
import { autosaveUi } from './autosave.actions.ts';
import { saveFacts } from './autosave.facts.ts';
import { drivePath, newRun } from './drive.ts';
import { planPathsAlong } from './plan-along.ts';

/**
 * autosaveMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- autosave <n>` runs path n
 * (numbered as `npm run paths -- autosaveMachine` prints them), `MODEL_PATHS=all` runs every path.
 * Whether the page can make a request depends on the path so far (one key's control asks with its
 * own delays), so the plan adds autosave.facts.ts's reasons to planModelPaths'.
 */

const plan = planPathsAlong(autosaveUi, saveFacts);

test.describe('autosaveMachine (model-based)', () => {
  // Each path arranges its own data: both workers share the selection.
  test.describe.configure({ mode: 'parallel' });
  for (const planned of plan.paths) {
    test(planned.title, async ({ page, api, mailbox }, testInfo) => {
      test.skip(planned.notDrivable !== null, `not drivable in the browser: ${planned.notDrivable}`);
      await drivePath(autosaveUi, newRun({ page, api, mailbox }, autosaveUi, planned.path, testInfo.workerIndex));
    });
  }
});
