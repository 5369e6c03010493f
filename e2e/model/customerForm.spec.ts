import { describeModelPaths } from './describe-paths.ts';
import { planModelPaths } from './drive.ts';
import { customerFormUi, notDrivableAlong } from './customerForm.actions.ts';

/**
 * customerFormMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- customerForm <n>` runs path n
 * (numbered as `npm run paths -- customerFormMachine` prints them), `MODEL_PATHS=all` runs every path.
 */

const plan = planModelPaths(customerFormUi, process.env, notDrivableAlong);

describeModelPaths('customerFormMachine', customerFormUi, plan);
