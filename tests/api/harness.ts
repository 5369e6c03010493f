/**
 * The API test harness: a real server over real HTTP, on a fresh database per startServer call
 * (SQLite in a temporary dir; PostgreSQL when DATABASE_URL is a postgres:// URL, see
 * support/test-database.ts).
 *
 * A test file starts one server in beforeAll and closes it in afterAll; each test makes its own
 * agents (`signUp`, `socialSignUp`) so tests stay independent while sharing the server:
 *
 *   let server: TestServer;
 *   beforeAll(async () => { server = await startServer(); });
 *   afterAll(async () => { await server?.close(); });
 *   it('…', async () => {
 *     const { token } = await signUp(server);
 *     expectOk(await server.api('GET', '/auth/landlords', { token }));
 *   });
 *
 * `server.clock.advance(ms)` moves the server's injected clock (token expiry); `expectError`
 * checks a typed error envelope and its status; `expectNothingWritten` compares the row count of
 * every table before and after; `describeBodyValidation` (support/) generates the bad-input table
 * of a JSON call.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { buildApp } from '../../server/app.ts';
import type { AppOptions } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { cataloguedRoutes, type CatalogueEntry } from '../../server/http/route-catalogue.ts';
import type { Config } from '../../server/config.ts';
import { ERROR_STATUS } from '../../src/schema/errors.ts';
import type { ErrorType } from '../../src/schema/errors.ts';
import { createPostgresDatabase, createSqliteDatabase, postgresAdminUrl } from './support/test-database.ts';
import type { TestDatabase } from './support/test-database.ts';

export const API_KEY = 'test-api-key';
export const PUBLIC_URL = 'http://agentes.test';
export const API_BASE = '/rest/v1';

const MINUTE = 60_000;
/** High enough that no test but the rate-limit ones ever meets them. */
export const RELAXED_RATE_LIMIT: Config['rateLimit'] = { max: 100_000, windowMs: MINUTE, accountFailures: 100_000 };

export interface ApiResponse {
  readonly status: number;
  /** The parsed JSON body, or null when the body is empty or not JSON. */
  readonly body: Envelope | null;
  readonly text: string;
  readonly headers: Headers;
}

/** The envelope as the tests read it: loose on purpose, each test asserts what it needs. */
export interface Envelope {
  // Tests read whatever shape the route answers; asserting it is each test's job.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly data: any;
  readonly metadata: {
    readonly authorization?: { readonly accessToken: string; readonly [key: string]: unknown };
    readonly pagination?: { readonly limit: number; readonly offset: number; readonly total: number };
    readonly error?: { readonly type: string; readonly message: string };
  };
}

export interface RequestOptions {
  /** Sent as JSON with `Content-Type: application/json`. */
  readonly body?: unknown;
  /** Sent as is (a malformed JSON string, a FormData…); set the content type in `headers` if needed. */
  readonly rawBody?: string | Blob | FormData;
  readonly token?: string;
  /** `null` leaves the X-Api-Key header out; default: the server's key. */
  readonly apiKey?: string | null;
  readonly headers?: Record<string, string>;
}

export interface Mail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: readonly string[];
  readonly createdAt: string;
}

export interface TestServer {
  readonly baseUrl: string;
  readonly config: Config;
  readonly clock: { advance(ms: number): void; now(): Date };
  /** A call under /rest/v1 (`path` starts after the base path, e.g. '/auth/landlords'). */
  api(method: string, path: string, options?: RequestOptions): Promise<ApiResponse>;
  /** Any other URL of the server (absolute path, or a full URL under the server's public URL). */
  fetchRaw(pathOrUrl: string, init?: RequestInit): Promise<Response>;
  mailbox(): Promise<Mail[]>;
  /** Row count of every application table: equal snapshots mean nothing was written. */
  snapshot(): Promise<Record<string, number>>;
  /** Every stored row as JSON text. */
  dump(): Promise<string>;
  /** The database itself, for tests that must break it on purpose. */
  readonly database: TestDatabase;
  /** Every /rest/v1 route the server registered (method and pattern, prefix included). */
  apiRoutes(): readonly CatalogueEntry[];
  close(): Promise<void>;
}

/** What the agent and mail helpers need of a server. */
export type ApiTarget = Pick<TestServer, 'api'>;
export type MailTarget = Pick<TestServer, 'mailbox' | 'config'>;

const randomName = (): string => randomBytes(6).toString('hex');

export interface TestEnvironment {
  readonly config: Config;
  readonly database: TestDatabase;
  dispose(): Promise<void>;
}

/** A fresh data dir and database, and the config pointing at them (no server yet). */
export async function createTestEnvironment(overrides: Partial<Config> = {}): Promise<TestEnvironment> {
  const dataDir = await mkdtemp(join(tmpdir(), 'agentes-api-'));
  const adminUrl = postgresAdminUrl();
  const database = adminUrl === null ? createSqliteDatabase(dataDir) : await createPostgresDatabase(adminUrl);
  // loadConfig gets a private environment so the developer's own variables never leak in.
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, API_KEY: API_KEY, PUBLIC_URL: PUBLIC_URL }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: database.url,
    apiKey: API_KEY,
    publicUrl: PUBLIC_URL,
    production: false,
    smtpUrl: null,
    mailFrom: null,
    recaptchaSecret: null,
    recaptchaSiteKey: null,
    googleClientId: null,
    facebookAppId: null,
    facebookAppSecret: null,
    instagramClientId: null,
    instagramClientSecret: null,
    secretsKey: null,
    mapboxToken: null,
    rateLimit: RELAXED_RATE_LIMIT,
    lookupRateLimit: RELAXED_RATE_LIMIT,
    draftRateLimit: RELAXED_RATE_LIMIT,
    logLevel: 'silent',
    // Issue 11: the social simulator answers at once in tests.
    offlinePostDelayMs: 0,
    ...overrides,
  };
  return {
    config,
    database,
    async dispose() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const parseEnvelope = (text: string): Envelope | null => {
  if (text === '') return null;
  try {
    return JSON.parse(text) as Envelope;
  } catch {
    return null;
  }
};

/** The request helper of a server at `baseUrl` whose API key is `defaultApiKey`. */
export function apiClient(baseUrl: string, defaultApiKey: string): TestServer['api'] {
  return async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const apiKey = options.apiKey === undefined ? defaultApiKey : options.apiKey;
    if (apiKey !== null) headers['x-api-key'] = apiKey;
    if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
    let body: string | Blob | FormData | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${API_BASE}${path}`, { method, headers, body });
    const text = await response.text();
    return { status: response.status, body: parseEnvelope(text), text, headers: response.headers };
  };
}

/** A server at 127.0.0.1 on a random port, its own database and a clock the test can move forward. */
export async function startServer(overrides: Partial<Config> = {}, options: AppOptions = {}): Promise<TestServer> {
  const environment = await createTestEnvironment(overrides);
  let server: TestServer;
  try {
    server = await startServerIn(environment, options);
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

/**
 * A server on an existing data dir and database (a restart, say); closing it leaves both for the
 * next one, and the test disposes of the environment itself.
 */
export async function startServerIn(environment: TestEnvironment, options: AppOptions = {}): Promise<TestServer> {
  const { config, database } = environment;
  let offsetMs = 0;
  const now = (): Date => new Date(Date.now() + offsetMs);
  const app = await buildApp(config, { now, ...options });
  try {
    // 127.0.0.1 unless a test asks for another interface (to be reached as another machine would).
    await app.listen({ port: 0, host: config.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;

  const fetchRaw = (pathOrUrl: string, init?: RequestInit): Promise<Response> => {
    // URLs the server builds from its public URL (avatars, e-mailed links) point back at it.
    const path = pathOrUrl.startsWith(config.publicUrl) ? pathOrUrl.slice(config.publicUrl.length) : pathOrUrl;
    return fetch(path.startsWith('http') ? path : `${baseUrl}${path}`, init);
  };

  return {
    baseUrl,
    config,
    clock: {
      advance(ms) {
        offsetMs += ms;
      },
      now,
    },
    api: apiClient(baseUrl, config.apiKey),
    fetchRaw,
    async mailbox() {
      const response = await fetchRaw('/dev/mailbox.json');
      expect(response.status).toBe(200);
      return (await response.json()) as Mail[];
    },
    snapshot: () => database.countRows(),
    dump: () => database.dump(),
    database,
    apiRoutes: () => cataloguedRoutes(app),
    async close() {
      await app.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Assertions

/** The error envelope of `type`: its HTTP status, data null, a message. */
export function expectError(response: ApiResponse, type: ErrorType): void {
  expect({ status: response.status, type: response.body?.metadata?.error?.type }, response.text).toEqual({
    status: ERROR_STATUS[type],
    type,
  });
  expect(response.body?.data).toBeNull();
  expect(typeof response.body?.metadata.error?.message).toBe('string');
}

/** 400 VALIDATION_ERROR whose message names each of `fields`. */
export function expectValidationError(response: ApiResponse, ...fields: string[]): void {
  expectError(response, 'VALIDATION_ERROR');
  const message = response.body?.metadata.error?.message ?? '';
  for (const field of fields) expect(message, `the message should name '${field}'`).toContain(field);
}

/** A 4xx answer with a typed error envelope, where the contract allows one of several types. */
export function expectClientError(response: ApiResponse, types: readonly ErrorType[]): void {
  expect(response.status, response.text).toBeGreaterThanOrEqual(400);
  expect(response.status, response.text).toBeLessThan(500);
  expect(types, response.text).toContain(response.body?.metadata?.error?.type);
  expect(response.status).toBe(ERROR_STATUS[response.body?.metadata.error?.type as ErrorType]);
  expect(response.body?.data).toBeNull();
}

export function expectOk(response: ApiResponse, status = 200): Envelope {
  expect(response.status, response.text).toBe(status);
  expect(response.body, response.text).not.toBeNull();
  expect(response.body?.metadata?.error).toBeUndefined();
  return response.body as Envelope;
}

/** Runs `action` and asserts no application table gained or lost a row. */
export async function expectNothingWritten(server: TestServer, action: () => Promise<void>): Promise<void> {
  const before = await server.snapshot();
  await action();
  expect(await server.snapshot(), 'row counts after the call').toEqual(before);
}

/** The same, as a soft assertion: the test goes on to report its other failures. */
expectNothingWritten.soft = async (server: TestServer, action: () => Promise<void>): Promise<void> => {
  const before = await server.snapshot();
  await action();
  expect.soft(await server.snapshot(), 'row counts after the call').toEqual(before);
};

// ---------------------------------------------------------------------------------------------
// Agents, mail and social tokens

let emailCounter = 0;
/** A unique e-mail address per call (unique across files as well, for readable failures). */
export const uniqueEmail = (label = 'agente'): string =>
  `${label}.${process.pid}.${++emailCounter}.${randomName()}@ejemplo.com`;

export const DEFAULT_PASSWORD = 'Secreta#2026';

export interface SignedUpAgent {
  readonly token: string;
  readonly email: string;
  readonly password: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly agent: any;
}

export function signUpBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'María',
    lastName: 'Pérez',
    emailAddress: uniqueEmail(),
    password: DEFAULT_PASSWORD,
    acceptEmails: true,
    recaptchaToken: 'offline-recaptcha-token',
    ...overrides,
  };
}

/** Creates an agent with e-mail and password through POST /landlords. */
export async function signUp(
  server: ApiTarget,
  { email = uniqueEmail(), password = DEFAULT_PASSWORD }: { email?: string; password?: string } = {},
): Promise<SignedUpAgent> {
  const response = await server.api('POST', '/landlords', {
    body: signUpBody({ emailAddress: email, password }),
  });
  const body = expectOk(response, 201);
  const token = body.metadata.authorization?.accessToken;
  expect(typeof token).toBe('string');
  return { token: token as string, email, password, agent: body.data };
}

export async function signIn(server: ApiTarget, emailAddress: string, password: string): Promise<ApiResponse> {
  return server.api('POST', '/auth/landlords', { body: { emailAddress, password } });
}

/** The newest message sent to `to` (the mailbox lists newest first). */
export async function lastMailTo(server: MailTarget, to: string): Promise<Mail | undefined> {
  return (await server.mailbox()).find((mail) => mail.to === to);
}

/** The reset token carried by the newest reset e-mail to `to`. */
export async function resetTokenFromMail(server: MailTarget, to: string): Promise<string> {
  const mail = await lastMailTo(server, to);
  expect(mail, `a reset e-mail to ${to}`).toBeDefined();
  const prefix = `${server.config.publicUrl}/password-reset?authorization=`;
  const link = mail?.links.find((candidate) => candidate.startsWith(prefix));
  expect(link, `a link starting with ${prefix} in ${JSON.stringify(mail?.links)}`).toBeDefined();
  return decodeURIComponent(new URL(link as string).searchParams.get('authorization') ?? '');
}

export type Provider = 'google' | 'facebook';

export interface SocialIdentity {
  readonly sub: string;
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

export const socialIdentity = (overrides: Partial<SocialIdentity> = {}): SocialIdentity => ({
  sub: `sub-${randomName()}`,
  email: uniqueEmail('social'),
  givenName: 'Lucía',
  familyName: 'Gómez',
  ...overrides,
});

/** What minting an offline token needs: the server's origin (the consent endpoint is outside /rest/v1). */
export type ConsentTarget = { readonly baseUrl: string };

/**
 * The token the offline consent page hands back, minted as the page does it: by
 * POST /oauth-consent/{provider}/token, which only the server can sign.
 */
export async function offlineToken(server: ConsentTarget, provider: Provider, identity: SocialIdentity): Promise<string> {
  const response = await fetch(`${server.baseUrl}/oauth-consent/${provider}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(identity),
  });
  const body = (await response.json()) as { data?: { token?: unknown } };
  expect(response.status, JSON.stringify(body)).toBe(200);
  expect(typeof body.data?.token).toBe('string');
  return body.data?.token as string;
}

/** A hand-made token in the shape the consent page's used to be: what a forger would send. */
export const forgedOfflineToken = (provider: Provider, identity: unknown): string =>
  `offline.${provider}.${Buffer.from(JSON.stringify(identity)).toString('base64url')}`;

/** Creates an agent through POST /landlords/providers/{provider}. */
export async function socialSignUp(
  server: ApiTarget & ConsentTarget,
  provider: Provider,
  identity: SocialIdentity = socialIdentity(),
): Promise<SignedUpAgent & { identity: SocialIdentity }> {
  const response = await server.api('POST', `/landlords/providers/${provider}`, {
    body: { accessToken: await offlineToken(server, provider, identity) },
  });
  const body = expectOk(response, 201);
  const token = body.metadata.authorization?.accessToken;
  expect(typeof token).toBe('string');
  return { token: token as string, email: identity.email, password: '', agent: body.data, identity };
}

export const MINUTES = MINUTE;
export const DAYS = 24 * 60 * MINUTE;
