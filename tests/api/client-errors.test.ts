/**
 * Issue 12: POST /rest/v1/client-errors. A report is accepted (202, the request id), logged at
 * error level under that id with the agent when the bearer token is valid, scrubbed of anything
 * that looks like a credential, forwarded to Sentry when SENTRY_DSN is set; oversized fields and
 * bodies are refused with a typed 400, and a flood with 429.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_RATE } from '../../server/routes/client-error-reports.ts';
import { CLIENT_ERROR_LIMITS } from '../../src/schema/client-error.ts';
import { expectError, expectOk, expectValidationError, signUp, startServer, type TestServer } from './harness.ts';
import { startServerProcess, type LoggedServer } from './support/server-process.ts';

const report = (overrides: Record<string, unknown> = {}) => ({
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at render (http://localhost/assets/index-AbC123.js:1:2345)',
  route: '/customers',
  release: '0.1.0+abc1234',
  ...overrides,
});

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG8';
const SECRET_REPORT = report({
  message: `Request failed: Authorization: Bearer ${TOKEN}`,
  stack: `Error at fetch (https://h/rest/v1/x?access_token=${TOKEN}&page=2)\ncookie auth.accessToken=${TOKEN}; theme=dark`,
  route: `/oauth/authorize/instagram?code=AQDx-secret-code&state=s1#access_token=${TOKEN}`,
});

describe('POST /rest/v1/client-errors', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('accepts a report (202) with the request id it was logged under, without a bearer token', async () => {
    const response = await server.api('POST', '/client-errors', { body: report() });
    const body = expectOk(response, 202);
    expect(body.data.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('needs the API key', async () => {
    expectError(await server.api('POST', '/client-errors', { body: report(), apiKey: null }), 'API_KEY_INVALID');
  });

  it('accepts a report from an expired or forged token (anonymously)', async () => {
    expectOk(await server.api('POST', '/client-errors', { body: report(), token: 'not-a-token' }), 202);
  });

  it.each([
    ['message', { message: 'x'.repeat(CLIENT_ERROR_LIMITS.messageChars + 1) }],
    ['stack', { stack: 'x'.repeat(CLIENT_ERROR_LIMITS.stackChars + 1) }],
    ['route', { route: '/'.repeat(CLIENT_ERROR_LIMITS.routeChars + 1) }],
    ['message', { message: '' }],
    ['release', { release: undefined }],
    ['unknown', { unknown: 1 }],
  ])('refuses a report with a bad %s: 400 VALIDATION_ERROR', async (field, overrides) => {
    const { token } = await signUp(server);
    expectValidationError(await server.api('POST', '/client-errors', { body: report(overrides), token }), field);
  });

  it(`refuses a body over ${CLIENT_ERROR_LIMITS.bodyBytes} bytes before reading it: 400 VALIDATION_ERROR`, async () => {
    const { token } = await signUp(server);
    const response = await server.api('POST', '/client-errors', { rawBody: JSON.stringify({ ...report(), pad: 'x'.repeat(CLIENT_ERROR_LIMITS.bodyBytes) }), headers: { 'content-type': 'application/json' }, token });
    expectError(response, 'VALIDATION_ERROR');
    expect(response.body?.metadata.error?.message).toContain('too large');
  });

  it(`limits each agent to ${CLIENT_ERROR_RATE.max} reports a minute (429 with Retry-After), apart from anonymous reports`, async () => {
    const { token } = await signUp(server);
    for (let i = 0; i < CLIENT_ERROR_RATE.max; i++) expectOk(await server.api('POST', '/client-errors', { body: report(), token }), 202);
    const limited = await server.api('POST', '/client-errors', { body: report(), token });
    expectError(limited, 'TOO_MANY_REQUESTS');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await signUp(server);
    expectOk(await server.api('POST', '/client-errors', { body: report(), token: other.token }), 202);
  });

  it(`limits reports without a valid token per client address`, async () => {
    let status = 0;
    for (let i = 0; i <= CLIENT_ERROR_RATE.max + 1 && status !== 429; i++) {
      status = (await server.api('POST', '/client-errors', { body: report(), token: `forged-${i}` })).status;
    }
    expect(status).toBe(429);
  });
});

describe('what a report leaves in the log and sends to Sentry', () => {
  let logged: LoggedServer;
  let sentry: Server;
  const envelopes: { url: string; body: string }[] = [];
  beforeAll(async () => {
    sentry = createServer((request: IncomingMessage, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        envelopes.push({ url: request.url ?? '', body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const { port } = sentry.address() as AddressInfo;
    logged = await startServerProcess({ logLevel: 'info', sentryDsn: `http://publickey@127.0.0.1:${port}/42` });
  });
  afterAll(async () => {
    await logged?.close();
    await new Promise<void>((resolve) => sentry?.close(() => resolve()));
  });

  it('logs the report at error level under its request id, with the agent, and no token anywhere', async () => {
    const { token } = await signUp(logged);
    const agent = expectOk(await logged.api('GET', '/auth/landlords', { token }));
    const response = await logged.api('POST', '/client-errors', { body: SECRET_REPORT, token });
    const requestId = expectOk(response, 202).data.requestId as string;
    await expect.poll(() => logged.output().includes(`"reqId":"${requestId}"`) && logged.output().includes('"msg":"client error"')).toBe(true);
    const line = logged
      .output()
      .split('\n')
      .find((text) => text.includes(`"reqId":"${requestId}"`) && text.includes('"msg":"client error"'));
    const entry = JSON.parse(line ?? '{}') as { level: number; clientError: Record<string, string> };
    expect(entry.level).toBe(50);
    expect(entry.clientError).toMatchObject({ release: SECRET_REPORT.release, agentId: expect.any(String) });
    expect(entry.clientError.agentId).not.toBe('');
    expect(entry.clientError.message).toBe('Request failed: Authorization: Bearer [redacted]');
    expect(entry.clientError.stack).toContain('access_token=[redacted]&page=2');
    expect(entry.clientError.route).toBe('/oauth/authorize/instagram?code=[redacted]&state=s1#access_token=[redacted]');
    expect(agent.data).toBeDefined();
    expect(logged.output()).not.toContain(TOKEN);
    expect(logged.output()).not.toContain('AQDx-secret-code');
  });

  it('forwards the scrubbed report to Sentry when SENTRY_DSN is set', async () => {
    await expect.poll(() => envelopes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const envelope = envelopes[0];
    expect(envelope?.url).toMatch(/^\/api\/42\/envelope\/\?.*sentry_key=publickey/);
    expect(envelope?.body).toContain('Bearer [redacted]');
    expect(envelope?.body).toContain(SECRET_REPORT.release);
    expect(envelope?.body).not.toContain(TOKEN);
  });
});
