/**
 * `npm test`: every check, in the order that fails fastest. Types beside lint, unit and machine
 * graphs (one Vitest run), the 100 % transition gate, API on SQLite, API on PostgreSQL when
 * DATABASE_URL is a postgres:// URL, then the Lighthouse gate on the production build
 * (`npm run lighthouse`, one step however many pages it measures), then e2e in Chromium against
 * that same build. Ends with one 'N passed, N failed' line that CI reads.
 *
 * Steps in one group run side by side, each printing its output when it ends: tsc and ESLint use
 * one core each, so on two free cores they take the longer one's time (on the eighth session's
 * busy machine 46 s, against 48 s one after the other).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { countTests, failedTests } from './test-reports.ts';

const reports = 'test-results/reports';
mkdirSync(reports, { recursive: true });

interface Step {
  readonly name: string;
  readonly command: readonly string[];
  readonly env?: NodeJS.ProcessEnv;
  /** A JSON report to count tests from (Vitest or Playwright). */
  readonly report?: { readonly file: string; readonly kind: 'vitest' | 'playwright' };
  /** A few lines the step writes about its verdict, printed again at the end when it fails or passes with a caveat (CI shows a run's tail). */
  readonly summary?: string;
}

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const sqliteEnv: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: '' };

const vitest = (projects: readonly string[], file: string, env?: NodeJS.ProcessEnv): Step => ({
  name: `vitest ${projects.join(' + ')}${env === sqliteEnv ? ' (SQLite)' : env ? ' (PostgreSQL)' : ''}`,
  command: [
    'npm', 'exec', '--', 'vitest', 'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default', '--reporter=json', `--outputFile.json=${join(reports, file)}`,
  ],
  ...(env ? { env } : {}),
  report: { file: join(reports, file), kind: 'vitest' },
});

/** A step, or steps run side by side. */
const steps: (Step | readonly Step[])[] = [
  [
    { name: 'typecheck', command: ['npm', 'run', '-s', 'typecheck'] },
    { name: 'lint', command: ['npm', 'run', '-s', 'lint'] },
  ],
  vitest(['unit', 'machines', 'mocking'], 'unit-machines.json'),
  { name: 'machine transition coverage', command: ['npm', 'run', '-s', 'coverage:machines'] },
  vitest(['api'], 'api-sqlite.json', sqliteEnv),
  ...(postgresUrl ? [vitest(['api'], 'api-postgres.json', { ...process.env, DATABASE_URL: postgresUrl })] : []),
  { name: 'build', command: ['npm', 'run', '-s', 'build'] },
  { name: 'bundle budget', command: ['npm', 'run', '-s', 'size'] },
  // Seven pages, three runs each in Lighthouse's mobile profile (four to five minutes); fails when a
  // page's median misses the gate (docs/decisions.md § Lighthouse gate). Before e2e, whose tail of
  // Chromium processes left the machine at load 13 and cost the pages 0.03–0.06.
  { name: 'lighthouse gate', command: ['npm', 'run', '-s', 'lighthouse'], summary: 'test-results/lighthouse/summary.txt' },
  {
    name: 'e2e (Chromium)',
    command: ['npm', 'exec', '--', 'playwright', 'test', '--reporter=list,json'],
    env: { ...sqliteEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
    report: { file: join(reports, 'e2e.json'), kind: 'playwright' },
  },
];

const readReport = (report: NonNullable<Step['report']>): unknown =>
  existsSync(report.file) ? JSON.parse(readFileSync(report.file, 'utf8')) : {};

let passed = 0;
let failed = 0;
let skipped = 0;
const failures: string[] = [];
const failedTestLines: string[] = [];
const summaries: string[] = [];
const started = Date.now();

/** Runs a step; alone, its output streams; beside others, it is held and printed when the step ends. */
function run(step: Step, alone: boolean): Promise<{ step: Step; status: number | null; seconds: string }> {
  const t0 = Date.now();
  if (alone) console.log(`\n━━ ${step.name} ━━`);
  const [command, ...args] = step.command;
  const child = spawn(command!, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: step.env ?? process.env });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  // A command that cannot start still ends in 'close' (code null): the step fails with the reason.
  child.once('error', (error) => held.push(Buffer.from(`${error.message}\n`)));
  return new Promise((resolve) => {
    child.once('close', (code) => {
      if (!alone) process.stdout.write(`\n━━ ${step.name} ━━\n${Buffer.concat(held).toString('utf8')}`);
      resolve({ step, status: code, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
    });
  });
}

for (const group of steps) {
  const members: readonly Step[] = Array.isArray(group) ? group : [group as Step];
  const results = await Promise.all(members.map((step) => run(step, members.length === 1)));
  for (const { step, status, seconds } of results) {
    const report = step.report ? { kind: step.report.kind, json: readReport(step.report) } : null;
    if (report) {
      const c = countTests(report.kind, report.json);
      passed += c.passed;
      failed += c.failed;
      skipped += c.skipped;
    }
    if (status !== 0) {
      failures.push(step.name);
      if (!report) failed += 1;
      else failedTestLines.push(...failedTests(report.kind, report.json, process.cwd()).map((line) => `  ${step.name}: ${line}`));
      if (step.summary && existsSync(step.summary)) summaries.push(`━━ ${step.name}, again ━━\n${readFileSync(step.summary, 'utf8').trimEnd()}`);
      console.log(`✗ ${step.name} failed (${seconds} s)`);
    } else {
      if (!report) passed += 1;
      // A gate that passed without judging everything (the Lighthouse score on a host whose browser
      // alone blocks) says so again at the end, where CI's tail shows it.
      if (step.summary && existsSync(step.summary) && readFileSync(step.summary, 'utf8').includes('NOT JUDGED')) {
        summaries.push(`━━ ${step.name}, passed with a caveat ━━\n${readFileSync(step.summary, 'utf8').trimEnd()}`);
      }
      console.log(`✓ ${step.name} (${seconds} s)`);
    }
  }
}

if (summaries.length > 0) console.log(`\n${summaries.join('\n\n')}`);
if (failedTestLines.length > 0) console.log(`\nFailed tests:\n${failedTestLines.join('\n')}`);
console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failures.length ? 1 : 0);
