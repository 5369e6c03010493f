/**
 * `npm run lighthouse`: Lighthouse's mobile profile over the production build, as a gate.
 *
 * Starts the real product the way `npm start` does (a child `scripts/start.ts`, which rebuilds the
 * SPA first when dist/ is older than its sources) with NODE_ENV=production on a fresh SQLite data
 * dir and a free port of 3430–3439; makes one agent with a completed profile, a few customers and
 * their tasks through the real API (both in lighthouse-product.ts); then, up to three times a page (two runs that agree decide the median of three), launches a fresh Debian Chromium,
 * signs it in by the SPA's own cookie when the page needs it, checks that the page really renders
 * (signed in where it should be), and runs Lighthouse once with its defaults (mobile emulation,
 * simulated slow 4G) and a CPU slowdown calibrated to the host (4× on Lighthouse's reference
 * desktop; lighthouse-gate.ts, cpuMultiplierFor), after waiting up to 90 s for a previous job's load. Prints the median of the runs per page (two more runs confirm a miss) beside the target and the
 * gate (scripts/lighthouse-gate.ts), writes every report to test-results/lighthouse/, and exits 1
 * when a page misses the gate (2 when the measurement itself could not be made).
 *
 *   npm run lighthouse                          # seven pages, two or three runs each
 *   npm run lighthouse -- --verbose             # and every run's figures
 *   npm run lighthouse -- --runs=1 /login       # quicker look at one page (still gated)
 *
 * CHROMIUM_PATH overrides /usr/bin/chromium; LIGHTHOUSE_PORT picks the port.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { customerListTexts } from '../src/i18n/customers.ts';
import { access, dashboard } from '../src/i18n/es.ts';
import { privacyDocument } from '../src/i18n/legal-privacy.ts';
import { termsDocument } from '../src/i18n/legal-terms.ts';
import { ACCESS_TOKEN_COOKIE } from '../src/services/cookies.ts';
import {
  PAGES,
  cpuMultiplierFor,
  decided,
  gateFor,
  hostCanJudgePerformance,
  formatBars,
  median,
  formatMisses,
  formatRuns,
  formatTable,
  judge,
  passesGate,
  type PageResult,
  type PageSpec,
  type RunFigures,
  type Thresholds,
} from './lighthouse-gate.ts';
import { NOT_JUDGED, formatHostFloor, measureHostFloors } from './lighthouse-floor.ts';
import { AGENT, ToolFailure, choosePort, seed, startProduct, type Product, type Seeded } from './lighthouse-product.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORTS = path.join(root, 'test-results', 'lighthouse');
/** The verdict in a few lines (or why there is none), which `npm test` repeats at its end on a failure. */
const SUMMARY = path.join(REPORTS, 'summary.txt');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-gpu'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/**
 * What Lighthouse clears before each run (its own default list, spelled out): the HTTP cache is
 * cleared as well, so every run is a first visit; cookies are not in the list, so the signed-in
 * pages keep the agent's session cookie.
 */
const CLEAR_STORAGE_TYPES: NonNullable<Flags['clearStorageTypes']> = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
/** Lighthouse's own trouble with one run (NO_NAVSTART, a protocol timeout…): tried again. */
class BrokenRun extends ToolFailure {}
/** Attempts at one run before the page counts as not measurable. */
const ATTEMPTS = 3;

// ---------------------------------------------------------------------------------------------
// Arguments

interface Options {
  readonly verbose: boolean;
  readonly runs: number;
  readonly pages: readonly PageSpec[];
}

function parseArguments(args: readonly string[]): Options {
  const runsArg = args.find((arg) => arg.startsWith('--runs='));
  const runs = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
  if (!Number.isInteger(runs) || runs < 1) throw new ToolFailure(`--runs must be a positive integer (got ${runsArg})`);
  const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--verbose' && !arg.startsWith('--runs='));
  if (unknown.length > 0) throw new ToolFailure(`unknown option ${unknown.join(' ')} (known: --verbose, --runs=N, page paths)`);
  const chosen = args.filter((arg) => !arg.startsWith('--'));
  const strangers = chosen.filter((choice) => !PAGES.some((page) => page.path === choice));
  if (strangers.length > 0) throw new ToolFailure(`unknown page ${strangers.join(' ')} (known: ${PAGES.map((page) => page.path).join(' ')})`);
  return { verbose: args.includes('--verbose'), runs, pages: chosen.length === 0 ? PAGES : PAGES.filter((page) => chosen.includes(page.path)) };
}


// ---------------------------------------------------------------------------------------------
// The browser

/** What proves a page rendered as it should: a heading or text a person would see there. */
function marker(page: PageSpec, seeded: Seeded): string {
  switch (page.path) {
    case '/login':
      return access.signIn.heading;
    case '/signup':
      return access.signUp.heading;
    case '/password-reset':
      return access.passwordReset.emailHeading;
    case '/terminos':
      return termsDocument.heading;
    case '/privacidad':
      return privacyDocument.heading;
    case '/dashboard':
      return dashboard.greeting(AGENT.firstName);
    case '/customers':
      return seeded.customerNames[0] ?? customerListTexts.pageTitle;
    default:
      throw new ToolFailure(`no marker for ${page.path}`);
  }
}

/**
 * Through the DevTools port: puts the session cookie in the browser's default profile (the one
 * Lighthouse's tab opens in) for a signed-in page, then opens the page once and checks that it
 * stayed on its path and shows its marker, so a redirect to /login fails here instead of being
 * scored. The tab is closed before Lighthouse starts.
 */
async function prepareBrowser(debuggingPort: number, baseUrl: string, page: PageSpec, seeded: Seeded): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new ToolFailure('Chromium has no default browser context');
    if (page.audience === 'signedIn') {
      await context.addCookies([{ name: ACCESS_TOKEN_COOKIE, value: seeded.accessToken, url: baseUrl, sameSite: 'Strict' }]);
    }
    const tab = await context.newPage();
    await tab.goto(`${baseUrl}${page.path}`);
    const text = marker(page, seeded);
    await tab
      .getByText(text, { exact: true })
      .first()
      .waitFor({ timeout: 20_000 })
      .catch(() => {
        throw new ToolFailure(`${page.path} did not show "${text}" (the browser is at ${tab.url()})`);
      });
    const at = new URL(tab.url()).pathname;
    if (at !== page.path) throw new ToolFailure(`${page.path} ended at ${at} in the browser`);
    await tab.close();
  } finally {
    await browser.close();
  }
}

const numeric = (lhr: Result, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new ToolFailure(`${lhr.requestedUrl}: Lighthouse measured no ${audit}`);
  return value;
};

const categoryScore = (lhr: Result, id: string): number => {
  const value = lhr.categories[id]?.score;
  if (typeof value !== 'number') {
    const why = lhr.runtimeError?.message ?? lhr.runWarnings.join(' ');
    throw new ToolFailure(`${lhr.requestedUrl}: no ${id} score ${why}`);
  }
  return value;
};

function figuresOf(lhr: Result, page: PageSpec): RunFigures {
  if (lhr.runtimeError) throw new BrokenRun(`${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const at = new URL(lhr.finalDisplayedUrl).pathname;
  if (at !== page.path) {
    throw new ToolFailure(`${page.path} ended at ${at} during Lighthouse's run${page.audience === 'signedIn' ? ' (not signed in?)' : ''}: not scored`);
  }
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
  };
}

const slug = (page: PageSpec): string => page.path.replace(/^\//, '').replace(/\W+/g, '-') || 'root';

/**
 * One Lighthouse run in a browser of its own (as Lighthouse's own CLI does): nothing a previous
 * run left in the profile or the renderer carries over.
 */
async function measureOnce(page: PageSpec, baseUrl: string, seeded: Seeded, run: number, cpuSlowdownMultiplier?: number): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    await prepareBrowser(chrome.port, baseUrl, page, seeded);
    const flags: Flags = {
      port: chrome.port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      clearStorageTypes: CLEAR_STORAGE_TYPES,
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
    };
    const result = await lighthouse(`${baseUrl}${page.path}`, flags).catch((error: unknown) => {
      throw new BrokenRun(`${page.path}: Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (!result) throw new BrokenRun(`${page.path}: Lighthouse returned nothing`);
    const [json, html] = result.report as string[];
    const base = path.join(REPORTS, `${slug(page)}-${run}`);
    writeFileSync(`${base}.report.json`, json ?? '');
    writeFileSync(`${base}.report.html`, html ?? '');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

/** The CPU slowdown of the next run, and the benchmark index it was calibrated to (null when forced). */
let cpu: { multiplier: number; benchmark: number | null } = { multiplier: 4, benchmark: null };

/** Lighthouse's CPU benchmark of every run: lower when the machine is busier. */
const benchmarkIndexes: number[] = [];

/** The share of the CPUs' time spent busy over `ms` (os.cpus(): user, nice, sys and irq against idle). */
async function busyShare(ms: number): Promise<number> {
  const sample = () =>
    cpus().reduce(
      (sum, { times }) => {
        const busy = times.user + times.nice + times.sys + times.irq;
        return { busy: sum.busy + busy, all: sum.all + busy + times.idle };
      },
      { busy: 0, all: 0 },
    );
  const before = sample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = sample();
  return (after.busy - before.busy) / Math.max(1, after.all - before.all);
}

/**
 * Waits, at most SETTLE_MS, for the work a previous job left (npm test's API tests, say) to end,
 * so that the first runs do not measure its tail: until the CPUs are under a quarter busy over two
 * seconds. Not the load average: it is a one-minute moving average, which still read 4.0 on two
 * cores after the API tests had ended, and kept an idle machine waiting for it to decay.
 */
const SETTLE_MS = 90_000;
const QUIET_BUSY_SHARE = 0.25;
let settledAfterMs = 0;
async function settle(): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < SETTLE_MS && (await busyShare(2_000)) > QUIET_BUSY_SHARE) {
    // still busy: sample again
  }
  settledAfterMs = Date.now() - started;
}

/**
 * The CPU slowdown for this host (cpuMultiplierFor): Lighthouse's benchmark index read off one
 * uncounted run of the first page, unless LIGHTHOUSE_CPU_MULTIPLIER names the multiplier.
 */
async function calibrate(page: PageSpec, baseUrl: string, seeded: Seeded): Promise<{ multiplier: number; benchmark: number | null }> {
  const forced = process.env.LIGHTHOUSE_CPU_MULTIPLIER;
  if (forced !== undefined && forced !== '') {
    const multiplier = Number(forced);
    if (!(multiplier >= 1 && multiplier <= 20)) throw new ToolFailure(`LIGHTHOUSE_CPU_MULTIPLIER must be a number from 1 to 20 (got ${forced})`);
    return { multiplier, benchmark: null };
  }
  const lhr = await measureOnce(page, baseUrl, seeded, 0);
  for (const name of readdirSync(REPORTS)) if (name.startsWith(`${slug(page)}-0.`)) rmSync(path.join(REPORTS, name));
  const benchmark = lhr.environment.benchmarkIndex;
  return { multiplier: cpuMultiplierFor(benchmark), benchmark };
}

/**
 * Runs added to a page whose median of the first runs misses the gate: one run's TBT on this
 * shared 2-core machine varies 5× (100–600 ms on the same build), so a miss is first confirmed
 * by the median of five (docs/decisions.md § Lighthouse gate). A real regression misses again.
 */
const CONFIRMING_RUNS = 2;
/** The pages whose median of the first runs missed, in the order measured. */
const confirmedPages: string[] = [];

async function measure(page: PageSpec, baseUrl: string, seeded: Seeded, options: Options): Promise<PageResult> {
  const gate = gateFor(page, performanceJudged);
  const first = await measureUntilDecided(page, baseUrl, seeded, options, [], options.runs, gate);
  if (options.runs < 3 || decided(first, options.runs, gate) !== 'misses') return { page, runs: first };
  confirmedPages.push(page.path);
  if (options.verbose) console.log(`  ${page.path}: the median of ${options.runs} misses the gate; up to ${CONFIRMING_RUNS} more runs to confirm`);
  else process.stdout.write(' (missed; confirming) ');
  return { page, runs: await measureUntilDecided(page, baseUrl, seeded, options, first, options.runs + CONFIRMING_RUNS, gate) };
}

/** Runs the page until the median of `planned` runs is decided (lighthouse-gate.ts, decided). */
async function measureUntilDecided(
  page: PageSpec,
  baseUrl: string,
  seeded: Seeded,
  options: Options,
  taken: readonly RunFigures[],
  planned: number,
  gate: Thresholds,
): Promise<RunFigures[]> {
  const runs = [...taken];
  while (runs.length < planned && decided(runs, planned, gate) === null) {
    runs.push(...(await measureRuns(page, baseUrl, seeded, options, runs.length + 1, runs.length + 1)));
  }
  return runs;
}

async function measureRuns(page: PageSpec, baseUrl: string, seeded: Seeded, { verbose }: Options, from: number, to: number): Promise<RunFigures[]> {
  const runs: RunFigures[] = [];
  for (let run = from; run <= to; run++) {
    let lhr: Result | undefined;
    let figures: RunFigures | undefined;
    for (let attempt = 1; figures === undefined; attempt++) {
      try {
        lhr = await measureOnce(page, baseUrl, seeded, run, cpu.multiplier);
        figures = figuresOf(lhr, page);
      } catch (error) {
        if (!(error instanceof BrokenRun) || attempt === ATTEMPTS) throw error;
        console.log(`\n  ${page.path} run ${run}, attempt ${attempt}: ${error.message}; trying again`);
      }
    }
    runs.push(figures);
    const benchmark = lhr?.environment.benchmarkIndex;
    if (benchmark !== undefined) {
      benchmarkIndexes.push(benchmark);
      // The machine's speed drifts (another job ending, say): the next run follows this one's index.
      if (cpu.benchmark !== null) cpu = { multiplier: cpuMultiplierFor(benchmark), benchmark };
    }
    if (verbose) {
      console.log(`  ${page.path} run ${run}: performance ${figures.performance.toFixed(2)}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s (benchmark index ${benchmark}; next run at ${cpu.multiplier}× CPU)`);
    } else {
      process.stdout.write('.');
    }
  }
  return runs;
}

/** Whether the pages' performance scores are gated; false on a host that cannot judge them. */
let performanceJudged = true;
// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const options = parseArguments(process.argv.slice(2));
  const { verbose, runs } = options;
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const started = Date.now();
  const loadAtStart = loadavg()[0]!;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agentes-lighthouse-'));
  let product: Product | undefined;
  try {
    const port = await choosePort();
    product = await startProduct(port, dataDir, path.join(REPORTS, 'server.log'));
    const seeded = await seed(product.baseUrl);
    console.log(`Lighthouse over ${product.baseUrl} (production build, NODE_ENV=production), ${runs} run(s) a page, Chromium ${CHROMIUM}`);
    const first = options.pages[0];
    if (first === undefined) throw new ToolFailure('no page to measure');
    await settle();
    cpu = await calibrate(first, product.baseUrl, seeded);
    console.log(
      cpu.benchmark === null
        ? `CPU slowdown ${cpu.multiplier}× (LIGHTHOUSE_CPU_MULTIPLIER)`
        : `CPU slowdown ${cpu.multiplier}×, calibrated to this host's benchmark index ${cpu.benchmark.toFixed(0)} (4× at 1,800 and above; docs/decisions.md)`,
    );
    const floorMultiplier = cpu.multiplier;
    const floor = await measureHostFloors(CHROMIUM, CHROME_FLAGS, floorMultiplier);
    performanceJudged = hostCanJudgePerformance(floor.map((reading) => reading.longestTaskMs));
    if (!performanceJudged) console.log(NOT_JUDGED(floor, floorMultiplier));
    const results: PageResult[] = [];
    for (const page of options.pages) {
      if (!verbose) process.stdout.write(`  ${page.path} `);
      results.push(await measure(page, product.baseUrl, seeded, options));
      if (!verbose) process.stdout.write('\n');
    }
    const verdicts = results.map((result) => judge(result, performanceJudged));
    writeFileSync(path.join(REPORTS, 'summary.json'), `${JSON.stringify(verdicts, null, 2)}\n`);
    console.log(`\n${formatBars()}\n`);
    if (verbose) console.log(`every run:\n${formatRuns(verdicts)}\n`);
    const taken = verdicts.map((verdict) => `${verdict.page.path} ${verdict.runs.length}`).join(', ');
    const confirming = confirmedPages.length > 0 ? `; confirmed on up to ${runs + CONFIRMING_RUNS}: ${confirmedPages.join(', ')}, whose median of ${runs} missed` : '';
    const table = `median of each page's runs, of ${runs} planned, fewer when the first ones decide the gate (${taken}${confirming}):\n${formatTable(verdicts)}`;
    console.log(table);
    const missed = formatMisses(verdicts);
    if (missed) console.log(`\n${missed}`);
    const reports = readdirSync(REPORTS).filter((name) => name.endsWith('.html')).length;
    console.log(`\nreports of ${reports} run(s), HTML and JSON, in ${path.relative(root, REPORTS)}/ (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    // How busy the shared machine was: read the figures with it (docs/decisions.md, noise).
    const benchmark = benchmarkIndexes.length > 0 ? median(benchmarkIndexes).toFixed(0) : 'n/a';
    const machine = `machine: load average ${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at end (${cpus().length} cores); quiet after ${(settledAfterMs / 1000).toFixed(0)} s; Lighthouse benchmark index, median ${benchmark}; CPU slowdown ${cpu.multiplier}× last;\n  ${formatHostFloor(floor, floorMultiplier)}`;
    console.log(machine);
    const passed = passesGate(verdicts);
    const verdict = `${passed ? 'Lighthouse gate: passed' : 'Lighthouse gate: FAILED'}${performanceJudged ? '' : ` (performance NOT JUDGED on this host: ${NOT_JUDGED(floor, floorMultiplier)})`}`;
    console.log(verdict);
    // For `npm test`, which prints it again at its end when the gate fails: CI shows a run's tail.
    writeFileSync(SUMMARY, [table, missed, machine, verdict].filter(Boolean).join('\n\n') + '\n');
    return passed ? 0 : 1;
  } finally {
    await product?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = `Lighthouse could not measure: ${error instanceof Error ? error.message : String(error)}`;
    console.error(`\n${message}`);
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(SUMMARY, `${message}\n`);
    if (!(error instanceof ToolFailure) && error instanceof Error) console.error(error.stack);
    process.exit(2);
  },
);
