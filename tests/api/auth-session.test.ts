import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../src/schema/agent.ts';
import { decoder } from '../../src/schema/decode.ts';
import {
  DAYS,
  expectError,
  expectNothingWritten,
  expectOk,
  offlineToken,
  resetTokenFromMail,
  signIn,
  signUp,
  signUpBody,
  socialIdentity,
  socialSignUp,
  startServer,
} from './harness.ts';
import type { RequestOptions, SignedUpAgent, TestServer } from './harness.ts';
import { PNG_1X1, imageForm } from './support/images.ts';

const decodeAgent = decoder(Agent, { strict: false });

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

interface RouteCase {
  readonly method: string;
  readonly path: string;
  /** A request that would succeed but for the fault under test (the token is added by the test). */
  readonly request: (agent: SignedUpAgent) => Promise<RequestOptions> | RequestOptions;
}

async function profileBody(): Promise<Record<string, unknown>> {
  const states = expectOk(await server.api('GET', '/country-states?limit=100')).data as Array<{
    countryStateId: string;
  }>;
  const state = states[0];
  const locations = expectOk(
    await server.api('GET', `/country-locations?countryState=${encodeURIComponent(state?.countryStateId ?? '')}`),
  ).data as Array<{ countryLocationId: string; latitude: number; longitude: number }>;
  const location = locations[0];
  return {
    codeContactPhoneNumber: '58',
    contactPhoneNumber: '4121234567',
    countryState: state?.countryStateId,
    location: location?.countryLocationId,
    latitude: location?.latitude,
    longitude: location?.longitude,
  };
}

const PRIVATE_ROUTES: readonly RouteCase[] = [
  { method: 'GET', path: '/auth/landlords', request: () => ({}) },
  { method: 'DELETE', path: '/auth/landlords/logout', request: () => ({}) },
  { method: 'PUT', path: '/landlords', request: async () => ({ body: await profileBody() }) },
  { method: 'PUT', path: '/landlords/avatar', request: () => ({ rawBody: imageForm(PNG_1X1, 'foto.png', 'image/png') }) },
  { method: 'GET', path: '/tasks-completed', request: () => ({}) },
];

const PUBLIC_ROUTES: readonly RouteCase[] = [
  { method: 'POST', path: '/auth/landlords', request: (agent) => ({ body: { emailAddress: agent.email, password: agent.password } }) },
  ...(['google', 'facebook'] as const).flatMap((provider): RouteCase[] => [
    {
      method: 'POST',
      path: `/auth/landlords/providers/${provider}`,
      request: async () => {
        const { identity } = await socialSignUp(server, provider);
        return { body: { accessToken: await offlineToken(server, provider, identity) } };
      },
    },
    {
      method: 'POST',
      path: `/landlords/providers/${provider}`,
      request: async () => ({ body: { accessToken: await offlineToken(server, provider, socialIdentity()) } }),
    },
  ]),
  { method: 'POST', path: '/auth/landlords/password-reset', request: (agent) => ({ body: { emailAddress: agent.email } }) },
  {
    method: 'PUT',
    path: '/auth/landlords/password-reset',
    request: async (agent) => {
      expectOk(await server.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: agent.email } }));
      return { body: { password: 'Nueva#Clave1' }, token: await resetTokenFromMail(server, agent.email) };
    },
  },
  { method: 'POST', path: '/landlords', request: () => ({ body: signUpBody() }) },
  { method: 'GET', path: '/country-states', request: () => ({}) },
  { method: 'GET', path: '/country-locations', request: () => ({}) },
  { method: 'GET', path: '/tasks-types?relationship=1', request: () => ({}) },
];

const ALL_ROUTES = [...PRIVATE_ROUTES, ...PUBLIC_ROUTES];
const routeName = (route: RouteCase): string => `${route.method} ${route.path}`;

describe('X-Api-Key', () => {
  const keys: Array<[string, RequestOptions]> = [
    ['missing', { apiKey: null }],
    ['wrong', { apiKey: 'not-the-key' }],
    ['empty', { apiKey: '' }],
    ['the right key in another case', { apiKey: 'TEST-API-KEY' }],
  ];
  const cases = ALL_ROUTES.flatMap((route) => keys.map(([label, options]) => ({ route, label, options })));

  it.each(cases.map((c) => [`${routeName(c.route)} with the key ${c.label}`, c] as const))(
    '%s → 401 API_KEY_INVALID, nothing written',
    async (_name, { route, options }) => {
      const agent = await signUp(server);
      const request = await route.request(agent);
      await expectNothingWritten(server, async () => {
        const response = await server.api(route.method, route.path, { token: agent.token, ...request, ...options });
        expectError(response, 'API_KEY_INVALID');
      });
      // Nothing happened on the agent's side either (logout did not revoke, sign-in did not replace).
      expectOk(await server.api('GET', '/auth/landlords', { token: agent.token }));
    },
  );

  it.each([
    ['a percent-encoded letter in /rest', '/%72est/v1'],
    ['a percent-encoded slash after /rest', '/rest%2Fv1'],
    ['capitals', '/REST/v1'],
    ['an encoded leading slash', '/%2frest/v1'],
    ['a doubled slash', '//rest/v1'],
  ])('cannot be skipped by spelling the path differently (%s)', async (_name, prefix) => {
    const agent = await signUp(server);
    await expectNothingWritten.soft(server, async () => {
      for (const [method, path, body] of [
        ['GET', '/country-states', undefined],
        ['POST', '/auth/landlords', { emailAddress: agent.email, password: agent.password }],
        ['POST', '/landlords', signUpBody()],
      ] as const) {
        const response = await server.fetchRaw(`${prefix}${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await response.text();
        // Either the key is demanded, or the path reaches no API route at all (the SPA or a 404).
        const answeredByApi = response.status < 400 && (response.headers.get('content-type') ?? '').includes('json');
        expect.soft(answeredByApi, `${method} ${prefix}${path} → ${response.status} ${text.slice(0, 120)}`).toBe(false);
      }
    });
    // The sign-in attempt did not replace the agent's token.
    expectOk(await server.api('GET', '/auth/landlords', { token: agent.token }));
  });

  it('the key is also required on an unknown /rest/v1 path', async () => {
    expectError(await server.api('GET', '/no-existe', { apiKey: null }), 'API_KEY_INVALID');
  });
});

describe('bearer token on private calls', () => {
  type Fault = (agent: SignedUpAgent) => Promise<RequestOptions>;
  const faults: Array<[string, Fault]> = [
    ['missing', async () => ({})],
    ['garbage', async () => ({ token: 'esto-no-es-un-token-valido-en-absoluto' })],
    ['too short', async () => ({ token: 'abc' })],
    ['overlong', async () => ({ token: 'A'.repeat(10_000) })],
    ['not a Bearer scheme', async (agent) => ({ headers: { authorization: `Token ${agent.token}` } })],
    ['an empty Bearer', async () => ({ headers: { authorization: 'Bearer ' } })],
    ['the right token with a character changed', async (agent) => ({ token: mutate(agent.token) })],
    [
      'revoked by logout',
      async (agent) => {
        expect(expectLogout(await server.api('DELETE', '/auth/landlords/logout', { token: agent.token }))).toBe(true);
        return { token: agent.token };
      },
    ],
    [
      'closed by its own session list (a logout)',
      async (agent) => {
        const sessions = expectOk(await server.api('GET', '/auth/landlords/sessions', { token: agent.token })).data as Array<{ id: string }>;
        expectOk(await server.api('DELETE', `/auth/landlords/sessions/${sessions[0]?.id ?? ''}`, { token: agent.token }));
        return { token: agent.token };
      },
    ],
    [
      'expired after 31 idle days',
      async (agent) => {
        server.clock.advance(31 * DAYS);
        return { token: agent.token };
      },
    ],
    [
      'a password-reset token',
      async (agent) => {
        expectOk(await server.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: agent.email } }));
        return { token: await resetTokenFromMail(server, agent.email) };
      },
    ],
  ];
  const cases = PRIVATE_ROUTES.flatMap((route) => faults.map(([label, fault]) => ({ route, label, fault })));

  it.each(cases.map((c) => [`${routeName(c.route)} with a token ${c.label}`, c] as const))(
    '%s → 401 ACCESS_TOKEN_INVALID, nothing written',
    async (_name, { route, fault }) => {
      const agent = await signUp(server);
      const request = await route.request(agent);
      const tokenOptions = await fault(agent);
      await expectNothingWritten(server, async () => {
        const { token: _validToken, ...withoutToken } = request;
        const response = await server.api(route.method, route.path, { ...withoutToken, ...tokenOptions });
        expectError(response, 'ACCESS_TOKEN_INVALID');
      });
    },
  );
});

function mutate(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  return token.slice(0, -1) + last;
}

/** Logout answers 2xx (with or without an envelope). */
function expectLogout(response: { status: number; text: string }): boolean {
  expect(response.status, response.text).toBeGreaterThanOrEqual(200);
  expect(response.status, response.text).toBeLessThan(300);
  return true;
}

describe('GET /auth/landlords', () => {
  it('answers the current agent', async () => {
    const { token, email, agent } = await signUp(server);
    const body = expectOk(await server.api('GET', '/auth/landlords', { token }));
    const decoded = decodeAgent(body.data);
    expect(decoded.ok, JSON.stringify(decoded)).toBe(true);
    expect(body.data).toMatchObject({
      agentId: agent.agentId,
      emailAddress: email,
      firstName: 'María',
      lastName: 'Pérez',
      fullName: 'María Pérez',
      avatarUrl: null,
      profileCompleted: false,
      contactPhoneNumber: null,
    });
  });

  it('answers the agent the token belongs to, not another', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    expect(expectOk(await server.api('GET', '/auth/landlords', { token: first.token })).data.agentId).toBe(
      first.agent.agentId,
    );
    expect(expectOk(await server.api('GET', '/auth/landlords', { token: second.token })).data.agentId).toBe(
      second.agent.agentId,
    );
  });

  it('keeps a token alive while it is used: 30 days of idleness, not 30 days from sign-in', async () => {
    const { token } = await signUp(server);
    server.clock.advance(20 * DAYS);
    expectOk(await server.api('GET', '/auth/landlords', { token }));
    server.clock.advance(20 * DAYS);
    expectOk(await server.api('GET', '/auth/landlords', { token }));
    server.clock.advance(31 * DAYS);
    expectError(await server.api('GET', '/auth/landlords', { token }), 'ACCESS_TOKEN_INVALID');
  });

  it('accepts the Bearer scheme in any case (RFC 7235: the scheme is case-insensitive)', async () => {
    const { token } = await signUp(server);
    for (const scheme of ['bearer', 'BEARER']) {
      expectOk(await server.api('GET', '/auth/landlords', { headers: { authorization: `${scheme} ${token}` } }));
    }
  });

  it('a token 29 idle days old still works', async () => {
    const { token } = await signUp(server);
    server.clock.advance(29 * DAYS);
    expectOk(await server.api('GET', '/auth/landlords', { token }));
  });
});

describe('DELETE /auth/landlords/logout', () => {
  it('revokes the token: the next call and a second logout answer 401', async () => {
    const { token } = await signUp(server);
    expectLogout(await server.api('DELETE', '/auth/landlords/logout', { token }));
    expectError(await server.api('GET', '/auth/landlords', { token }), 'ACCESS_TOKEN_INVALID');
    expectError(await server.api('DELETE', '/auth/landlords/logout', { token }), 'ACCESS_TOKEN_INVALID');
  });

  it('leaves other agents signed in, and the agent can sign in again', async () => {
    const other = await signUp(server);
    const agent = await signUp(server);
    expectLogout(await server.api('DELETE', '/auth/landlords/logout', { token: agent.token }));
    expectOk(await server.api('GET', '/auth/landlords', { token: other.token }));
    const again = expectOk(await signIn(server, agent.email, agent.password)).metadata.authorization?.accessToken;
    expectOk(await server.api('GET', '/auth/landlords', { token: again }));
  });

  it('accepts a JSON content type with no body (as some HTTP clients send it)', async () => {
    const { token } = await signUp(server);
    expectLogout(
      await server.api('DELETE', '/auth/landlords/logout', { token, headers: { 'content-type': 'application/json' } }),
    );
    expectError(await server.api('GET', '/auth/landlords', { token }), 'ACCESS_TOKEN_INVALID');
  });

  it('works for an agent signed up through a social provider', async () => {
    const { token } = await socialSignUp(server, 'google');
    expectLogout(await server.api('DELETE', '/auth/landlords/logout', { token }));
    expectError(await server.api('GET', '/auth/landlords', { token }), 'ACCESS_TOKEN_INVALID');
  });
});

