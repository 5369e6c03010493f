/**
 * The real media adapters against a fake fetch that answers as the documented endpoints do
 * (Graph API v22.0, Instagram API with Instagram Login). No network: every URL they call is
 * recorded and checked.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GRAPH_URL, createFacebookConnector } from '../../server/providers/facebook-connect.ts';
import { INSTAGRAM_SCOPES, createInstagramConnector, instagramRedirectUri } from '../../server/providers/instagram-connect.ts';
import { offlineFacebookPages } from '../../server/providers/media-offline.ts';
import { ProviderUnavailableError, parseProviderJson, type Fetch } from '../../server/providers/provider-http.ts';

interface Call {
  readonly url: URL;
  readonly init: RequestInit | undefined;
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

const json = (body: unknown, status = 200): Response =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers by `host + path` and records every call. */
function fakeFetch(routes: Record<string, Route>): { fetch: Fetch; calls: Call[] } {
  const calls: Call[] = [];
  const fetchFn: Fetch = async (input, init) => {
    const url = new URL(input);
    calls.push({ url, init });
    const route = routes[`${url.host}${url.pathname}`];
    if (route === undefined) throw new Error(`unexpected call to ${url.host}${url.pathname}`);
    return route(url, init);
  };
  return { fetch: fetchFn, calls };
}

const NOW = new Date('2026-11-27T10:00:00.000Z');
const APP_ID = '1234567890';
const APP_SECRET = 'secreto-de-la-app';
const SHORT = 'EAAG-corto';
const LONG = 'EAAG-largo-60-dias';
const proof = (token: string) => createHmac('sha256', APP_SECRET).update(token).digest('hex');

const facebookRoutes = (overrides: Partial<Record<string, Route>> = {}): Record<string, Route> => ({
  'graph.facebook.com/debug_token': () => json({ data: { app_id: APP_ID, is_valid: true, user_id: '10158' } }),
  'graph.facebook.com/v22.0/oauth/access_token': () => json({ access_token: LONG, token_type: 'bearer', expires_in: 5183944 }),
  'graph.facebook.com/v22.0/me': () => json({ id: '10158', name: 'Lucía Gómez' }),
  ...Object.fromEntries(Object.entries(overrides).filter((entry): entry is [string, Route] => entry[1] !== undefined)),
});

const facebook = (routes: Record<string, Route>) => {
  const fake = fakeFetch(routes);
  return { connector: createFacebookConnector({ appId: APP_ID, appSecret: APP_SECRET, fetch: fake.fetch, now: () => NOW }), calls: fake.calls };
};

describe('Facebook: short token → long-lived token', () => {
  it('checks the token is ours, exchanges it and names the account', async () => {
    const { connector, calls } = facebook(facebookRoutes());
    const grant = await connector.exchange(SHORT);
    expect(grant).toEqual({
      accountId: '10158',
      accountName: 'Lucía Gómez',
      accessToken: LONG,
      expiresAt: new Date(NOW.getTime() + 5183944 * 1000),
    });
    const [debug, exchange, me] = calls;
    expect(debug?.url.searchParams.get('input_token')).toBe(SHORT);
    expect(debug?.url.searchParams.get('access_token')).toBe(`${APP_ID}|${APP_SECRET}`);
    expect(Object.fromEntries(exchange?.url.searchParams ?? [])).toEqual({
      grant_type: 'fb_exchange_token',
      client_id: APP_ID,
      client_secret: APP_SECRET,
      fb_exchange_token: SHORT,
    });
    expect(`${exchange?.url.origin}${exchange?.url.pathname}`).toBe(`${GRAPH_URL}/oauth/access_token`);
    expect(me?.url.searchParams.get('access_token')).toBe(LONG);
    expect(me?.url.searchParams.get('appsecret_proof')).toBe(proof(LONG));
  });

  it.each([
    ['a token of another app', { 'graph.facebook.com/debug_token': () => json({ data: { app_id: '999', is_valid: true, user_id: '10158' } }) }],
    ['an invalid token', { 'graph.facebook.com/debug_token': () => json({ data: { app_id: APP_ID, is_valid: false } }) }],
    ['a 400 from debug_token', { 'graph.facebook.com/debug_token': () => json({ error: { message: 'bad' } }, 400) }],
    ['a refused exchange', { 'graph.facebook.com/v22.0/oauth/access_token': () => json({ error: { code: 190 } }, 400) }],
    ['an exchange without a token', { 'graph.facebook.com/v22.0/oauth/access_token': () => json({ token_type: 'bearer' }) }],
    ['another user behind the long token', { 'graph.facebook.com/v22.0/me': () => json({ id: '777', name: 'Otra' }) }],
  ])('refuses %s (null: the agent is told to connect again)', async (_name, overrides) => {
    const { connector } = facebook(facebookRoutes(overrides));
    expect(await connector.exchange(SHORT)).toBeNull();
  });

  it('a provider failure is an error that names the host, never a token or the secret', async () => {
    for (const failing of [() => json({}, 503), () => Promise.reject(new TypeError('fetch failed')), () => json('<html>')]) {
      const { connector } = facebook(facebookRoutes({ 'graph.facebook.com/v22.0/oauth/access_token': failing }));
      const error = await connector.exchange(SHORT).then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ProviderUnavailableError);
      const message = String((error as Error).message);
      expect(message).toContain('graph.facebook.com');
      for (const secret of [SHORT, LONG, APP_SECRET]) expect(message).not.toContain(secret);
    }
  });
});

describe('Facebook: the pages of the connected account', () => {
  it('lists them across pages of results, with the picture, staying on the Graph API', async () => {
    const { connector, calls } = facebook({
      'graph.facebook.com/v22.0/me/accounts': (url) =>
        url.searchParams.get('after') === 'QVFI'
          ? json({ data: [{ id: 2002, name: 'Inmobiliaria Gómez', access_token: 'page-token' }], paging: { next: 'https://evil.example/steal' } })
          : json({
              data: [
                { id: '2001', name: 'Página de Lucía', picture: { data: { url: 'https://scontent.example/p.jpg' } } },
                { id: 'bad id!', name: 'Ignorada' },
                { name: 'Sin id' },
              ],
              paging: { cursors: { after: 'QVFI' }, next: `${GRAPH_URL}/me/accounts?after=QVFI&limit=100&access_token=${LONG}` },
            }),
    });
    const pages = await connector.pages(LONG, { agentId: 'a', firstName: 'Lucía', lastName: 'Gómez' });
    expect(pages).toEqual([
      { facebookPageId: '2001', name: 'Página de Lucía', pictureUrl: 'https://scontent.example/p.jpg' },
      { facebookPageId: '2002', name: 'Inmobiliaria Gómez', pictureUrl: null },
    ]);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.url.searchParams.get('fields')).toBe('id,name,picture{url}');
    for (const call of calls) expect(call.url.searchParams.get('appsecret_proof')).toBe(proof(LONG));
  });

  it('a refused token is null (connect again)', async () => {
    const { connector } = facebook({ 'graph.facebook.com/v22.0/me/accounts': () => json({ error: { code: 190 } }, 401) });
    expect(await connector.pages(LONG, { agentId: 'a', firstName: 'L', lastName: 'G' })).toBeNull();
  });
});

const CLIENT_ID = '990602627938098';
const CLIENT_SECRET = 'secreto-instagram';
const REDIRECT = instagramRedirectUri('https://agentes.example');

const instagramRoutes = (overrides: Partial<Record<string, Route>> = {}): Record<string, Route> => ({
  'api.instagram.com/oauth/access_token': () =>
    json('{"data":[{"access_token":"IGQ-corto","user_id":17841405793187218,"permissions":"instagram_business_basic"}]}'),
  'graph.instagram.com/access_token': () => json({ access_token: 'IGQ-largo', token_type: 'bearer', expires_in: 5184000 }),
  'graph.instagram.com/v22.0/me': () => json({ user_id: '17841405793187218', username: 'lucia.inmuebles' }),
  ...Object.fromEntries(Object.entries(overrides).filter((entry): entry is [string, Route] => entry[1] !== undefined)),
});

const instagram = (routes: Record<string, Route>) => {
  const fake = fakeFetch(routes);
  return {
    connector: createInstagramConnector({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: REDIRECT, fetch: fake.fetch, now: () => NOW }),
    calls: fake.calls,
  };
};

describe('Instagram: authorization URL and code exchange', () => {
  it('the authorization window asks for a code with the business scopes, back to the SPA callback', () => {
    const url = new URL(instagram({}).connector.authorizationUrl());
    expect(`${url.origin}${url.pathname}`).toBe('https://www.instagram.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: 'https://agentes.example/oauth/authorize/instagram',
      response_type: 'code',
      scope: INSTAGRAM_SCOPES.join(','),
    });
    expect(url.searchParams.has('client_secret')).toBe(false);
  });

  it('exchanges the code (form POST), then for a long-lived token, keeping the 64-bit user id exact', async () => {
    const { connector, calls } = instagram(instagramRoutes());
    const grant = await connector.exchange('AQBx-codigo#_');
    expect(grant).toEqual({
      accountId: '17841405793187218',
      accountName: 'lucia.inmuebles',
      accessToken: 'IGQ-largo',
      expiresAt: new Date(NOW.getTime() + 5184000 * 1000),
    });
    const [token, long, me] = calls;
    expect(token?.init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(token?.init?.body)))).toEqual({
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      grant_type: 'authorization_code',
      redirect_uri: REDIRECT,
      code: 'AQBx-codigo',
    });
    expect(Object.fromEntries(long?.url.searchParams ?? [])).toEqual({ grant_type: 'ig_exchange_token', client_secret: CLIENT_SECRET, access_token: 'IGQ-corto' });
    expect(me?.url.searchParams.get('access_token')).toBe('IGQ-largo');
  });

  it('also reads the flat answer of the token endpoint', async () => {
    const { connector } = instagram(
      instagramRoutes({ 'api.instagram.com/oauth/access_token': () => json('{"access_token":"IGQ-corto","user_id":17841405793187218}') }),
    );
    expect((await connector.exchange('AQBx'))?.accountId).toBe('17841405793187218');
  });

  it.each([
    ['a used or unknown code', { 'api.instagram.com/oauth/access_token': () => json({ error_type: 'OAuthException', code: 400 }, 400) }],
    ['an answer without a token', { 'api.instagram.com/oauth/access_token': () => json({ data: [] }) }],
    ['a refused long-lived exchange', { 'graph.instagram.com/access_token': () => json({ error: {} }, 400) }],
  ])('refuses %s', async (_name, overrides) => {
    expect(await instagram(instagramRoutes(overrides)).connector.exchange('AQBx')).toBeNull();
  });

  it('an Instagram outage throws without a code, token or secret in the message', async () => {
    const { connector } = instagram(instagramRoutes({ 'graph.instagram.com/access_token': () => json({}, 500) }));
    const error = await connector.exchange('AQBx-codigo').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    for (const secret of ['AQBx-codigo', 'IGQ-corto', CLIENT_SECRET]) expect(String((error as Error).message)).not.toContain(secret);
  });
});

describe('provider JSON', () => {
  it('reads 64-bit ids as strings and leaves other numbers alone', () => {
    expect(parseProviderJson('{"id":17841405793187218,"user_id":17841405793187219,"expires_in":5184000,"count":12}')).toEqual({
      id: '17841405793187218',
      user_id: '17841405793187219',
      expires_in: 5184000,
      count: 12,
    });
  });
});

describe('offline Facebook pages', () => {
  it('two per agent, named after them, with stable Graph-looking ids of their own', () => {
    const pages = offlineFacebookPages({ agentId: 'agente-1', firstName: 'Lucía', lastName: 'Gómez' });
    expect(pages.map((page) => page.name)).toEqual(['Página de Lucía', 'Inmobiliaria Gómez']);
    for (const page of pages) expect(page.facebookPageId).toMatch(/^[1-9][0-9]{15}$/);
    expect(offlineFacebookPages({ agentId: 'agente-1', firstName: 'Otra', lastName: 'Persona' }).map((page) => page.facebookPageId)).toEqual(
      pages.map((page) => page.facebookPageId),
    );
    const other = offlineFacebookPages({ agentId: 'agente-2', firstName: 'Lucía', lastName: 'Gómez' });
    expect(other.map((page) => page.facebookPageId)).not.toContain(pages[0]?.facebookPageId);
  });

  it('an agent without a last name gets the first name in the second page', () => {
    expect(offlineFacebookPages({ agentId: 'a', firstName: 'Lucía', lastName: '' }).map((page) => page.name)).toEqual(['Página de Lucía', 'Inmobiliaria Lucía']);
  });
});
