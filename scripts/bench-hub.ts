/**
 * `npm run bench:hub`: the live hub's figures (issue 11), not a test.
 *
 * 1. Memory: the server's RSS (and heap) before and after opening N idle hub connections
 *    (negotiated, upgraded, handshaken, answering pings), per connection.
 * 2. Fan-out: M connections of one agent join PROPERTY_DRAFT_PUBLISHED; the server sends R
 *    messages to that group, one after the other; each client notes when its copy arrived.
 *    Prints p50/p95/p99/max of send → receipt over all copies, of send → last copy per round, and
 *    the server's own time to write every copy of a round to its socket.
 *
 * The server runs in this process (SQLite in a temporary folder, the hub in process, no Redis);
 * the clients in a child process (raw websockets speaking the JSON protocol, one event loop), so
 * each side has its own open-file limit and the server's memory is its own. Both read the same
 * wall clock (performance.timeOrigin + now), so the latencies include the client's own queueing
 * of M messages in one event loop.
 *
 *   npm run bench:hub                                   # 10,000 idle, 1,000 fan-out, 50 rounds
 *   npm run bench:hub -- --idle=2000 --fanout=200 --rounds=20
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { HUB_PATH, PUBLISHED_GROUP } from '../src/schema/hub.ts';

const RS = '\u001e';
const API_KEY = 'bench-api-key';
const wallNow = (): number => performance.timeOrigin + performance.now();

const argument = (name: string, fallback: number): number => {
  const raw = process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};

/** What the parent asks of the client process, and what it answers. */
type Command = { kind: 'open'; count: number; join: boolean; baseUrl: string; token: string } | { kind: 'closeAll' } | { kind: 'collect' };
type Answer = { kind: 'opened'; count: number; failed: number; ms: number } | { kind: 'closed' } | { kind: 'latencies'; values: number[] };

// ---------------------------------------------------------------------------------------------
// The client process

async function runClients(): Promise<void> {
  const sockets: WebSocket[] = [];
  let latencies: number[] = [];
  const answer = (message: Answer): void => {
    process.send?.(message);
  };
  // Like the official client's keep-alive, so the server's 30 s client timeout never fires.
  setInterval(() => {
    for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send(`{"type":6}${RS}`);
  }, 10_000).unref();

  const openOne = async (baseUrl: string, token: string, join: boolean): Promise<WebSocket> => {
    const response = await fetch(`${baseUrl}${HUB_PATH}/negotiate?negotiateVersion=1`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
    });
    const { connectionToken } = (await response.json()) as { connectionToken: string };
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${HUB_PATH}?id=${connectionToken}&access_token=${token}`, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const expected = join ? 2 : 1;
    await new Promise<void>((resolve) => {
      let records = 0;
      const onMessage = (data: Buffer): void => {
        records += data.toString().split(RS).filter((record) => record !== '' && record !== '{"type":6}').length;
        if (records >= expected) {
          socket.off('message', onMessage);
          resolve();
        }
      };
      socket.on('message', onMessage);
      socket.send(`{"protocol":"json","version":1}${RS}`);
      if (join) socket.send(`{"type":1,"invocationId":"1","target":"JoinGroup","arguments":["${PUBLISHED_GROUP}"]}${RS}`);
    });
    socket.on('message', (data: Buffer) => {
      const at = wallNow();
      for (const record of data.toString().split(RS)) {
        if (!record.includes('ReceiveMessage')) continue;
        const { arguments: args } = JSON.parse(record) as { arguments: [{ sentAt: number }] };
        latencies.push(at - args[0].sentAt);
      }
    });
    return socket;
  };

  process.on('message', (command: Command) => {
    if (command.kind === 'open') {
      const started = performance.now();
      let next = 0;
      let failed = 0;
      const worker = async (): Promise<void> => {
        while (next < command.count) {
          next += 1;
          try {
            sockets.push(await openOne(command.baseUrl, command.token, command.join));
          } catch {
            failed += 1;
          }
        }
      };
      void Promise.all(Array.from({ length: 32 }, worker)).then(() =>
        answer({ kind: 'opened', count: sockets.length, failed, ms: performance.now() - started }),
      );
    } else if (command.kind === 'closeAll') {
      const closing = sockets.splice(0).map((socket) => new Promise<void>((resolve) => {
        socket.once('close', () => resolve());
        socket.close();
      }));
      void Promise.all(closing).then(() => answer({ kind: 'closed' }));
    } else {
      answer({ kind: 'latencies', values: latencies });
      latencies = [];
    }
  });
}

// ---------------------------------------------------------------------------------------------
// The server process

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const summary = (values: readonly number[]): string => {
  const sorted = [...values].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  return `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)} (n=${sorted.length})`;
};
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's open-file limit (Linux), to size what one side may open. */
function openFileLimit(): number | null {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((row) => row.startsWith('Max open files'));
    const soft = line?.split(/\s{2,}/)[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null;
  }
}

function settledMemory(): NodeJS.MemoryUsage {
  const collect = (globalThis as { gc?: () => void }).gc;
  collect?.();
  collect?.();
  return process.memoryUsage();
}

async function runServer(): Promise<void> {
  let idle = argument('idle', 10_000);
  let fanout = argument('fanout', 1_000);
  const rounds = argument('rounds', 50);
  const limit = openFileLimit();
  // Each side holds one descriptor per socket, plus some for the database, the runtime, stdio.
  const usable = limit === null ? Infinity : limit - 200;
  if (idle > usable || fanout > usable) {
    console.log(`open-file limit ${limit}: measuring ${Math.min(idle, usable)} idle / ${Math.min(fanout, usable)} fan-out connections instead of ${idle} / ${fanout}`);
    idle = Math.min(idle, usable);
    fanout = Math.min(fanout, usable);
  }
  if ((globalThis as { gc?: unknown }).gc === undefined) console.log('(run with --expose-gc, as npm run bench:hub does, for settled memory figures)');

  const dataDir = await mkdtemp(path.join(tmpdir(), 'agentes-bench-hub-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, API_KEY, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1' }),
    port: 0,
    host: '127.0.0.1',
  };
  // One agent holds every connection here, past the production cap of a hundred per agent.
  const app = await buildApp(config, { hub: { maxConnectionsPerAgent: idle + fanout } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const clients: ChildProcess = fork(fileURLToPath(import.meta.url), ['--clients'], { stdio: 'inherit' });
  const ask = (command: Command): Promise<Answer> =>
    new Promise((resolve) => {
      clients.once('message', (message: Answer) => resolve(message));
      clients.send(command);
    });

  try {
    const signUp = await fetch(`${baseUrl}/rest/v1/landlords`, {
      method: 'POST',
      headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Hub', emailAddress: 'bench.hub@ejemplo.com', password: 'Secreta#2026', acceptEmails: true, recaptchaToken: 'offline-recaptcha-token' }),
    });
    const token = ((await signUp.json()) as { metadata: { authorization: { accessToken: string } } }).metadata.authorization.accessToken;
    const agentId = ((await (await fetch(`${baseUrl}/rest/v1/auth/landlords`, { headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` } })).json()) as { data: { agentId: string } }).data.agentId;

    console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((value) => value.toFixed(2)).join(' ')} (shared with other work: figures are indicative)`);

    // 1. Memory of idle connections.
    await sleep(500);
    const before = settledMemory();
    const opened = (await ask({ kind: 'open', count: idle, join: false, baseUrl, token })) as Extract<Answer, { kind: 'opened' }>;
    await sleep(1_000);
    const after = settledMemory();
    const count = app.hub.stats().connections;
    console.log(`idle: ${count} connections open (${opened.failed} failed) in ${(opened.ms / 1000).toFixed(1)} s`);
    console.log(`  server RSS ${mb(before.rss)} → ${mb(after.rss)}: ${((after.rss - before.rss) / count / 1024).toFixed(1)} KB per connection`);
    console.log(`  heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)}: ${((after.heapUsed - before.heapUsed) / count / 1024).toFixed(1)} KB per connection; external+buffers ${((after.external + after.arrayBuffers - before.external - before.arrayBuffers) / count / 1024).toFixed(1)} KB`);
    await ask({ kind: 'closeAll' });
    while (app.hub.stats().connections > 0) await sleep(50);

    // 2. Fan-out to one group.
    const joined = (await ask({ kind: 'open', count: fanout, join: true, baseUrl, token })) as Extract<Answer, { kind: 'opened' }>;
    console.log(`fan-out: ${joined.count} connections in ${PUBLISHED_GROUP} (${joined.failed} failed), ${rounds} messages`);
    const allCopies: number[] = [];
    const lastCopy: number[] = [];
    const handOver: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const sentAt = wallNow();
      await app.hub.notifier.send(agentId, PUBLISHED_GROUP, { propertyDraftId: 'bench', sentAt });
      // The server's own share: serialising once and writing every copy to its socket.
      handOver.push(wallNow() - sentAt);
      const { values } = (await pollUntil(ask, joined.count, round + 1)) as Extract<Answer, { kind: 'latencies' }>;
      lastCopy.push(Math.max(...values));
      allCopies.push(...values);
      await sleep(20);
    }
    console.log(`  send → each copy: ${summary(allCopies)}`);
    console.log(`  send → last copy of a round: ${summary(lastCopy)}`);
    console.log(`  server time to write all copies of a round: ${summary(handOver)}`);
    await ask({ kind: 'closeAll' });
  } finally {
    clients.kill();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Asks the clients for what arrived until the round's copies are all in (or 10 s passed). */
async function pollUntil(ask: (command: Command) => Promise<Answer>, copies: number, round: number): Promise<Answer> {
  const deadline = Date.now() + 10_000;
  const values: number[] = [];
  while (values.length < copies && Date.now() < deadline) {
    await sleep(5);
    const answer = (await ask({ kind: 'collect' })) as Extract<Answer, { kind: 'latencies' }>;
    values.push(...answer.values);
  }
  if (values.length < copies) console.log(`  round ${round}: ${values.length} of ${copies} copies arrived within 10 s`);
  return { kind: 'latencies', values };
}

if (process.argv.includes('--clients')) await runClients();
else await runServer();
