/**
 * The pure half of `npm run lighthouse` (scripts/lighthouse.ts): the pages, the bars each must
 * clear, the median of a page's runs, the verdict, and the printed table. No I/O here, so
 * tests/unit/lighthouse-gate.test.ts can check it without a browser.
 */

/** What one Lighthouse run measured on one page (scores 0–1, times in ms). */
export interface RunFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly lcpMs: number;
  readonly fcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes on the wire for the whole load (Lighthouse's `total-byte-weight`). */
  readonly transferBytes: number;
}

export type Audience = 'public' | 'signedIn';

export interface PageSpec {
  readonly path: string;
  readonly audience: Audience;
}

export const PAGES: readonly PageSpec[] = [
  { path: '/login', audience: 'public' },
  { path: '/signup', audience: 'public' },
  { path: '/password-reset', audience: 'public' },
  { path: '/terminos', audience: 'public' },
  { path: '/privacidad', audience: 'public' },
  { path: '/dashboard', audience: 'signedIn' },
  { path: '/customers', audience: 'signedIn' },
];

/** A set of minimums (scores) and maximums (LCP); null: not checked. */
export interface Thresholds {
  /** null: not judged (a host whose browser alone blocks the main thread; hostCanJudgePerformance). */
  readonly minPerformance: number | null;
  readonly minAccessibility: number;
  readonly maxLcpMs: number | null;
}

export interface Bar {
  /** What the product aims at (issue 7). */
  readonly target: Thresholds;
  /** What fails CI: the target less a margin for a busy shared machine. */
  readonly gate: Thresholds;
}

/** docs/decisions.md § Lighthouse gate (issue 7). */
export const BARS: Readonly<Record<Audience, Bar>> = {
  public: {
    target: { minPerformance: 0.98, minAccessibility: 1, maxLcpMs: 1_500 },
    gate: { minPerformance: 0.95, minAccessibility: 1, maxLcpMs: 2_000 },
  },
  signedIn: {
    target: { minPerformance: 0.9, minAccessibility: 1, maxLcpMs: null },
    gate: { minPerformance: 0.85, minAccessibility: 1, maxLcpMs: null },
  },
};

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  if (values.some((value) => !Number.isFinite(value))) throw new Error(`median of a non-finite value: ${values.join(', ')}`);
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's own median over the runs (so the result need not be any one run). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures): number => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferBytes: of('transferBytes'),
  };
}

export const score = (value: number): string => value.toFixed(2);
export const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
const milliseconds = (ms: number): string => `${Math.round(ms)} ms`;
const kilobytes = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;

/**
 * Scores are compared as Lighthouse reports them (two decimals), so a page shown as 0.95 never
 * fails a 0.95 bar through a float's last digit.
 */
const atLeast = (value: number, min: number): boolean => Math.round(value * 100) >= Math.round(min * 100);

/** One gated figure: whether a run's (or a median's) figures clear it, and the sentence when not. */
interface Check {
  readonly clears: (figures: RunFigures) => boolean;
  readonly miss: (figures: RunFigures) => string;
}

function checksOf(thresholds: Thresholds): Check[] {
  const { minPerformance, minAccessibility, maxLcpMs } = thresholds;
  return [
    ...(minPerformance === null
      ? []
      : [
          {
            clears: (figures: RunFigures) => atLeast(figures.performance, minPerformance),
            miss: (figures: RunFigures) => `performance ${score(figures.performance)} < ${score(minPerformance)}`,
          },
        ]),
    {
      clears: (figures) => atLeast(figures.accessibility, minAccessibility),
      miss: (figures) => `accessibility ${score(figures.accessibility)} < ${score(minAccessibility)}`,
    },
    ...(maxLcpMs === null
      ? []
      : [{ clears: (figures: RunFigures) => figures.lcpMs <= maxLcpMs, miss: (figures: RunFigures) => `LCP ${seconds(figures.lcpMs)} > ${seconds(maxLcpMs)}` }]),
  ];
}

/** The thresholds these figures miss, each as a short sentence ('performance 0.78 < 0.95'). */
export function misses(figures: RunFigures, thresholds: Thresholds): string[] {
  return checksOf(thresholds)
    .filter((check) => !check.clears(figures))
    .map((check) => check.miss(figures));
}

/**
 * Whether the median of `planned` runs clears the thresholds, once the runs taken so far decide
 * it whatever the others measure; null while they do not. Every check is a bar on one figure,
 * so for an odd count the median clears it exactly when more than half of the runs do: two of
 * three runs clearing every figure decide a pass, two missing the same figure decide a miss.
 * A page whose first two runs agree is not run a third time (docs/decisions.md § Lighthouse gate).
 */
export function decided(runs: readonly RunFigures[], planned: number, thresholds: Thresholds): 'clears' | 'misses' | null {
  if (planned % 2 === 0) {
    if (runs.length < planned) return null;
    return misses(medianFigures(runs), thresholds).length === 0 ? 'clears' : 'misses';
  }
  const majority = (planned + 1) / 2;
  let cleared = true;
  for (const check of checksOf(thresholds)) {
    const clearing = runs.filter(check.clears).length;
    if (runs.length - clearing >= majority) return 'misses';
    if (clearing < majority) cleared = false;
  }
  return cleared ? 'clears' : null;
}

export interface PageResult {
  readonly page: PageSpec;
  readonly runs: readonly RunFigures[];
}

export interface PageVerdict extends PageResult {
  readonly median: RunFigures;
  readonly gateMisses: readonly string[];
  readonly targetMisses: readonly string[];
}

/**
 * Whether this host can judge the performance score: a page with no script, measured at the
 * slowdown the pages get, must show no long task (Lighthouse's own 50 ms), since its main-thread
 * work is Chromium's and the host's alone. Where even that page blocks, a page's TBT, and so its
 * score, says more about the host than the product (docs/decisions.md § Lighthouse gate). Judged
 * on the median of the reference runs' longest tasks.
 */
export const LONG_TASK_MS = 50;
export const hostCanJudgePerformance = (longestTasksMs: readonly number[]): boolean =>
  longestTasksMs.length > 0 && median(longestTasksMs) < LONG_TASK_MS;

/** The gate a page is held to: its bar's, without the performance score on a host that cannot judge it. */
export const gateFor = (page: PageSpec, performanceJudged: boolean): Thresholds => {
  const { gate } = BARS[page.audience];
  return performanceJudged ? gate : { ...gate, minPerformance: null };
};

export function judge(result: PageResult, performanceJudged = true): PageVerdict {
  const figures = medianFigures(result.runs);
  const bar = BARS[result.page.audience];
  return {
    ...result,
    median: figures,
    gateMisses: misses(figures, gateFor(result.page, performanceJudged)),
    targetMisses: misses(figures, bar.target),
  };
}

export const passesGate = (verdicts: readonly PageVerdict[]): boolean => verdicts.every((verdict) => verdict.gateMisses.length === 0);

const describe = (thresholds: Thresholds): string =>
  [
    ...(thresholds.minPerformance === null ? [] : [`performance ≥ ${score(thresholds.minPerformance)}`]),
    ...(thresholds.maxLcpMs === null ? [] : [`LCP ≤ ${seconds(thresholds.maxLcpMs)}`]),
    `accessibility ≥ ${score(thresholds.minAccessibility)}`,
  ].join(', ');

/** The bars, printed above the table so the figures can be read against them. */
export function formatBars(): string {
  const line = (label: string, bar: Bar): string => `  ${label.padEnd(16)} target ${describe(bar.target)}\n  ${''.padEnd(16)} gate   ${describe(bar.gate)}`;
  return ['bars (each figure the median of the runs):', line('public pages', BARS.public), line('signed-in pages', BARS.signedIn)].join('\n');
}

const COLUMNS = ['page', 'perf', 'a11y', 'b.p.', 'LCP', 'FCP', 'TBT', 'CLS', 'transfer', 'gate', 'target'] as const;

const cells = (label: string, figures: RunFigures): string[] => [
  label,
  score(figures.performance),
  score(figures.accessibility),
  score(figures.bestPractices),
  seconds(figures.lcpMs),
  seconds(figures.fcpMs),
  milliseconds(figures.tbtMs),
  figures.cls.toFixed(3),
  kilobytes(figures.transferBytes),
];

/** Left-aligned first column, right-aligned figures, two spaces between columns. */
function layout(rows: readonly (readonly string[])[]): string {
  const widths = COLUMNS.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 || column >= 9 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

const mark = (missed: readonly string[]): string => (missed.length === 0 ? 'ok' : 'MISS');

/** One row per page: the medians, then whether the gate and the target are met. */
export function formatTable(verdicts: readonly PageVerdict[]): string {
  const rows = verdicts.map((verdict) => [
    ...cells(`${verdict.page.path}${verdict.page.audience === 'signedIn' ? ' (signed in)' : ''}`, verdict.median),
    mark(verdict.gateMisses),
    mark(verdict.targetMisses),
  ]);
  return layout([[...COLUMNS], ...rows]);
}

/** Every run's figures, page by page (--verbose). */
export function formatRuns(verdicts: readonly PageVerdict[]): string {
  const rows = verdicts.flatMap((verdict) => verdict.runs.map((run, index) => cells(`${verdict.page.path} #${index + 1}`, run)));
  return layout([[...COLUMNS.slice(0, 9)], ...rows]);
}

/** What each page missed, gate first; empty when everything met its target. */
export function formatMisses(verdicts: readonly PageVerdict[]): string {
  return verdicts
    .filter((verdict) => verdict.targetMisses.length > 0)
    .map((verdict) => {
      const gate = verdict.gateMisses.length > 0 ? `fails the gate: ${verdict.gateMisses.join('; ')}` : 'passes the gate';
      return `${verdict.page.path}: ${gate}; misses the target: ${verdict.targetMisses.join('; ')}`;
    })
    .join('\n');
}

/**
 * Lighthouse's 4× CPU slowdown turns a desktop of benchmark index ~1,800 (the middle of what its
 * throttling guide calls a high-end desktop, 1,500–2,000) into the mid-range phone it means to
 * emulate; a slower or busier host slowed 4× emulates a slower phone than that. The guide's advice
 * is to calibrate the multiplier to the host: 4 × index / 1,800, between 1 and 4, to a tenth.
 * LIGHTHOUSE_CPU_MULTIPLIER overrides it (e.g. 4 for Lighthouse's plain default).
 */
export const REFERENCE_BENCHMARK_INDEX = 1800;

export function cpuMultiplierFor(benchmarkIndex: number): number {
  const calibrated = (4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.round(Math.min(4, Math.max(1, calibrated)) * 10) / 10;
}
