import { describeModelPaths } from './describe-paths.ts';
import { planModelPaths } from './drive.ts';
import { customerStatusUi } from './customerStatus.actions.ts';

/**
 * customerStatusMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- customerStatus <n>` runs path n
 * (numbered as `npm run paths -- customerStatusMachine` prints them), `MODEL_PATHS=all` runs every path.
 */

const plan = planModelPaths(customerStatusUi);

describeModelPaths('customerStatusMachine', customerStatusUi, plan);
