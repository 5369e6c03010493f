/**
 * A server in a child process, for tests that read what only the process shows: its logs (pino
 * writes to the process's stdout) and its memory (/proc/<pid>/status). Started with the V8 flags
 * of `npm start`.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import type { Config } from '../../../server/config.ts';
import { apiClient, createTestEnvironment } from '../harness.ts';
import type { ApiTarget, Mail, MailTarget } from '../harness.ts';
import type { TestDatabase } from './test-database.ts';

export interface LoggedServer extends ApiTarget, MailTarget {
  readonly baseUrl: string;
  /** The server process's id (its memory can be read from /proc/<pid>/status). */
  readonly pid: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The process's database, to peek at what it stored (before close). */
  readonly database: TestDatabase;
  /** Stops the process (letting it flush its logs) and removes its database. */
  close(): Promise<void>;
}

/**
 * `npm start` runs the server with a 4 MB young generation (V8's default is 16): streamed uploads
 * leave their socket chunks for the young-generation collector, and a smaller one collects them
 * sooner — 30 parallel 10 MB uploads then grow the server by ~60 MB instead of ~85 MB, at no
 * measurable cost on the list calls (docs/decisions.md, Uploads).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'] as const;

export async function startServerProcess(overrides: Partial<Config> = {}): Promise<LoggedServer> {
  const environment = await createTestEnvironment(overrides);
  const { config } = environment;
  const script = fileURLToPath(new URL('./log-server.ts', import.meta.url));
  // The V8 flags of `npm start` (package.json), so what a test measures is what runs in production.
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script], {
    env: { ...process.env, AGENTES_TEST_CONFIG: JSON.stringify(config) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server process did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /\{"testServerListening":"([^"]+)"\}/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server process exited:\n${output}`));
    });
  });
  let baseUrl: string;
  try {
    baseUrl = await listening;
  } catch (error) {
    child.kill('SIGKILL');
    await environment.dispose();
    throw error;
  }
  const fetchRaw = (path: string) => fetch(`${baseUrl}${path}`);
  return {
    baseUrl,
    pid: child.pid as number,
    config,
    api: apiClient(baseUrl, config.apiKey),
    async mailbox() {
      const response = await fetchRaw('/dev/mailbox.json');
      expect(response.status).toBe(200);
      return (await response.json()) as Mail[];
    },
    output: () => output,
    database: environment.database,
    async close() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      await environment.dispose();
    },
  };
}
