import { describeModelPaths } from './describe-paths.ts';
import { planModelPaths } from './drive.ts';
import { taskStatusUi } from './taskStatus.actions.ts';

/**
 * taskStatusMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- taskStatus <n>` runs path n
 * (numbered as `npm run paths -- taskStatusMachine` prints them), `MODEL_PATHS=all` runs every path.
 */

const plan = planModelPaths(taskStatusUi);

describeModelPaths('taskStatusMachine', taskStatusUi, plan);
