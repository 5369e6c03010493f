import { describeModelPaths } from './describe-paths.ts';
import { autosaveUi } from './autosave.actions.ts';
import { saveFacts } from './autosave.facts.ts';
import { planPathsAlong } from './plan-along.ts';

/**
 * autosaveMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- autosave <n>` runs path n
 * (numbered as `npm run paths -- autosaveMachine` prints them), `MODEL_PATHS=all` runs every path.
 * Whether the page can make a request depends on the path so far (one key's control asks with its
 * own delays), so the plan adds autosave.facts.ts's reasons to planModelPaths'.
 */

const plan = planPathsAlong(autosaveUi, saveFacts);

describeModelPaths('autosaveMachine', autosaveUi, plan);
