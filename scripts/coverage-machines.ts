/**
 * npm run coverage:machines — per machine of src/machines, the declared transitions taken by the
 * graph paths of its model (tests/machines/<name>.model.ts). Fails below 100 %, or when a machine
 * has no model. See docs/TESTING.md.
 */
import { readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { coverageFor, declaredTransitions, type MachineModel } from '../tests/machines/graph.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const machinesDir = `${root}src/machines`;
const modelsDir = `${root}tests/machines`;

const machineNames = (await readdir(machinesDir))
  .filter((file) => /^[a-z][A-Za-z0-9]*Machine\.ts$/.test(file))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

let failed = false;
const width = Math.max(...machineNames.map((name) => name.length)) + 2;

for (const name of machineNames) {
  const modelFile = `${modelsDir}/${name}.model.ts`;
  if (!existsSync(modelFile)) {
    failed = true;
    const exports = (await import(pathToFileURL(`${machinesDir}/${name}.ts`).href)) as Record<string, unknown>;
    const machine = exports[name] as AnyStateMachine | undefined;
    const declared = machine === undefined ? '?' : String(declaredTransitions(machine).length);
    console.log(`${name.padEnd(width)}0/${declared}  (0 %)  no model: tests/machines/${name}.model.ts is missing`);
    continue;
  }
  const { model } = (await import(pathToFileURL(modelFile).href)) as { model: MachineModel };
  let coverage: ReturnType<typeof coverageFor>;
  try {
    coverage = coverageFor(model);
  } catch (error) {
    failed = true;
    console.log(`${name.padEnd(width)}replay failed: ${error instanceof Error ? error.message : String(error)}`);
    continue;
  }
  const declared = coverage.declared.length;
  const taken = declared - coverage.untaken.length;
  const pct = declared === 0 ? 100 : Math.floor((taken / declared) * 1000) / 10;
  console.log(`${name.padEnd(width)}${taken}/${declared}  (${pct} %)  ${coverage.paths} paths`);
  for (const key of coverage.untaken) console.log(`    untaken: ${key}`);
  if (coverage.untaken.length > 0) failed = true;
}

if (machineNames.length === 0) {
  console.log('No machines found in src/machines.');
}
process.exitCode = failed ? 1 : 0;
