/**
 * What Chromium alone costs on this host, for `npm run lighthouse` to print beside its verdict: one
 * Lighthouse run of a page with no script, no style sheet and nothing else to fetch, at the CPU
 * slowdown the pages were measured with. Such a page's main thread is Chromium's own navigation
 * work; where even that makes a long task, the host does browser work several times slower than
 * a desktop, the pages' scripts stretch the same way, and their TBT (and so their performance)
 * reflects the host as much as the product (docs/decisions.md § Lighthouse gate: a host slower at browser work than its benchmark
 * index says); lighthouse-gate.ts, hostCanJudgePerformance, decides from its longest task.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LONG_TASK_MS } from './lighthouse-gate.ts';

const NOTHING_BUT_TEXT =
  '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Referencia</title></head><body><main><h1>Iniciar sesión</h1><p>Una página sin script.</p></main></body></html>';

export interface HostFloor {
  readonly tbtMs: number;
  readonly longestTaskMs: number;
  readonly mainThreadMs: number;
}

export async function measureHostFloor(chromePath: string, chromeFlags: readonly string[], cpuSlowdownMultiplier: number): Promise<HostFloor> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(NOTHING_BUT_TEXT);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...chromeFlags], logLevel: 'silent' });
  try {
    const result = await lighthouse(`http://127.0.0.1:${port}/`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttling: { cpuSlowdownMultiplier },
    });
    const audits = result?.lhr.audits ?? {};
    const tasks = (audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined)?.items ?? [];
    return {
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration ?? 0)),
      mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? Number.NaN,
    };
  } finally {
    await chrome.kill();
    server.close();
  }
}

const list = (readings: readonly HostFloor[], key: keyof HostFloor): string => readings.map((reading) => Math.round(reading[key])).join(' / ');

/** The reference runs, figure by figure, for the machine line of the printout. */
export const formatHostFloor = (readings: readonly HostFloor[], multiplier: number): string =>
  `a page with no script at ${multiplier}× CPU (Chromium and this host alone), ${readings.length} run(s): TBT ${list(readings, 'tbtMs')} ms, ` +
  `longest task ${list(readings, 'longestTaskMs')} ms, main thread ${list(readings, 'mainThreadMs')} ms`;

/** Reference runs of the page with no script: hostCanJudgePerformance takes their median. */
const FLOOR_RUNS = 3;

export async function measureHostFloors(chromePath: string, chromeFlags: readonly string[], multiplier: number): Promise<HostFloor[]> {
  const readings: HostFloor[] = [];
  for (let run = 1; run <= FLOOR_RUNS; run++) readings.push(await measureHostFloor(chromePath, chromeFlags, multiplier));
  return readings;
}

export const NOT_JUDGED = (floor: readonly HostFloor[], multiplier: number): string =>
  `a page with no script has long tasks here (${floor.map((reading) => `${Math.round(reading.longestTaskMs)} ms`).join(', ')} at ${multiplier}× CPU; ` +
  `a long task is ${LONG_TASK_MS} ms), so the pages' scores are printed but only their LCP and accessibility are gated`;
