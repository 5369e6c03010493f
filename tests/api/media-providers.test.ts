/**
 * The media-provider calls of spec 03 §7 over HTTP, on the offline adapters: listing, connecting
 * (Instagram by code, Facebook by short token), replacing, the Facebook pages, disconnecting, and
 * what another agent sees of it all (nothing). Bad input on both bodies; production refuses the
 * stand-ins. Tokens at rest and in logs: media-provider-secrets.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoder } from '../../src/schema/decode.ts';
import { FacebookPage, MediaProviderAgent } from '../../src/schema/media-provider.ts';
import { MediaProvider } from '../../src/schema/reference.ts';
import {
  expectError,
  expectNothingWritten,
  expectOk,
  expectValidationError,
  forgedOfflineToken,
  offlineToken,
  signUp,
  socialIdentity,
  startServer,
} from './harness.ts';
import type { SignedUpAgent, TestServer } from './harness.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import { MEDIA_PROVIDER_ID, connect, connected, consentAnswer, facebookShortToken, instagramCode } from './support/media.ts';

const decodeProvider = decoder(MediaProvider, { strict: true });
const decodeConnection = decoder(MediaProviderAgent, { strict: true });
const decodePage = decoder(FacebookPage, { strict: true });

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const connectionsOf = async (token: string) => expectOk(await server.api('GET', '/media-providers/agents', { token })).data as Array<Record<string, unknown>>;
const completedTypes = async (token: string) =>
  (expectOk(await server.api('GET', '/tasks-completed', { token })).data as Array<{ type: number }>).map((task) => task.type).sort();
const pagesOf = (token: string) => server.api('GET', '/media-providers/facebook/pages', { token });

describe('GET /media-providers', () => {
  it('lists the providers this server connects, Instagram and Facebook, with the API key alone', async () => {
    const body = expectOk(await server.api('GET', '/media-providers'));
    expect(body.data.map((provider: { type: number }) => provider.type)).toEqual([2, 3]);
    for (const provider of body.data) expect(decodeProvider(provider).ok, JSON.stringify(provider)).toBe(true);
    expect(body.data[0]).toMatchObject({ mediaProviderId: 'mp-instagram', name: 'Instagram', imageUrl: '/media-providers/instagram.svg' });
    expect(body.data[1].permissions.length).toBeGreaterThan(0);
    expect(body.metadata.pagination).toEqual({ limit: 2, offset: 0, total: 2 });
  });

  it('needs the API key', async () => {
    expectError(await server.api('GET', '/media-providers', { apiKey: null }), 'API_KEY_INVALID');
  });
});

describe('connecting', () => {
  let agent: SignedUpAgent;
  beforeAll(async () => {
    agent = await signUp(server);
  });

  it('starts with no connection and no completed task 3', async () => {
    expect(await connectionsOf(agent.token)).toEqual([]);
    expect(await completedTypes(agent.token)).toEqual([]);
  });

  it('Instagram by authorization code: 201, the connection, and completed task 3', async () => {
    const response = await connect(server, agent.token, 'instagram', socialIdentity({ givenName: 'Lucía', familyName: 'Inmuebles' }));
    const body = expectOk(response, 201);
    expect(decodeConnection(body.data).ok, JSON.stringify(body.data)).toBe(true);
    expect(body.data).toMatchObject({
      mediaProviderId: MEDIA_PROVIDER_ID.instagram,
      type: 2,
      agentId: agent.agent.agentId,
      accountName: 'Lucía Inmuebles',
      mediaProvider: { mediaProviderId: MEDIA_PROVIDER_ID.instagram, type: 2 },
    });
    expect(await completedTypes(agent.token)).toEqual([3]);
  });

  it('Facebook by short token: 201; completed task 3 stays one record', async () => {
    const body = expectOk(await connect(server, agent.token, 'facebook'), 201);
    expect(body.data).toMatchObject({ mediaProviderId: MEDIA_PROVIDER_ID.facebook, type: 3, agentId: agent.agent.agentId });
    expect(await completedTypes(agent.token)).toEqual([3]);
    const list = await connectionsOf(agent.token);
    expect(list.map((connection) => connection.type)).toEqual([2, 3]);
    for (const connection of list) expect(decodeConnection(connection).ok, JSON.stringify(connection)).toBe(true);
  });

  it('connecting another account with replace: true replaces the connection: 200, same id, the new account, one row', async () => {
    const [before] = (await connectionsOf(agent.token)).filter((connection) => connection.type === 3);
    const dumpBefore = await server.dump();
    const response = await connect(server, agent.token, 'facebook', socialIdentity({ givenName: 'Otra', familyName: 'Cuenta' }), true);
    const body = expectOk(response, 200);
    expect(body.data.mediaProviderAgentId).toBe(before?.mediaProviderAgentId);
    expect(body.data.accountName).toBe('Otra Cuenta');
    const after = await connectionsOf(agent.token);
    expect(after.filter((connection) => connection.type === 3)).toHaveLength(1);
    expect(await server.dump()).not.toEqual(dumpBefore);
    expect(await completedTypes(agent.token)).toEqual([3]);
  });

  it('answers no token and no account id in any field', async () => {
    for (const connection of await connectionsOf(agent.token)) {
      expect(Object.keys(connection).sort()).toEqual(['accountName', 'agentId', 'connectedAt', 'mediaProvider', 'mediaProviderAgentId', 'mediaProviderId', 'type']);
    }
  });
});

describe('refused codes and tokens: 400 MEDIA_PROVIDER_AUTHORIZATION_FAILED, nothing written', () => {
  let agent: SignedUpAgent;
  beforeAll(async () => {
    agent = await signUp(server);
  });

  it.each([
    ['a hand-made Facebook short token', async () => ({ provider: 'facebook', body: { shortToken: forgedOfflineToken('facebook', socialIdentity()).replace('offline.facebook.', 'offline.facebook-short.') } })],
    ['a Facebook sign-in token in place of a short token', async () => ({ provider: 'facebook', body: { shortToken: await offlineToken(server, 'facebook', socialIdentity()) } })],
    ['an Instagram code in place of a short token', async () => ({ provider: 'facebook', body: { shortToken: await instagramCode(server) } })],
    ['a Facebook short token in place of an Instagram code', async () => ({ provider: 'instagram', body: { authorizationCode: await facebookShortToken(server) } })],
    ['a code with a changed signature', async () => ({ provider: 'instagram', body: { authorizationCode: `${(await instagramCode(server)).slice(0, -2)}AA` } })],
    ['plain text', async () => ({ provider: 'instagram', body: { authorizationCode: 'AQBx-codigo-inventado' } })],
  ])('%s', async (_name, make) => {
    const { provider, body } = await make();
    await expectNothingWritten(server, async () => {
      expectError(await server.api('POST', `/media-providers/agents/${provider}`, { body, token: agent.token }), 'MEDIA_PROVIDER_AUTHORIZATION_FAILED');
    });
    expect(await connectionsOf(agent.token)).toEqual([]);
    expect(await completedTypes(agent.token)).toEqual([]);
  });

  it('a short token older than ten minutes', async () => {
    const shortToken = await facebookShortToken(server);
    server.clock.advance(10 * 60_000 + 1_000);
    await expectNothingWritten(server, async () => {
      expectError(await server.api('POST', '/media-providers/agents/facebook', { body: { shortToken }, token: agent.token }), 'MEDIA_PROVIDER_AUTHORIZATION_FAILED');
    });
  });
});

describe('Facebook pages', () => {
  it('two pages per connected agent, named after them, with ids that stay put', async () => {
    const agent = await signUp(server);
    expectError(await pagesOf(agent.token), 'MEDIA_PROVIDER_NOT_FOUND');
    await connected(server, agent.token, 'facebook');
    const body = expectOk(await pagesOf(agent.token));
    expect(body.data.map((page: { name: string }) => page.name)).toEqual(['Página de María', 'Inmobiliaria Pérez']);
    for (const page of body.data) expect(decodePage(page).ok, JSON.stringify(page)).toBe(true);
    expect(new Set(body.data.map((page: { facebookPageId: string }) => page.facebookPageId)).size).toBe(2);
    // The same after reconnecting with another account, and on every call.
    await connected(server, agent.token, 'facebook', undefined, true);
    expect(expectOk(await pagesOf(agent.token)).data).toEqual(body.data);

    const other = await signUp(server);
    await connected(server, other.token, 'facebook');
    const theirs = expectOk(await pagesOf(other.token)).data as Array<{ facebookPageId: string }>;
    expect(theirs.map((page) => page.facebookPageId)).not.toContain(body.data[0].facebookPageId);
  });

  it('an Instagram connection alone gives no pages', async () => {
    const agent = await signUp(server);
    await connected(server, agent.token, 'instagram');
    expectError(await pagesOf(agent.token), 'MEDIA_PROVIDER_NOT_FOUND');
  });
});

describe('GET /media-providers/instagram/url', () => {
  it('points at the local consent page, which sends the browser back to the SPA callback', async () => {
    const { token } = await signUp(server);
    const { redirectTo } = expectOk(await server.api('GET', '/media-providers/instagram/url', { token })).data as { redirectTo: string };
    expect(redirectTo).toBe('/oauth-consent/instagram');
    const page = await server.fetchRaw(redirectTo);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-provider="instagram"');
    expect(html).toContain('data-mode="redirect"');
    expect(html).toContain('Conectar Instagram (modo sin conexión)');
  });
});

describe('disconnecting', () => {
  it('by provider id (the spec’s path) or by connection id: the row and its token go; again → 404', async () => {
    const agent = await signUp(server);
    await connected(server, agent.token, 'facebook');
    const instagram = await connected(server, agent.token, 'instagram');
    const deleted = expectOk(await server.api('DELETE', `/media-providers/agents/${MEDIA_PROVIDER_ID.facebook}`, { token: agent.token }));
    expect(deleted.data).toBeNull();
    expect((await connectionsOf(agent.token)).map((connection) => connection.type)).toEqual([2]);
    expectError(await pagesOf(agent.token), 'MEDIA_PROVIDER_NOT_FOUND');
    expectError(await server.api('DELETE', `/media-providers/agents/${MEDIA_PROVIDER_ID.facebook}`, { token: agent.token }), 'MEDIA_PROVIDER_NOT_FOUND');
    expectOk(await server.api('DELETE', `/media-providers/agents/${instagram.mediaProviderAgentId}`, { token: agent.token }));
    expect(await connectionsOf(agent.token)).toEqual([]);
    // The checklist keeps what the agent once did.
    expect(await completedTypes(agent.token)).toEqual([3]);
  });

  it.each([
    ['an id with a space', 'mp%20facebook'],
    ['a NUL', 'mp-face%00book'],
    ['65 characters', 'a'.repeat(65)],
    ['a dot', 'mp.facebook'],
  ])('an invalid id (%s) → 400 VALIDATION_ERROR', async (_name, id) => {
    const { token } = await signUp(server);
    await expectNothingWritten(server, async () => {
      expectValidationError(await server.api('DELETE', `/media-providers/agents/${id}`, { token }), 'mediaProviderId');
    });
  });

  it('takes no body', async () => {
    const agent = await signUp(server);
    await connected(server, agent.token, 'facebook');
    await expectNothingWritten(server, async () => {
      expectValidationError(await server.api('DELETE', `/media-providers/agents/${MEDIA_PROVIDER_ID.facebook}`, { token: agent.token, body: { force: true } }));
    });
  });
});

describe('another agent’s connections are invisible', () => {
  let a: SignedUpAgent;
  let b: SignedUpAgent;
  let ofA: { mediaProviderAgentId: string };
  beforeAll(async () => {
    a = await signUp(server);
    b = await signUp(server);
    ofA = await connected(server, a.token, 'facebook');
    await connected(server, a.token, 'instagram');
  });

  it('B lists none of them and gets no pages', async () => {
    expect(await connectionsOf(b.token)).toEqual([]);
    expectError(await pagesOf(b.token), 'MEDIA_PROVIDER_NOT_FOUND');
  });

  it.each([
    ['A’s connection id', () => ofA.mediaProviderAgentId],
    ['the provider A is connected to', () => MEDIA_PROVIDER_ID.facebook],
    ['a missing id', () => '00000000-0000-4000-8000-000000000000'],
  ])('B deleting %s → 404 MEDIA_PROVIDER_NOT_FOUND; A keeps both', async (_name, id) => {
    const before = await connectionsOf(a.token);
    await expectNothingWritten(server, async () => {
      expectError(await server.api('DELETE', `/media-providers/agents/${id()}`, { token: b.token }), 'MEDIA_PROVIDER_NOT_FOUND');
    });
    expect(await connectionsOf(a.token)).toEqual(before);
    expect(before).toHaveLength(2);
  });

  it('B connecting their own account leaves A’s as it was', async () => {
    const before = await connectionsOf(a.token);
    await connected(server, b.token, 'facebook');
    expect(await connectionsOf(a.token)).toEqual(before);
    expect((await connectionsOf(b.token)).map((connection) => connection.agentId)).toEqual([b.agent.agentId]);
  });
});

describe('API key and bearer token', () => {
  const routes: Array<[string, string, Record<string, unknown> | undefined]> = [
    ['GET', '/media-providers/agents', undefined],
    ['POST', '/media-providers/agents/instagram', { authorizationCode: 'AQBx' }],
    ['POST', '/media-providers/agents/facebook', { shortToken: 'EAAG' }],
    ['GET', '/media-providers/facebook/pages', undefined],
    ['DELETE', `/media-providers/agents/${MEDIA_PROVIDER_ID.facebook}`, undefined],
    ['GET', '/media-providers/instagram/url', undefined],
    ['GET', '/media-providers/agents/facebook/replacement', undefined],
    ['GET', '/media-providers/agents/instagram/replacement', undefined],
  ];
  it.each(routes)('%s %s refuses a missing API key and a missing or bad bearer token', async (method, path, body) => {
    const agent = await signUp(server);
    await expectNothingWritten(server, async () => {
      expectError(await server.api(method, path, { body, token: agent.token, apiKey: null }), 'API_KEY_INVALID');
      expectError(await server.api(method, path, { body }), 'ACCESS_TOKEN_INVALID');
      expectError(await server.api(method, path, { body, token: 'no-es-un-token' }), 'ACCESS_TOKEN_INVALID');
    });
  });
});

describe('the consent endpoint’s purposes', () => {
  it('Facebook still signs in by default, and connects when asked', async () => {
    const signIn = await fetch(`${server.baseUrl}/oauth-consent/facebook/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(socialIdentity()),
    });
    expect(Object.keys(((await signIn.json()) as { data: object }).data)).toEqual(['token']);
    expect(Object.keys((await consentAnswer(server, 'facebook')).data ?? {})).toEqual(['shortToken']);
    expect(Object.keys((await consentAnswer(server, 'instagram')).data ?? {})).toEqual(['authorizationCode']);
  });

  it.each([
    ['google', 'connect'],
    ['instagram', 'sign-in'],
    ['facebook', 'publish'],
  ])('%s refuses the purpose %s with 400 VALIDATION_ERROR', async (provider, purpose) => {
    const response = await fetch(`${server.baseUrl}/oauth-consent/${provider}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...socialIdentity(), purpose }),
    });
    const body = (await response.json()) as { metadata: { error: { type: string; message: string } } };
    expect(response.status).toBe(400);
    expect(body.metadata.error.type).toBe('VALIDATION_ERROR');
    expect(body.metadata.error.message).toContain('purpose');
  });

  it.each(['/oauth-consent/instagram', '/oauth-consent/facebook?purpose=connect'])('%s has no inline script and carries the CSP', async (path) => {
    const response = await server.fetchRaw(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('the Facebook page says what it is for', async () => {
    expect(await (await server.fetchRaw('/oauth-consent/facebook?purpose=connect')).text()).toContain('data-purpose="connect"');
    expect(await (await server.fetchRaw('/oauth-consent/facebook')).text()).toContain('data-purpose="sign-in"');
  });
});

describe('nothing half-written', () => {
  it('when recording the completed task fails, the connection is not kept either', async () => {
    const broken = await startServer();
    try {
      const agent = await signUp(broken);
      const shortToken = await facebookShortToken(broken);
      await broken.database.execute('ALTER TABLE tasks_completed RENAME TO tasks_completed_gone');
      const response = await broken.api('POST', '/media-providers/agents/facebook', { body: { shortToken }, token: agent.token });
      await broken.database.execute('ALTER TABLE tasks_completed_gone RENAME TO tasks_completed');
      expectError(response, 'SERVER_ERROR');
      expect(await broken.snapshot()).toMatchObject({ media_provider_agents: 0, tasks_completed: 0 });
    } finally {
      await broken.close();
    }
  });
});

describe('production without provider keys', () => {
  it('offers no provider, refuses every connect call and serves no consent page', async () => {
    const production = await startServer({ production: true });
    try {
      expect(expectOk(await production.api('GET', '/media-providers')).data).toEqual([]);
      const { token } = await signUp(production);
      expect(expectOk(await production.api('GET', '/media-providers/agents', { token })).data).toEqual([]);
      await expectNothingWritten(production, async () => {
        const forged = forgedOfflineToken('facebook', socialIdentity());
        expectError(await production.api('POST', '/media-providers/agents/facebook', { body: { shortToken: forged }, token }), 'MEDIA_PROVIDER_NOT_FOUND');
        expectError(await production.api('POST', '/media-providers/agents/instagram', { body: { authorizationCode: forged }, token }), 'MEDIA_PROVIDER_NOT_FOUND');
        expectError(await production.api('GET', '/media-providers/instagram/url', { token }), 'MEDIA_PROVIDER_NOT_FOUND');
        expectError(await production.api('GET', '/media-providers/facebook/pages', { token }), 'MEDIA_PROVIDER_NOT_FOUND');
      });
      for (const path of ['/oauth-consent/instagram', '/oauth-consent/facebook?purpose=connect']) {
        expect((await production.fetchRaw(path)).status).toBe(404);
      }
      expect((await production.fetchRaw('/oauth-consent/instagram/token', { method: 'POST' })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describeBodyValidation(() => server, {
  method: 'POST',
  path: '/media-providers/agents/instagram',
  successStatus: 201,
  async prepare(target) {
    const { token } = await signUp(target);
    return {
      body: { authorizationCode: await instagramCode(target) },
      token,
      async verifyUntouched() {
        expect(expectOk(await target.api('GET', '/media-providers/agents', { token })).data).toEqual([]);
      },
    };
  },
  invalidValues: { authorizationCode: [null, 42, true, '', 'a\u0000b', 'línea\nnueva', ['AQBx'], { code: 'AQBx' }] },
  overlong: { authorizationCode: LONG.token },
});

describeBodyValidation(() => server, {
  method: 'POST',
  path: '/media-providers/agents/facebook',
  successStatus: 201,
  async prepare(target) {
    const { token } = await signUp(target);
    return {
      body: { shortToken: await facebookShortToken(target) },
      token,
      async verifyUntouched() {
        expect(expectOk(await target.api('GET', '/media-providers/agents', { token })).data).toEqual([]);
      },
    };
  },
  invalidValues: { shortToken: [null, 42, false, '', 'EAAG\u0007', ['EAAG'], { token: 'EAAG' }] },
  overlong: { shortToken: LONG.token },
});
