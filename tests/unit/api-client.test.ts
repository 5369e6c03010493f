import * as Schema from 'effect/Schema';
import { describe, expect, it } from 'vitest';
import { ApiFailure, createApiClient, failureType, type ApiClient } from '../../src/services/api-client.ts';
import { fetchCurrentAgent, resetPassword, signIn, countryStates } from '../../src/services/auth-api.ts';
import { agent } from '../machines/fixtures.ts';

interface Sent {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: string;
}

/** A fetch that records the request and answers with the given status and body. */
const fakeFetch = (status: number, body: unknown, sent: Sent[] = []) =>
  (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push({ url: request.url, method: request.method, headers: request.headers, body: await request.text() });
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;

const client = (fetch: typeof globalThis.fetch, token: string | null = 'cookie-token'): ApiClient =>
  createApiClient({ apiKey: 'key-1', accessToken: () => token, baseUrl: 'http://agentes.test/', fetch });

const authorization = {
  firstName: 'María',
  lastName: '',
  fullName: 'María',
  emailAddress: agent.emailAddress,
  emailAddressConfirmationDate: null,
  lastSessionDate: null,
  accessToken: 'new-token',
};

const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

describe('api client', () => {
  it('calls /rest/v1 with the API key, the cookie bearer and a JSON body, and decodes the envelope', async () => {
    const sent: Sent[] = [];
    const result = await signIn(
      { emailAddress: 'ana@example.com', password: 'secreto1' },
      client(fakeFetch(200, { data: agent, metadata: { authorization } }, sent)),
    );
    expect(result).toEqual({ agent, accessToken: 'new-token' });
    const [request] = sent;
    expect(request?.url).toBe('http://agentes.test/rest/v1/auth/landlords');
    expect(request?.method).toBe('POST');
    expect(request?.headers.get('X-Api-Key')).toBe('key-1');
    expect(request?.headers.get('Authorization')).toBe('Bearer cookie-token');
    expect(request?.headers.get('Content-Type')).toContain('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({ emailAddress: 'ana@example.com', password: 'secreto1' });
  });

  it('sends the reCAPTCHA token of a challenged sign-in in the body', async () => {
    const sent: Sent[] = [];
    await signIn(
      { emailAddress: 'ana@example.com', password: 'secreto1', recaptchaToken: 'recaptcha-token' },
      client(fakeFetch(200, { data: agent, metadata: { authorization } }, sent)),
    );
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      emailAddress: 'ana@example.com',
      password: 'secreto1',
      recaptchaToken: 'recaptcha-token',
    });
  });

  it('sends no bearer without a cookie', async () => {
    const sent: Sent[] = [];
    await fetchCurrentAgent(client(fakeFetch(200, { data: agent, metadata: {} }, sent), null));
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('uses the reset link token as the bearer of the new password', async () => {
    const sent: Sent[] = [];
    await resetPassword('reset-token', 'secreto1', client(fakeFetch(200, { data: null, metadata: {} }, sent)));
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toBe('http://agentes.test/rest/v1/auth/landlords/password-reset');
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer reset-token');
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ password: 'secreto1' });
  });

  it('tolerates fields it does not know', async () => {
    const answer = await fetchCurrentAgent(client(fakeFetch(200, { data: { ...agent, extra: 1 }, metadata: { more: true } })));
    expect(answer.agentId).toBe(agent.agentId);
  });

  it('passes query parameters and reads the pagination', async () => {
    const sent: Sent[] = [];
    const state = { countryStateId: 's1', name: 'Zulia', latitude: 10.6, longitude: -71.6 };
    const page = await countryStates(
      { limit: 50, offset: 0 },
      client(fakeFetch(200, { data: [state], metadata: { pagination: { limit: 50, offset: 0, total: 1 } } }, sent)),
    );
    expect(sent[0]?.url).toBe('http://agentes.test/rest/v1/country-states?limit=50&offset=0');
    expect(page).toEqual({ items: [state], pagination: { limit: 50, offset: 0, total: 1 } });
  });

  it('turns status ≥ 400 into the typed failure of metadata.error', async () => {
    const error = await rejection(
      fetchCurrentAgent(
        client(fakeFetch(401, { data: null, metadata: { error: { type: 'ACCESS_TOKEN_INVALID', message: 'Token inválido' } } })),
      ),
    );
    expect(error).toBeInstanceOf(ApiFailure);
    expect(error).toMatchObject({ type: 'ACCESS_TOKEN_INVALID', message: 'Token inválido' });
  });

  it.each([
    ['an unknown error type', 409, { data: null, metadata: { error: { type: 'SOMETHING_NEW', message: 'x' } } }],
    ['an error without metadata.error', 500, { data: null, metadata: {} }],
    ['a non-JSON answer', 502, '<html>Bad gateway</html>'],
    ['a success that does not match the schema', 200, { data: { agentId: 1 }, metadata: {} }],
    ['a success that is not JSON', 200, 'ok'],
  ])('turns %s into SERVER_ERROR', async (_, status, body) => {
    const error = await rejection(fetchCurrentAgent(client(fakeFetch(status, body))));
    expect(error).toMatchObject({ type: 'SERVER_ERROR', message: 'Server error' });
  });

  it('turns a network failure into NETWORK_UNREACHABLE (issue 21: named and retried, not a server error)', async () => {
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const error = await rejection(fetchCurrentAgent(client(offline)));
    expect(error).toMatchObject({ type: 'NETWORK_UNREACHABLE', message: 'The server could not be reached' });
  });

  it('refuses a sign-in answer without a token', async () => {
    const error = await rejection(
      signIn({ emailAddress: 'ana@example.com', password: 'secreto1' }, client(fakeFetch(200, { data: agent, metadata: {} }))),
    );
    expect(error).toMatchObject({ type: 'SERVER_ERROR' });
  });

  it('decodes any data schema', async () => {
    const answer = await client(fakeFetch(200, { data: 42, metadata: {} })).send({ method: 'get', path: '/x' }, Schema.Number);
    expect(answer.data).toBe(42);
  });
});

describe('failureType', () => {
  it('reads the type of failures and plain objects, SERVER_ERROR for anything else', () => {
    expect(failureType(new ApiFailure('EMAIL_IN_USE', 'x'))).toBe('EMAIL_IN_USE');
    expect(failureType({ type: 'TOKEN_EXPIRED', message: '' })).toBe('TOKEN_EXPIRED');
    expect(failureType({ type: 'NOPE' })).toBe('SERVER_ERROR');
    expect(failureType(new Error('boom'))).toBe('SERVER_ERROR');
    expect(failureType(null)).toBe('SERVER_ERROR');
  });
});
