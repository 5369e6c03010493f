/**
 * `npm run replay -- <machine> <n> [playwright options…]`: replays path n of a machine's
 * model-based e2e spec in Chromium, against the product Playwright's webServer starts (or the
 * one already listening on its port outside CI). `HEADED=1` opens a visible browser.
 * The numbering is the one `npm run paths -- <machine>` prints.
 *
 *   npm run replay -- signUp 3
 *   HEADED=1 npm run replay -- passwordResetMachine 2
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const MODEL_SPECS = 'e2e/model';

const available = (): string[] =>
  existsSync(MODEL_SPECS)
    ? readdirSync(MODEL_SPECS)
        .filter((file) => file.endsWith('.spec.ts'))
        .map((file) => file.replace(/\.spec\.ts$/, ''))
    : [];

const fail = (message: string): never => {
  console.error(message);
  console.error(`usage: npm run replay -- <machine> <n>   (machines: ${available().join(', ') || 'none yet'})`);
  process.exit(2);
};

const [machineArgument, pathArgument, ...playwrightOptions] = process.argv.slice(2);
if (!machineArgument || !pathArgument) fail('Which machine and which path?');

// Both `signUpMachine` and `signUp` name the machine whose spec is e2e/model/signUp.spec.ts.
const machine = machineArgument!.replace(/Machine$/, '');
const spec = `${MODEL_SPECS}/${machine}.spec.ts`;
if (!existsSync(spec)) fail(`No model-based spec for "${machineArgument}" (${spec}).`);
if (!/^[1-9][0-9]*$/.test(pathArgument!)) fail(`The path number must be a positive integer (got "${pathArgument}").`);

const args = [
  'exec',
  '--',
  'playwright',
  'test',
  spec,
  // The colon ends the number: "path 3:" does not also pick path 31.
  '--grep',
  `path ${pathArgument}:`,
  '--workers=1',
  '--retries=0',
  '--reporter=list',
  ...(process.env.HEADED === '1' ? ['--headed'] : []),
  ...playwrightOptions,
];
console.info(`Replaying ${machine} path ${pathArgument}: npm ${args.join(' ')}`);
// MODEL_PATH makes the spec generate path n even when the default run leaves it out (drive.ts).
const result = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, MODEL_PATH: pathArgument } });
process.exit(result.status ?? 1);
