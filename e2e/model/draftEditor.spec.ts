import { describeModelPaths } from './describe-paths.ts';
import { draftEditorUi } from './draftEditor.actions.ts';
import { editorFacts } from './draftEditor.facts.ts';
import { planPathsAlong } from './plan-along.ts';

/**
 * draftEditorMachine's graph paths driven through the browser. By default the smallest set of paths that
 * takes every transition the browser can produce; `npm run replay -- draftEditor <n>` runs path n
 * (numbered as `npm run paths -- draftEditorMachine` prints them), `MODEL_PATHS=all` runs every path.
 * Whether the page can make an event depends on the path so far (a modal in front, the saving tool
 * not on screen), so the plan adds draftEditor.facts.ts's reasons to planModelPaths'.
 */

const plan = planPathsAlong(draftEditorUi, editorFacts);

describeModelPaths('draftEditorMachine', draftEditorUi, plan);
