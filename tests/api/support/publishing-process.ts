/** Server processes on one shared data dir and database, so a test can kill one and start the next (crash tests). */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiClient } from '../harness.ts';
import type { ApiTarget, TestEnvironment } from '../harness.ts';
import { SERVER_NODE_FLAGS } from './server-process.ts';

export interface PublishingProcess extends ApiTarget {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Resolves with the signal that ended the process. */
  readonly exited: Promise<NodeJS.Signals | null>;
  output(): string;
  /** SIGTERM (a clean close), SIGKILL after 10 s. */
  stop(): Promise<void>;
}

export async function startPublishingProcess(environment: TestEnvironment, crashAt = ''): Promise<PublishingProcess> {
  const script = fileURLToPath(new URL('./publishing-server.ts', import.meta.url));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, script], {
    env: { ...process.env, AGENTES_TEST_CONFIG: JSON.stringify(environment.config), AGENTES_CRASH_AT: crashAt },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server process did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /\{"testServerListening":"([^"]+)"\}/.exec(output);
      if (match?.[1] !== undefined) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server process exited:\n${output}`));
    });
  });
  return {
    baseUrl,
    child,
    exited,
    api: apiClient(baseUrl, environment.config.apiKey),
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
