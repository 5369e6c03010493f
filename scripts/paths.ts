/**
 * `npm run paths` — the flows QA can replay: each machine with a model-based e2e spec
 * (e2e/model/<name>.spec.ts), its number of graph paths and its declared transitions.
 * `npm run paths -- <machine>` — that machine's numbered graph paths (tests/machines/<name>.model.ts),
 * as `n: event > event > … ⇒ state`. `npm run replay -- <machine> <n>` replays path n in a browser.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { declaredTransitions, describePath, pathsFor, type MachineModel } from '../tests/machines/graph.ts';

const MODEL_SPECS = fileURLToPath(new URL('../e2e/model/', import.meta.url));

const modelFileOf = (name: string) => fileURLToPath(new URL(`../tests/machines/${name}.model.ts`, import.meta.url));
const loadModel = async (name: string): Promise<MachineModel> =>
  ((await import(pathToFileURL(modelFileOf(name)).href)) as { model: MachineModel }).model;

const listReplayable = async (): Promise<void> => {
  const machines = readdirSync(MODEL_SPECS)
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => `${file.replace(/\.spec\.ts$/, '')}Machine`)
    .sort();
  console.log('machine                      paths  transitions');
  for (const name of machines) {
    const model = await loadModel(name);
    const paths = pathsFor(model).length;
    const transitions = declaredTransitions(model.machine).length;
    console.log(`${name.padEnd(28)} ${String(paths).padStart(5)}  ${String(transitions).padStart(11)}`);
  }
  console.log('\nnpm run paths -- <machine>        numbered paths of one machine');
  console.log('npm run replay -- <machine> <n>   replays path n in Chromium (HEADED=1 to watch)');
};

const argument = process.argv[2];
if (argument === undefined || argument === '') {
  await listReplayable();
  process.exit(0);
}

// `signUp` and `signUpMachine` name the same machine (as `npm run replay` accepts).
const name = argument.endsWith('Machine') ? argument : `${argument}Machine`;
if (!existsSync(modelFileOf(name))) {
  console.error(`No model for ${name}: expected tests/machines/${name}.model.ts`);
  process.exit(2);
}

const model = await loadModel(name);
pathsFor(model).forEach((path, index) => console.log(describePath(model, path, index)));
