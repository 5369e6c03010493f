import { describeModelPaths } from './describe-paths.ts';
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

describeModelPaths('onboardingMachine', onboardingUi, plan);
