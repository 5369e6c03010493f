import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/services/api-client.ts';
import { startEarlyGet, takeEarlyGet } from '../../src/services/early-requests.ts';
import * as Schema from 'effect/Schema';

const answer = (data: unknown) => new Response(JSON.stringify({ data, metadata: {} }), { status: 200, headers: { 'content-type': 'application/json' } });

describe('early GETs (the session check sent by the entry)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the call at once with the key and the token, and hands it to the same token once', async () => {
    const early = vi.fn(async () => answer({ seen: 'early' }));
    vi.stubGlobal('fetch', early);
    startEarlyGet('/auth/landlords', 'key-1', 'token-1');
    expect(early).toHaveBeenCalledTimes(1);
    const [url, init] = early.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/rest/v1/auth/landlords');
    expect(init.headers).toEqual({ 'X-Api-Key': 'key-1', Authorization: 'Bearer token-1' });
    const response = takeEarlyGet('/auth/landlords', 'token-1');
    expect(await (await response)?.json()).toEqual({ data: { seen: 'early' }, metadata: {} });
    expect(takeEarlyGet('/auth/landlords', 'token-1')).toBeUndefined();
  });

  it('is not handed to another token (a sign-in in between), nor kept for it', () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(null)));
    startEarlyGet('/auth/landlords', 'key-1', 'token-1');
    expect(takeEarlyGet('/auth/landlords', 'token-2')).toBeUndefined();
    expect(takeEarlyGet('/auth/landlords', 'token-1')).toBeUndefined();
  });

  it('sends nothing without an API key (a page without its configuration)', () => {
    const early = vi.fn(async () => answer(null));
    vi.stubGlobal('fetch', early);
    startEarlyGet('/auth/landlords', '', 'token-1');
    expect(early).not.toHaveBeenCalled();
  });

  it('the API client decodes the early answer instead of asking again; a later call asks', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer({ from: 'early' })));
    startEarlyGet('/probe', 'key-1', 'token-1');
    const network = vi.fn(async () => answer({ from: 'network' }));
    const client = createApiClient({ apiKey: 'key-1', accessToken: () => 'token-1', baseUrl: 'http://agentes.test/', fetch: network as typeof fetch });
    const Data = Schema.Struct({ from: Schema.String });
    expect((await client.send({ method: 'get', path: '/probe' }, Data)).data).toEqual({ from: 'early' });
    expect(network).not.toHaveBeenCalled();
    expect((await client.send({ method: 'get', path: '/probe' }, Data)).data).toEqual({ from: 'network' });
    expect(network).toHaveBeenCalledTimes(1);
  });
});
