/**
 * The live hub as the API tests reach it (issue 11): a server whose `app.hub` the test can send
 * through, the official SignalR client in Node, and a raw websocket for what no well-behaved
 * client sends.
 */
import type { AddressInfo } from 'node:net';
import * as signalR from '@microsoft/signalr';
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { Config } from '../../../server/config.ts';
import type { HubSettings } from '../../../server/hub/hub.ts';
import { HUB_METHODS, HUB_PATH } from '../../../src/schema/hub.ts';
import { apiClient, createTestEnvironment } from '../harness.ts';
import type { ApiTarget, TestEnvironment } from '../harness.ts';

/** Short clocks, so pings and timeouts show within a test. */
export const FAST_HUB: Partial<HubSettings> = { keepAliveIntervalMs: 100, clientTimeoutMs: 600, handshakeTimeoutMs: 600 };

export interface HubServer extends ApiTarget {
  readonly app: FastifyInstance;
  readonly baseUrl: string;
  readonly port: number;
  readonly config: Config;
  close(): Promise<void>;
}

/** A server on an existing environment (several may share one database), on `port` or a free one. */
export async function startHubServer(environment: TestEnvironment, hub: Partial<HubSettings> = {}, port = 0): Promise<HubServer> {
  const app = await buildApp(environment.config, { hub });
  try {
    await app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${address.port}`;
  return {
    app,
    baseUrl,
    port: address.port,
    config: environment.config,
    api: apiClient(baseUrl, environment.config.apiKey),
    close: () => app.close(),
  };
}

/** One server on its own fresh environment; closing it drops the database too. */
export async function startHubTestServer(overrides: Partial<Config> = {}, hub: Partial<HubSettings> = {}): Promise<HubServer> {
  const environment = await createTestEnvironment(overrides);
  let server: HubServer;
  try {
    server = await startHubServer(environment, hub);
  } catch (error) {
    await environment.dispose();
    throw error;
  }
  return {
    ...server,
    async close() {
      try {
        await server.close();
      } finally {
        await environment.dispose();
      }
    },
  };
}

export interface ClientOptions {
  readonly apiKey?: string;
  /** Reconnect delays, or none for a client that stays closed. */
  readonly reconnectDelays?: number[];
  /** The client's own ping interval and how long it waits to hear from the server. */
  readonly keepAliveIntervalMs?: number;
  readonly serverTimeoutMs?: number;
}

/** The official client, as the SPA builds it: bearer token by accessTokenFactory, the API key as a header. */
export function hubClient(server: Pick<HubServer, 'baseUrl' | 'config'>, token: string, options: ClientOptions = {}): signalR.HubConnection {
  let builder = new signalR.HubConnectionBuilder()
    .withUrl(`${server.baseUrl}${HUB_PATH}`, {
      accessTokenFactory: () => token,
      headers: { 'X-Api-Key': options.apiKey ?? server.config.apiKey },
      transport: signalR.HttpTransportType.WebSockets,
      skipNegotiation: false,
    })
    .configureLogging(signalR.LogLevel.None);
  if (options.reconnectDelays !== undefined) builder = builder.withAutomaticReconnect(options.reconnectDelays);
  const connection = builder.build();
  if (options.keepAliveIntervalMs !== undefined) connection.keepAliveIntervalInMilliseconds = options.keepAliveIntervalMs;
  if (options.serverTimeoutMs !== undefined) connection.serverTimeoutInMilliseconds = options.serverTimeoutMs;
  return connection;
}

/** Every ReceiveMessage a connection gets, and a way to wait for the next ones. */
export function inbox(connection: signalR.HubConnection): { readonly messages: unknown[]; next(count?: number, timeoutMs?: number): Promise<unknown[]> } {
  const messages: unknown[] = [];
  let waiters: (() => void)[] = [];
  connection.on(HUB_METHODS.receiveMessage, (message: unknown) => {
    messages.push(message);
    const current = waiters;
    waiters = [];
    for (const wake of current) wake();
  });
  return {
    messages,
    async next(count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} messages, got ${JSON.stringify(messages)}`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return messages.slice(0, count);
    },
  };
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `check` holds, polling; rejects after `timeoutMs`. */
export async function eventually(check: () => boolean, timeoutMs = 5_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

export interface Negotiated {
  readonly status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly body: any;
}

export async function negotiate(
  server: Pick<HubServer, 'baseUrl' | 'config'>,
  { token, apiKey = server.config.apiKey, version = '1' }: { token?: string; apiKey?: string | null; version?: string | null } = {},
): Promise<Negotiated> {
  const headers: Record<string, string> = {};
  if (apiKey !== null) headers['x-api-key'] = apiKey;
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const query = version === null ? '' : `?negotiateVersion=${version}`;
  const response = await fetch(`${server.baseUrl}${HUB_PATH}/negotiate${query}`, { method: 'POST', headers });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: text };
  }
}

export const RS = '\u001e';

/** A raw websocket to the hub: either open, or the HTTP status the upgrade was refused with. */
export interface RawSocket {
  readonly socket: WebSocket;
  /** Text received so far (records with their separators). */
  received(): string;
  /** Resolves with the close code once the server (or anyone) closed the socket. */
  readonly closed: Promise<number>;
  send(text: string | Buffer, binary?: boolean): void;
}

export async function rawSocket(
  server: Pick<HubServer, 'baseUrl'>,
  query: string,
  headers: Record<string, string> = {},
): Promise<{ ok: true; raw: RawSocket } | { ok: false; status: number }> {
  const socket = new WebSocket(`${server.baseUrl.replace(/^http/, 'ws')}${HUB_PATH}${query}`, { headers });
  let text = '';
  socket.on('message', (data) => {
    text += data.toString();
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    socket.once('open', () =>
      resolve({
        ok: true,
        raw: {
          socket,
          received: () => text,
          closed,
          send: (data, binary = false) => socket.send(data, { binary }),
        },
      }),
    );
    socket.once('unexpected-response', (_request, response) => {
      resolve({ ok: false, status: response.statusCode ?? 0 });
      socket.terminate();
    });
    socket.once('error', (error) => reject(error));
  });
}

/** A raw socket past negotiate and the handshake, with the bearer token sent as the browser does. */
export async function handshakenSocket(server: Pick<HubServer, 'baseUrl' | 'config'>, token: string): Promise<RawSocket> {
  const { body } = await negotiate(server, { token });
  const opened = await rawSocket(server, `?id=${body.connectionToken}&access_token=${token}`);
  if (!opened.ok) throw new Error(`upgrade refused with ${opened.status}`);
  opened.raw.send(`{"protocol":"json","version":1}${RS}`);
  await eventually(() => opened.raw.received().startsWith(`{}${RS}`), 5_000, 'the handshake answer');
  return opened.raw;
}
