/**
 * The offline stand-ins (mailbox, consent page and its token endpoint, offline reCAPTCHA) serve
 * only clients on this machine unless DEV_TOOLS=public, and offline provider tokens are signed by
 * the server: the probe's reproductions (read anyone's reset link, forge anyone's identity) fail.
 */
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  expectError,
  expectNothingWritten,
  expectOk,
  expectValidationError,
  forgedOfflineToken,
  offlineToken,
  signUp,
  signUpBody,
  socialIdentity,
  startServer,
  uniqueEmail,
} from './harness.ts';
import type { ApiResponse, TestServer } from './harness.ts';

const STAND_IN_PAGES = [
  '/dev/mailbox',
  '/dev/mailbox.json',
  '/dev/social-posts',
  '/dev/social-posts.json',
  '/oauth-consent/google',
  '/oauth-consent/facebook',
  '/oauth-consent/facebook?purpose=connect',
  '/oauth-consent/instagram',
  '/oauth-consent/consent.js',
];
const TOKEN_ENDPOINTS = ['/oauth-consent/google/token', '/oauth-consent/facebook/token', '/oauth-consent/instagram/token'];

/** This machine's first non-loopback IPv4 address: connecting to it, the server sees a non-local client. */
const externalAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry !== undefined && entry.family === 'IPv4' && !entry.internal)?.address;

const portOf = (server: TestServer): string => new URL(server.baseUrl).port;

const asEnvelope = async (response: Response): Promise<ApiResponse> => {
  const text = await response.text();
  let body: ApiResponse['body'];
  try {
    body = JSON.parse(text) as ApiResponse['body'];
  } catch {
    body = null;
  }
  return { status: response.status, body, text, headers: response.headers };
};

const postJson = (url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** Every stand-in, asked from `origin` with `headers`: the statuses by path. */
async function standInStatuses(origin: string, headers: Record<string, string> = {}): Promise<Record<string, number>> {
  const statuses: Record<string, number> = {};
  for (const path of STAND_IN_PAGES) statuses[path] = (await fetch(`${origin}${path}`, { headers })).status;
  for (const path of TOKEN_ENDPOINTS) statuses[path] = (await postJson(`${origin}${path}`, socialIdentity(), headers)).status;
  return statuses;
}

const allStatuses = (status: number): Record<string, number> =>
  Object.fromEntries([...STAND_IN_PAGES, ...TOKEN_ENDPOINTS].map((path) => [path, status]));

describe('a client on this machine (the default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('reaches the mailbox, the consent pages and the token endpoint', async () => {
    expect(await standInStatuses(server.baseUrl)).toEqual(allStatuses(200));
  });

  it('gets a signed token that signs up, and the same identity signs in with a fresh one', async () => {
    const identity = socialIdentity();
    const token = await offlineToken(server, 'google', identity);
    expect(token.split('.')).toHaveLength(4);
    expectOk(await server.api('POST', '/landlords/providers/google', { body: { accessToken: token } }), 201);
    const again = await offlineToken(server, 'google', identity);
    expectOk(await server.api('POST', '/auth/landlords/providers/google', { body: { accessToken: again } }));
  });

  it('a hand-made token (the probe’s forgery) is refused and writes nothing', async () => {
    await expectNothingWritten(server, async () => {
      const accessToken = forgedOfflineToken('google', socialIdentity());
      expectError(await server.api('POST', '/landlords/providers/google', { body: { accessToken } }), 'ACCESS_TOKEN_INVALID');
      expectError(await server.api('POST', '/auth/landlords/providers/google', { body: { accessToken } }), 'ACCESS_TOKEN_INVALID');
    });
  });

  it('a token older than ten minutes is refused', async () => {
    const token = await offlineToken(server, 'facebook', socialIdentity());
    server.clock.advance(10 * 60_000 + 1_000);
    expectError(await server.api('POST', '/landlords/providers/facebook', { body: { accessToken: token } }), 'ACCESS_TOKEN_INVALID');
  });

  it.each([
    ['no e-mail', { sub: 's1', givenName: 'Ana', familyName: 'Gil' }, 'email'],
    ['an invalid e-mail', { sub: 's1', email: 'no-es-un-correo', givenName: 'Ana', familyName: 'Gil' }, 'email'],
    ['an empty subject', { sub: '', email: 'ana@ejemplo.com', givenName: 'Ana', familyName: 'Gil' }, 'sub'],
    ['a NUL in the subject', { sub: 'a\u0000b', email: 'ana@ejemplo.com', givenName: 'Ana', familyName: 'Gil' }, 'sub'],
    ['a control character in a name', { sub: 's1', email: 'ana@ejemplo.com', givenName: 'A\u0007na', familyName: 'Gil' }, 'givenName'],
    ['an overlong name', { sub: 's1', email: 'ana@ejemplo.com', givenName: 'A'.repeat(51), familyName: 'Gil' }, 'givenName'],
    ['an unknown field', { sub: 's1', email: 'ana@ejemplo.com', givenName: 'Ana', familyName: 'Gil', admin: true }, 'admin'],
  ])('the token endpoint refuses %s with 400 VALIDATION_ERROR', async (_name, body, field) => {
    const response = await asEnvelope(await postJson(`${server.baseUrl}/oauth-consent/google/token`, body));
    expectValidationError(response, field);
  });

  it('the token endpoint takes JSON only (a form post from another site is refused)', async () => {
    const response = await fetch(`${server.baseUrl}/oauth-consent/google/token`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(socialIdentity()),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe('a request that arrives through a proxy (no TRUST_PROXY)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '203.0.113.7' }],
    ['Forwarded', { forwarded: 'for=203.0.113.7' }],
    ['X-Real-IP', { 'x-real-ip': '203.0.113.7' }],
    ['an X-Forwarded-For chain with one hop elsewhere', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7, ::1' }],
    ['a Forwarded element elsewhere among local ones', { forwarded: 'for=127.0.0.1, for="[2001:db8::17]:4711"' }],
    ['an obfuscated Forwarded client', { forwarded: 'for=_proxy' }],
    ['a Forwarded element without for', { forwarded: 'proto=https;by=127.0.0.1' }],
    ['a local X-Forwarded-For with an X-Real-IP elsewhere', { 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '203.0.113.7' }],
  ])('naming a client in %s does not reach any stand-in (404)', async (_name, headers) => {
    expect(await standInStatuses(server.baseUrl, headers)).toEqual(allStatuses(404));
  });

  it.each([
    ['X-Forwarded-For', { 'x-forwarded-for': '127.0.0.1, ::1' }],
    ['Forwarded', { forwarded: 'for="[::1]:4711";proto=http, for=127.0.0.1:8080' }],
    ['X-Real-IP', { 'x-real-ip': '::ffff:127.0.0.1' }],
  ])('a client on this machine behind a local proxy (every hop in %s local) reaches them', async (_name, headers) => {
    expect(await standInStatuses(server.baseUrl, headers)).toEqual(allStatuses(200));
  });

  it('cannot pass the offline reCAPTCHA: sign-up → RECAPTCHA_VERIFICATION_FAILED, nothing written', async () => {
    await expectNothingWritten(server, async () => {
      const response = await server.api('POST', '/landlords', {
        body: signUpBody({ emailAddress: uniqueEmail() }),
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expectError(response, 'RECAPTCHA_VERIFICATION_FAILED');
    });
  });
});

describe('behind a trusted proxy (TRUST_PROXY=loopback)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: ['loopback'] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a forwarded client elsewhere gets 404 from every stand-in', async () => {
    expect(await standInStatuses(server.baseUrl, { 'x-forwarded-for': '203.0.113.7' })).toEqual(allStatuses(404));
  });

  it('a forwarded client on the proxy’s machine reaches them', async () => {
    expect(await standInStatuses(server.baseUrl, { 'x-forwarded-for': '127.0.0.1' })).toEqual(allStatuses(200));
  });
});

describe('TRUST_PROXY=1 (a hop count): every forwarded hop must be local, not only the one the count picks', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: 1 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a chain whose last hop (the one the count picks) is local but an earlier one is not gets 404', async () => {
    expect(await standInStatuses(server.baseUrl, { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' })).toEqual(allStatuses(404));
  });

  it('a client on this machine through a local proxy reaches them', async () => {
    expect(await standInStatuses(server.baseUrl, { 'x-forwarded-for': '127.0.0.1' })).toEqual(allStatuses(200));
  });
});

describe.runIf(externalAddress !== undefined)(`a client on another address (${externalAddress ?? 'none'})`, () => {
  let server: TestServer;
  let publicServer: TestServer;
  const outside = (target: TestServer) => `http://${externalAddress}:${portOf(target)}`;
  beforeAll(async () => {
    server = await startServer({ host: '0.0.0.0' });
    publicServer = await startServer({ host: '0.0.0.0', devTools: 'public' });
  });
  afterAll(async () => {
    await server?.close();
    await publicServer?.close();
  });

  it('cannot read anyone’s reset link: request a reset, the mailbox is not there (the probe’s reproduction)', async () => {
    const victim = await signUp(server);
    const api = apiClient(outside(server), server.config.apiKey);
    expectOk(await api('POST', '/auth/landlords/password-reset', { body: { emailAddress: victim.email } }));
    expect(await standInStatuses(outside(server))).toEqual(allStatuses(404));
    // The mail was sent all the same: the agent reads it on this machine.
    expect((await server.mailbox()).some((mail) => mail.to === victim.email)).toBe(true);
  });

  it('cannot sign up through the offline reCAPTCHA', async () => {
    const api = apiClient(outside(server), server.config.apiKey);
    const response = await api('POST', '/landlords', { body: signUpBody({ emailAddress: uniqueEmail() }) });
    expectError(response, 'RECAPTCHA_VERIFICATION_FAILED');
  });

  it.each([
    ['no TRUST_PROXY', false as const],
    ['TRUST_PROXY=1', 1],
    ['TRUST_PROXY=loopback', ['loopback']],
  ])('with %s, a spoofed X-Forwarded-For: 127.0.0.1 sent straight to the port gets 404 (the probe’s reproduction)', async (_name, trustProxy) => {
    const proxied = await startServer({ host: '0.0.0.0', trustProxy });
    try {
      const spoofed = { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' };
      expect(await standInStatuses(outside(proxied), spoofed)).toEqual(allStatuses(404));
      const api = apiClient(outside(proxied), proxied.config.apiKey);
      const response = await api('POST', '/landlords', { body: signUpBody({ emailAddress: uniqueEmail() }), headers: spoofed });
      expectError(response, 'RECAPTCHA_VERIFICATION_FAILED');
    } finally {
      await proxied.close();
    }
  });

  it('with DEV_TOOLS=public reaches the stand-ins and signs up', async () => {
    expect(await standInStatuses(outside(publicServer))).toEqual(allStatuses(200));
    const api = apiClient(outside(publicServer), publicServer.config.apiKey);
    expectOk(await api('POST', '/landlords', { body: signUpBody({ emailAddress: uniqueEmail() }) }), 201);
  });
});
