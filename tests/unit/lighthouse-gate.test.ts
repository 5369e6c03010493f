import { describe, expect, it } from 'vitest';
import {
  REFERENCE_BENCHMARK_INDEX,
  cpuMultiplierFor,
  BARS,
  decided,
  gateFor,
  hostCanJudgePerformance,
  PAGES,
  formatBars,
  formatMisses,
  formatRuns,
  formatTable,
  judge,
  median,
  medianFigures,
  misses,
  passesGate,
  type RunFigures,
} from '../../scripts/lighthouse-gate.ts';

const run = (overrides: Partial<RunFigures> = {}): RunFigures => ({
  performance: 0.99,
  accessibility: 1,
  bestPractices: 1,
  lcpMs: 1_200,
  fcpMs: 900,
  tbtMs: 40,
  cls: 0,
  transferBytes: 150 * 1024,
  ...overrides,
});

const login = PAGES.find((page) => page.path === '/login')!;
const dashboard = PAGES.find((page) => page.path === '/dashboard')!;

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([0.78, 0.95, 0.79])).toBe(0.79);
    expect(median([4_100])).toBe(4_100);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  it('refuses no values and values that are not numbers', () => {
    expect(() => median([])).toThrow();
    expect(() => median([1, Number.NaN, 2])).toThrow();
  });

  it('takes each figure on its own, so one slow run moves nothing', () => {
    const figures = medianFigures([run({ performance: 0.97, lcpMs: 1_400 }), run({ performance: 0.6, lcpMs: 9_000 }), run({ performance: 0.99, lcpMs: 1_300 })]);
    expect(figures.performance).toBe(0.97);
    expect(figures.lcpMs).toBe(1_400);
  });
});

describe('the bars', () => {
  it('cover the five pages of issue 7 and the legal pages of issue 8, the signed-in ones last', () => {
    expect(PAGES.map((page) => `${page.path}:${page.audience}`)).toEqual([
      '/login:public',
      '/signup:public',
      '/password-reset:public',
      '/terminos:public',
      '/privacidad:public',
      '/dashboard:signedIn',
      '/customers:signedIn',
    ]);
  });

  it('put each gate a margin below its target', () => {
    for (const bar of Object.values(BARS)) {
      expect(bar.gate.minPerformance!).toBeLessThan(bar.target.minPerformance!);
      expect(bar.gate.minAccessibility).toBe(1);
      expect(bar.target.minAccessibility).toBe(1);
    }
    expect(BARS.public.gate.maxLcpMs!).toBeGreaterThan(BARS.public.target.maxLcpMs!);
  });
});

describe('misses', () => {
  it('lists each threshold missed, as a person reads it', () => {
    expect(misses(run({ performance: 0.78, lcpMs: 4_080, accessibility: 0.96 }), BARS.public.gate)).toEqual([
      'performance 0.78 < 0.95',
      'accessibility 0.96 < 1.00',
      'LCP 4.08 s > 2.00 s',
    ]);
  });

  it('passes a figure exactly at the bar (scores compared at two decimals)', () => {
    expect(misses(run({ performance: 0.95, lcpMs: 2_000 }), BARS.public.gate)).toEqual([]);
    // 0.95 reached as a float sum is still 0.95.
    expect(misses(run({ performance: 0.1 * 9.5 }), BARS.public.gate)).toEqual([]);
    expect(misses(run({ lcpMs: 2_000.5 }), BARS.public.gate)).toEqual(['LCP 2.00 s > 2.00 s']);
  });

  it('does not check LCP where the bar has none (signed-in pages)', () => {
    expect(misses(run({ performance: 0.86, lcpMs: 5_000 }), BARS.signedIn.gate)).toEqual([]);
    expect(misses(run({ performance: 0.86, lcpMs: 5_000 }), BARS.signedIn.target)).toEqual(['performance 0.86 < 0.90']);
  });
});

describe('judge', () => {
  it('gates the median, not the best or the worst run', () => {
    const verdict = judge({ page: login, runs: [run({ performance: 0.99 }), run({ performance: 0.9 }), run({ performance: 0.96 })] });
    expect(verdict.median.performance).toBe(0.96);
    expect(verdict.gateMisses).toEqual([]);
    expect(verdict.targetMisses).toEqual(['performance 0.96 < 0.98']);
  });

  it('holds signed-in pages to their own, lower bar', () => {
    const verdict = judge({ page: dashboard, runs: [run({ performance: 0.88 })] });
    expect(verdict.gateMisses).toEqual([]);
    expect(verdict.targetMisses).toEqual(['performance 0.88 < 0.90']);
  });

  it('fails the whole gate when one page misses it', () => {
    const good = judge({ page: login, runs: [run()] });
    const bad = judge({ page: dashboard, runs: [run({ accessibility: 0.98 })] });
    expect(passesGate([good])).toBe(true);
    expect(passesGate([good, bad])).toBe(false);
  });
});

describe('decided: stopping once the runs taken decide the median', () => {
  const gate = BARS.public.gate;
  it('two runs clearing every figure decide a median of three; two missing one figure decide a miss', () => {
    expect(decided([run(), run({ performance: 0.95 })], 3, gate)).toBe('clears');
    expect(decided([run({ lcpMs: 2_500 }), run({ lcpMs: 2_100 })], 3, gate)).toBe('misses');
    expect(decided([run(), run({ performance: 0.9 })], 3, gate)).toBeNull();
    // Each run misses a different figure: neither figure is decided yet.
    expect(decided([run({ performance: 0.9 }), run({ lcpMs: 2_500 })], 3, gate)).toBeNull();
    expect(decided([run()], 3, gate)).toBeNull();
    expect(decided([run()], 1, gate)).toBe('clears');
  });

  /** Every sequence of `length` runs drawn from these kinds. */
  const kinds = [run(), run({ performance: 0.9 }), run({ lcpMs: 2_600 }), run({ performance: 0.94, lcpMs: 2_100 }), run({ accessibility: 0.98 })];
  const sequences = (length: number): RunFigures[][] =>
    length === 0 ? [[]] : sequences(length - 1).flatMap((head) => kinds.map((kind) => [...head, kind]));

  it.each([3, 5])('never disagrees with the median of all %i runs, whatever the rest measure', (planned) => {
    for (const all of sequences(planned)) {
      const verdict = judge({ page: login, runs: all }).gateMisses.length === 0 ? 'clears' : 'misses';
      expect(decided(all, planned, gate)).toBe(verdict);
      for (let taken = 1; taken < planned; taken++) {
        const early = decided(all.slice(0, taken), planned, gate);
        if (early !== null) expect(early, `after ${taken} of ${planned}`).toBe(verdict);
        // What judge says of the runs taken when it stops agrees as well (the printed medians).
        if (early !== null) expect(judge({ page: login, runs: all.slice(0, taken) }).gateMisses.length === 0 ? 'clears' : 'misses').toBe(verdict);
      }
    }
  });
});

describe('a host that cannot judge the performance score', () => {
  it('is one where a page with no script shows a long task, on the median of the reference runs', () => {
    expect(hostCanJudgePerformance([12, 30, 44])).toBe(true);
    expect(hostCanJudgePerformance([113, 145, 20])).toBe(false);
    expect(hostCanJudgePerformance([49, 50, 51])).toBe(false);
    expect(hostCanJudgePerformance([])).toBe(false);
  });

  it('still gates LCP and accessibility there, and prints the score without gating it', () => {
    const slow = [run({ performance: 0.85, tbtMs: 600 }), run({ performance: 0.83, tbtMs: 650 })];
    expect(judge({ page: login, runs: slow }, false).gateMisses).toEqual([]);
    expect(judge({ page: login, runs: slow }, false).targetMisses).toEqual(['performance 0.84 < 0.98']);
    expect(judge({ page: login, runs: slow }).gateMisses).toEqual(['performance 0.84 < 0.95']);
    expect(judge({ page: login, runs: [run({ performance: 0.6, lcpMs: 2_500 })] }, false).gateMisses).toEqual(['LCP 2.50 s > 2.00 s']);
    expect(judge({ page: dashboard, runs: [run({ accessibility: 0.97 })] }, false).gateMisses).toEqual(['accessibility 0.97 < 1.00']);
    expect(gateFor(login, false)).toEqual({ ...BARS.public.gate, minPerformance: null });
    expect(gateFor(login, true)).toBe(BARS.public.gate);
  });

  it('decides early on the gated figures only', () => {
    const slow = run({ performance: 0.8 });
    expect(decided([slow, slow], 3, gateFor(login, false))).toBe('clears');
    expect(decided([slow, slow], 3, gateFor(login, true))).toBe('misses');
  });
});

describe('the printout', () => {
  const verdicts = [
    judge({ page: login, runs: [run({ performance: 0.78, lcpMs: 4_100 }), run({ performance: 0.79, lcpMs: 4_000 }), run({ performance: 0.77, lcpMs: 4_200 })] }),
    judge({ page: dashboard, runs: [run({ performance: 0.92 }), run({ performance: 0.91 }), run({ performance: 0.93 })] }),
  ];

  it('prints one row of medians per page, with the gate and the target', () => {
    expect(formatTable(verdicts).split('\n')).toEqual([
      'page                    perf  a11y  b.p.     LCP     FCP    TBT    CLS  transfer  gate  target',
      '/login                  0.78  1.00  1.00  4.10 s  0.90 s  40 ms  0.000    150 KB  MISS  MISS',
      '/dashboard (signed in)  0.92  1.00  1.00  1.20 s  0.90 s  40 ms  0.000    150 KB  ok    ok',
    ]);
  });

  it('prints every run with --verbose', () => {
    const lines = formatRuns(verdicts).split('\n');
    expect(lines).toHaveLength(1 + 6);
    expect(lines[1]).toMatch(/^\/login #1\s+0\.78 /);
    expect(lines[6]).toMatch(/^\/dashboard #3\s+0\.93 /);
  });

  it('says what each page missed, and prints the targets beside the gates', () => {
    expect(formatMisses(verdicts)).toBe(
      '/login: fails the gate: performance 0.78 < 0.95; LCP 4.10 s > 2.00 s; misses the target: performance 0.78 < 0.98; LCP 4.10 s > 1.50 s',
    );
    expect(formatBars()).toContain('target performance ≥ 0.98, LCP ≤ 1.50 s, accessibility ≥ 1.00');
    expect(formatBars()).toContain('gate   performance ≥ 0.85, accessibility ≥ 1.00');
  });
});

describe('CPU multiplier calibrated to the host', () => {
  it("is Lighthouse's 4× on the reference desktop and above, less on a slower host, never under 1", () => {
    expect(cpuMultiplierFor(REFERENCE_BENCHMARK_INDEX)).toBe(4);
    expect(cpuMultiplierFor(2600)).toBe(4);
    expect(cpuMultiplierFor(1480)).toBe(3.3);
    expect(cpuMultiplierFor(900)).toBe(2);
    expect(cpuMultiplierFor(100)).toBe(1);
  });
});
