import { describe, expect, it } from 'vitest';
import { countTests, failedTests } from '../../scripts/test-reports.ts';

const vitestReport = {
  numPassedTests: 2,
  numFailedTests: 1,
  numPendingTests: 1,
  numTodoTests: 0,
  testResults: [
    {
      name: '/repo/tests/api/publishing-crash.test.ts',
      assertionResults: [
        { status: 'passed', fullName: 'resumes killed at persist:creatingProperty', failureMessages: [] },
        {
          status: 'failed',
          fullName: 'resumes killed at effect:property',
          failureMessages: ['Error: the server process did not start:\n    at startPublishingProcess (…)'],
        },
        { status: 'skipped', fullName: 'resumes killed at effect:instagram' },
      ],
    },
    { name: '/repo/tests/api/health.test.ts', assertionResults: [{ status: 'passed', fullName: 'healthz answers' }] },
  ],
};

const playwrightReport = {
  stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
  suites: [
    {
      title: 'sign-in.spec.ts',
      specs: [{ title: 'wrong credentials stay on /login', tests: [{ status: 'expected' }] }],
      suites: [
        {
          title: 'sign-in',
          specs: [
            { title: 'after ten wrong passwords the owner still signs in', tests: [{ status: 'unexpected' }] },
            { title: 'passes on its retry', tests: [{ status: 'flaky' }] },
          ],
        },
      ],
    },
  ],
};

describe('npm test reading its reports', () => {
  it('counts Vitest tests, pending and todo as skipped', () => {
    expect(countTests('vitest', vitestReport)).toEqual({ passed: 2, failed: 1, skipped: 1 });
  });

  it('counts Playwright tests from the stats, a flaky one not failed', () => {
    expect(countTests('playwright', playwrightReport)).toEqual({ passed: 3, failed: 1, skipped: 0 });
  });

  it('names a failed Vitest test by its file under the root and the first line of its error', () => {
    expect(failedTests('vitest', vitestReport, '/repo')).toEqual([
      'tests/api/publishing-crash.test.ts › resumes killed at effect:property: Error: the server process did not start:',
    ]);
  });

  it('names a failed Playwright test by its file and titles, not a flaky one', () => {
    expect(failedTests('playwright', playwrightReport, '/repo')).toEqual([
      'sign-in.spec.ts › sign-in › after ten wrong passwords the owner still signs in',
    ]);
  });

  it('reads nothing out of a report that was not written', () => {
    expect(countTests('vitest', {})).toEqual({ passed: 0, failed: 0, skipped: 0 });
    expect(failedTests('vitest', {}, '/repo')).toEqual([]);
    expect(failedTests('playwright', {}, '/repo')).toEqual([]);
  });
});
