import { test } from '../fixtures/access.ts';
import { drivePath, newRun } from './drive.ts';
import { onboardingUi } from './onboarding.actions.ts';
import { planOnboardingPaths } from './onboarding.facts.ts';

/**
 * onboardingMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- onboarding <n>` runs path n
 * (numbered as `npm run paths -- onboardingMachine` prints them), `MODEL_PATHS=all` runs every path.
 * Whether the page can make an event depends on the path so far (a child's toast and refresh follow
 * its save), so the plan is onboarding.facts.ts's rather than planModelPaths'.
 */

const plan = planOnboardingPaths(onboardingUi);

test.describe('onboardingMachine (model-based)', () => {
  // Each path arranges its own data: both workers share the selection.
  test.describe.configure({ mode: 'parallel' });
  for (const planned of plan.paths) {
    test(planned.title, async ({ page, api, mailbox }, testInfo) => {
      test.skip(planned.notDrivable !== null, `not drivable in the browser: ${planned.notDrivable}`);
      await drivePath(onboardingUi, newRun({ page, api, mailbox }, onboardingUi, planned.path, testInfo.workerIndex));
    });
  }
});
