/**
 * `npm run bench:publishing`: publish → final hub message latency (issue 11), with the offline
 * social simulator answering at once (OFFLINE_POST_DELAY_MS=0).
 *
 * Starts the real server in this process on a throw-away database (SQLite in a temporary
 * directory; PostgreSQL when DATABASE_URL is a postgres:// URL: a fresh database is created
 * through it and dropped at the end), makes one agent with Instagram and Facebook connections and 100
 * publishable drafts with an Instagram and a Facebook post over HTTP, then publishes them one at a
 * time: the clock starts before PUT /property-drafts/{id}/publish and stops when the worker hands
 * the final message (`{ propertyDraftId }` on PROPERTY_DRAFT_PUBLISHED) to the hub's notifier, and
 * again when the official SignalR client, connected to the hub over a websocket and joined to that
 * group, receives it. Prints p50/p95/p99 in milliseconds.
 *
 *   npm run bench:publishing
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:publishing
 *   BENCH_PUBLISHES=20 npm run bench:publishing
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import * as signalR from '@microsoft/signalr';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import type { HubNotifier } from '../server/hub/notifier.ts';
import { HUB_METHODS, HUB_PATH, PUBLISHED_GROUP, publishingGroup } from '../src/schema/hub.ts';
import { JPEG_1X1, PNG_1X1 } from '../tests/api/support/images.ts';

const PUBLISHES = Number(process.env.BENCH_PUBLISHES ?? 100);
const WARM_UP = 5;
const API_KEY = 'bench-api-key';

async function database(dataDir: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = process.env.DATABASE_URL;
  if (admin === undefined || !/^postgres(ql)?:\/\//.test(admin)) return { url: `sqlite:${path.join(dataDir, 'app.db')}`, drop: async () => {} };
  const name = `bench_publishing_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

const dataDir = await mkdtemp(path.join(tmpdir(), 'agentes-bench-publishing-'));
const db = await database(dataDir);
const waiting = new Map<string, (at: number) => void>();
const stepFour = new Map<string, number>();
const stepOne = new Map<string, number>();
/** The real hub's notifier, once the app is built: every message still goes out to the websockets. */
let hub: HubNotifier | null = null;
const delivered = new Map<string, (at: number) => void>();
const notifier: HubNotifier = {
  async send(agentId, group, message) {
    await hub?.send(agentId, group, message);
    const at = performance.now();
    if (group === PUBLISHED_GROUP) waiting.get((message as { propertyDraftId: string }).propertyDraftId)?.(at);
    else if ((message as { step?: number }).step === 4) stepFour.set(group, at);
    else if ((message as { step?: number }).step === 1) stepOne.set(group, at);
  },
};
const config = {
  ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: db.url, API_KEY, LOG_LEVEL: 'warn' }),
  port: 0,
  host: '127.0.0.1',
  offlinePostDelayMs: 0,
  rateLimit: { max: 1_000_000, windowMs: 60_000, accountFailures: 1_000_000 },
};
const app = await buildApp(config, { notifier });
hub = app.hub.notifier;

try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  let token = '';
  const call = async (method: string, url: string, body?: unknown, form?: FormData): Promise<{ data: Record<string, unknown> }> => {
    const headers: Record<string, string> = { 'x-api-key': API_KEY };
    if (token !== '') headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${base}${url}`, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text}`);
    return JSON.parse(text) as { data: Record<string, unknown> };
  };
  const file = (bytes: Buffer, name: string, fields: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    return form;
  };

  const signUp = await call('POST', '/rest/v1/landlords', {
    firstName: 'Bench',
    lastName: 'Publicación',
    emailAddress: `bench.${randomBytes(4).toString('hex')}@ejemplo.com`,
    password: 'Secreta#2026',
    acceptEmails: false,
    recaptchaToken: 'offline-recaptcha-token',
  });
  token = (signUp as unknown as { metadata: { authorization: { accessToken: string } } }).metadata.authorization.accessToken;
  // Both networks connected (issue 20: a post goes only to a network the agent has connected).
  const consent = async (provider: 'facebook' | 'instagram') => {
    const answer = await fetch(`${base}/oauth-consent/${provider}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sub: 'bench', email: 'bench@ejemplo.com', givenName: 'Bench', familyName: 'Pub', purpose: 'connect' }),
    });
    return ((await answer.json()) as { data: Record<string, string> }).data;
  };
  await call('POST', '/rest/v1/media-providers/agents/facebook', { shortToken: (await consent('facebook')).shortToken });
  await call('POST', '/rest/v1/media-providers/agents/instagram', { authorizationCode: (await consent('instagram')).authorizationCode });
  const pages = ((await call('GET', '/rest/v1/media-providers/facebook/pages')).data as unknown as Array<{ facebookPageId: string }>).map((page) => page.facebookPageId);

  const client = new signalR.HubConnectionBuilder()
    .withUrl(`${base}${HUB_PATH}`, { accessTokenFactory: () => token, headers: { 'X-Api-Key': API_KEY }, transport: signalR.HttpTransportType.WebSockets })
    .configureLogging(signalR.LogLevel.None)
    .build();
  client.on(HUB_METHODS.receiveMessage, (message: { propertyDraftId?: string }) => {
    if (message.propertyDraftId !== undefined) delivered.get(message.propertyDraftId)?.(performance.now());
  });
  await client.start();
  await client.invoke(HUB_METHODS.joinGroup, PUBLISHED_GROUP);

  const drafts: string[] = [];
  for (let i = 0; i < PUBLISHES + WARM_UP; i++) {
    const id = (await call('POST', '/rest/v1/property-drafts')).data.propertyDraftId as string;
    const at = `/rest/v1/property-drafts/${id}`;
    await call('PUT', at, { description: '<p>Apartamento amplio, luminoso y cerca del metro.</p>', price: 100_000 + i, propertyType: 'pt-apartamento', operationType: 2, code: `BEN-${i}` });
    await call('PUT', `${at}/enviroments/pe-habitacion`, { quantity: 2 });
    await call('PUT', `${at}/location`, { address: `Av. Principal ${i}`, countryState: 've-miranda', location: 've-miranda-chacao', latitude: 10.49, longitude: -66.85 });
    await call('PUT', `${at}/details`, { propertyDetailType: 'pdt-parking', value: '1' });
    await call('POST', `${at}/thumbnail`, undefined, file(JPEG_1X1, 'm.jpg'));
    const media = (await call('POST', `${at}/images`, undefined, file(PNG_1X1, 'f.png', { imageType: 'STATIC' }))).data.media as Array<{ propertyImageId: string }>;
    const images = [media[0]?.propertyImageId as string];
    await call('PUT', `${at}/instagram`, { imagesUrls: images, caption: 'Nuevo', hashtags: null, location: null });
    await call('PUT', `${at}/facebook`, { imagesUrls: images, caption: 'Nuevo', hashtags: null, location: null, pagesIds: pages });
    drafts.push(id);
  }

  const total: number[] = [];
  const toStepFour: number[] = [];
  const toStepOne: number[] = [];
  const answer: number[] = [];
  const received: number[] = [];
  for (const [index, id] of drafts.entries()) {
    const published = new Promise<number>((resolve) => waiting.set(id, resolve));
    const arrived = new Promise<number>((resolve) => delivered.set(id, resolve));
    const start = performance.now();
    await call('PUT', `/rest/v1/property-drafts/${id}/publish`);
    const answered = performance.now();
    const end = await published;
    const at = await arrived;
    waiting.delete(id);
    delivered.delete(id);
    if (index < WARM_UP) continue;
    received.push(at - start);
    total.push(end - start);
    answer.push(answered - start);
    toStepFour.push((stepFour.get(publishingGroup(id)) ?? end) - start);
    toStepOne.push((stepOne.get(publishingGroup(id)) ?? end) - start);
  }
  const report = (label: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    console.info(`${label.padEnd(52)} p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms`);
  };
  console.info(`publishing bench: ${PUBLISHES} publishes one at a time (after ${WARM_UP} warm-up), Instagram + ${pages.length} Facebook pages each, ${db.url.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL'}, simulator delay 0`);
  report('PUT /publish answered', answer);
  report('publish → step 1 (property made) at the notifier', toStepOne);
  report('publish → step 4 at the notifier', toStepFour);
  report('publish → PROPERTY_DRAFT_PUBLISHED at the notifier', total);
  report('publish → PROPERTY_DRAFT_PUBLISHED received by a SignalR client', received);
  await client.stop();
} finally {
  await app.close();
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
}
