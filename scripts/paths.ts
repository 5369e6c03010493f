/**
 * npm run paths -- <machine> — the numbered graph paths of a machine (tests/machines/<name>.model.ts),
 * as `n: event > event > … ⇒ state`. `npm run replay -- <machine> <n>` replays path n in a browser.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describePath, pathsFor, type MachineModel } from '../tests/machines/graph.ts';

const argument = process.argv[2];
if (argument === undefined || argument === '') {
  console.error('Usage: npm run paths -- <machine>   (e.g. signUpMachine)');
  process.exit(2);
}

// `signUp` and `signUpMachine` name the same machine (as `npm run replay` accepts).
const name = argument.endsWith('Machine') ? argument : `${argument}Machine`;
const modelFile = fileURLToPath(new URL(`../tests/machines/${name}.model.ts`, import.meta.url));
if (!existsSync(modelFile)) {
  console.error(`No model for ${name}: expected tests/machines/${name}.model.ts`);
  process.exit(2);
}

const { model } = (await import(pathToFileURL(modelFile).href)) as { model: MachineModel };
pathsFor(model).forEach((path, index) => console.log(describePath(model, path, index)));
