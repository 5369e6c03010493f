/**
 * What `npm test` reads out of its steps' JSON reports (Vitest's and Playwright's): the counts for
 * its closing line, and the failed tests by name. CI keeps only the tail of a run, so a failed step
 * whose tests are not named there cannot be looked into afterwards.
 */

export type ReportKind = 'vitest' | 'playwright';

export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
}

interface VitestReport {
  readonly numPassedTests?: number;
  readonly numFailedTests?: number;
  readonly numPendingTests?: number;
  readonly numTodoTests?: number;
  readonly testResults?: readonly {
    readonly name: string;
    readonly assertionResults?: readonly { readonly status: string; readonly fullName: string; readonly failureMessages?: readonly string[] }[];
  }[];
}

interface PlaywrightSuite {
  readonly title?: string;
  readonly suites?: readonly PlaywrightSuite[];
  readonly specs?: readonly { readonly title: string; readonly tests?: readonly { readonly status?: string }[] }[];
}

interface PlaywrightReport {
  readonly stats?: { readonly expected?: number; readonly unexpected?: number; readonly skipped?: number };
  readonly suites?: readonly PlaywrightSuite[];
}

export function countTests(kind: ReportKind, json: unknown): Counts {
  if (kind === 'vitest') {
    const report = json as VitestReport;
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  const stats = (json as PlaywrightReport).stats ?? {};
  return { passed: stats.expected ?? 0, failed: stats.unexpected ?? 0, skipped: stats.skipped ?? 0 };
}

const firstLine = (text: string | undefined): string => (text ?? '').split('\n')[0]!.slice(0, 200);

/**
 * One line per failed test: Vitest's with its file (relative to `root`) and the first line of its
 * error; Playwright's with its file and titles (a flaky test, passed on retry, is not failed).
 */
export function failedTests(kind: ReportKind, json: unknown, root: string): string[] {
  if (kind === 'vitest') {
    return ((json as VitestReport).testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'failed')
        .map((test) => `${file.name.startsWith(`${root}/`) ? file.name.slice(root.length + 1) : file.name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`),
    );
  }
  const walk = (suite: PlaywrightSuite, path: readonly string[]): string[] => [
    ...(suite.specs ?? [])
      .filter((spec) => (spec.tests ?? []).some((test) => test.status === 'unexpected'))
      .map((spec) => [...path, spec.title].join(' › ')),
    ...(suite.suites ?? []).flatMap((child) => walk(child, child.title ? [...path, child.title] : path)),
  ];
  return ((json as PlaywrightReport).suites ?? []).flatMap((suite) => walk(suite, suite.title ? [suite.title] : []));
}
