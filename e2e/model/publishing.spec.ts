import { test } from '../fixtures/editor.ts';
import { drivePath, newRun } from './drive.ts';
import { publishingUi } from './publishing.actions.ts';
import { publishingFacts } from './publishing.facts.ts';
import { planPathsAlong } from './plan-along.ts';

/**
 * publishingMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- publishing <n>` runs path n
 * (numbered as `npm run paths -- publishingMachine` prints them), `MODEL_PATHS=all` runs every path.
 */

const plan = planPathsAlong(publishingUi, publishingFacts);

test.describe('publishingMachine (model-based)', () => {
  // Each path has its own agent, draft and hub: both workers share the selection.
  test.describe.configure({ mode: 'parallel' });
  for (const planned of plan.paths) {
    test(planned.title, async ({ page, api, mailbox, agent, draftsApi }, testInfo) => {
      test.skip(planned.notDrivable !== null, `not drivable in the browser: ${planned.notDrivable}`);
      const run = newRun({ page, api, mailbox }, publishingUi, planned.path, testInfo.workerIndex);
      // The page is the signed-in agent's draft's (publishingUi.open makes it).
      run.scratch.set('agent', agent);
      run.scratch.set('draftsApi', draftsApi);
      await drivePath(publishingUi, run);
    });
  }
});
