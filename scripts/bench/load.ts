/**
 * autocannon, reduced to what the HTTP bench needs: a fixed number of connections against one URL
 * for a few seconds, answering the mean requests per second. autocannon ships no types; the
 * interface below is the part of its API this file uses.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface AutocannonResult {
  requests: { average: number; total: number };
  throughput: { average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface Load {
  /** Mean requests per second over the run. */
  readonly rps: number;
  /** Requests answered in the run. */
  readonly requests: number;
  /** Mean bytes per second received (headers and bodies). */
  readonly bytesPerSecond: number;
}

/** Runs the load; any non-2xx answer or socket error fails the bench (a fast error is no result). */
export async function load(url: string, headers: Record<string, string>, seconds: number, connections = 10): Promise<Load> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, requests: result.requests.total, bytesPerSecond: result.throughput.average };
}

export interface ServerProcess {
  readonly baseUrl: string;
  /**
   * CPU seconds the process has used so far (user + system, from /proc; null elsewhere). What a
   * request costs in CPU barely moves with the machine's load, unlike requests per second.
   */
  cpuSeconds(): number | null;
  stop(): Promise<void>;
}

/** Linux reports utime and stime (fields 14 and 15 of /proc/<pid>/stat) in ticks of 1/100 s. */
const TICKS_PER_SECOND = 100;

function cpuSecondsOf(pid: number): number | null {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Starts a TypeScript server script in its own Node process and waits for the address it reports over IPC. */
export async function startProcess(script: string, nodeFlags: readonly string[], env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  // stdout (the request log) goes to /dev/null: written, as in production, but not read back here.
  const child = spawn(process.execPath, [...nodeFlags, script], { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { listening?: string }) => {
      if (typeof message.listening === 'string') resolve(message.listening);
      else reject(new Error(`${script}: unexpected message ${JSON.stringify(message)}`));
    });
    void exited.then(() => reject(new Error(`${script} exited before listening`)));
  });
  return {
    baseUrl,
    cpuSeconds: () => (child.pid === undefined ? null : cpuSecondsOf(child.pid)),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
