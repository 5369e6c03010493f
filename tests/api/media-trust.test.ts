/**
 * Issue 20 on the server: replacing a connected account by a *different* one needs the agent's
 * word (409 MEDIA_PROVIDER_ACCOUNT_CHANGE, the two names, then `replace: true`), and Meta's signed
 * data-deletion callbacks (POST /{facebook|instagram}/data-delete with `signed_request`), whose
 * confirmation code the status page reads. Scoping: another agent sees and confirms nothing.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decoder } from '../../src/schema/decode.ts';
import { DataDeletionRequest, MediaProviderReplacement } from '../../src/schema/media-provider.ts';
import { signRequest } from '../../server/providers/signed-request.ts';
import { expectError, expectNothingWritten, expectOk, signUp, socialIdentity, startServer } from './harness.ts';
import type { SignedUpAgent, TestServer } from './harness.ts';
import { connectBody, connected, facebookShortToken, instagramCode, type MediaProviderName } from './support/media.ts';

/** A signed_request over any payload text (signRequest takes an object). */
const signRaw = (text: string, secret: string): string => {
  const body = Buffer.from(text).toString('base64url');
  return `${createHmac('sha256', secret).update(body).digest('base64url')}.${body}`;
};

const FACEBOOK_SECRET = 'facebook-app-secret-for-tests';
const INSTAGRAM_SECRET = 'instagram-client-secret-for-tests';
const decodeReplacement = decoder(MediaProviderReplacement, { strict: true });
const decodeRequest = decoder(DataDeletionRequest, { strict: true });

let server: TestServer;
beforeAll(async () => {
  // The secrets alone (no app id, no client id): the connectors stay the offline ones.
  server = await startServer({ facebookAppSecret: FACEBOOK_SECRET, instagramClientSecret: INSTAGRAM_SECRET });
});
afterAll(async () => {
  await server?.close();
});

const accountNames = async (token: string) =>
  (expectOk(await server.api('GET', '/media-providers/agents', { token })).data as Array<{ type: number; accountName: string | null }>).map(
    (connection) => `${connection.type}:${connection.accountName}`,
  );
const credentialFor = (provider: MediaProviderName, identity: ReturnType<typeof socialIdentity>) =>
  provider === 'facebook' ? facebookShortToken(server, identity) : instagramCode(server, identity);
const post = (token: string, provider: MediaProviderName, credential: string, replace?: boolean) =>
  server.api('POST', `/media-providers/agents/${provider}`, { body: connectBody(provider, credential, replace), token });

describe.each(['facebook', 'instagram'] as const)('replacing the %s account', (provider) => {
  const type = provider === 'facebook' ? 3 : 2;
  let agent: SignedUpAgent;
  const owner = socialIdentity({ givenName: 'Dueño', familyName: 'Cuenta' });
  beforeAll(async () => {
    agent = await signUp(server);
    await connected(server, agent.token, provider, owner);
  });

  it('the same account reconnects silently: 200', async () => {
    expectOk(await post(agent.token, provider, await credentialFor(provider, owner)), 200);
    expect(await accountNames(agent.token)).toEqual([`${type}:Dueño Cuenta`]);
  });

  it('another account → 409 MEDIA_PROVIDER_ACCOUNT_CHANGE, the connection unchanged; the replacement names both', async () => {
    const other = await credentialFor(provider, socialIdentity({ givenName: 'Atacante', familyName: 'Malo' }));
    expectError(await post(agent.token, provider, other), 'MEDIA_PROVIDER_ACCOUNT_CHANGE');
    expectError(await post(agent.token, provider, other, false), 'MEDIA_PROVIDER_ACCOUNT_CHANGE');
    expect(await accountNames(agent.token)).toEqual([`${type}:Dueño Cuenta`]);
    const body = expectOk(await server.api('GET', `/media-providers/agents/${provider}/replacement`, { token: agent.token }));
    expect(decodeReplacement(body.data).ok, JSON.stringify(body.data)).toBe(true);
    expect(body.data).toEqual({ connectedAccountName: 'Dueño Cuenta', newAccountName: 'Atacante Malo' });
  });

  it('another agent sees no replacement of this one, and its own confirmation does not touch it', async () => {
    const b = await signUp(server);
    await expectNothingWritten(server, async () => {
      expectError(await server.api('GET', `/media-providers/agents/${provider}/replacement`, { token: b.token }), 'MEDIA_PROVIDER_NOT_FOUND');
    });
    expect(await accountNames(agent.token)).toEqual([`${type}:Dueño Cuenta`]);
  });

  it('replace: true with the same credential replaces it from the kept grant: 200, the pending row gone', async () => {
    const credential = await credentialFor(provider, socialIdentity({ givenName: 'Nueva', familyName: 'Cuenta' }));
    expectError(await post(agent.token, provider, credential), 'MEDIA_PROVIDER_ACCOUNT_CHANGE');
    expect(await server.dump()).toContain('Nueva Cuenta');
    const body = expectOk(await post(agent.token, provider, credential, true), 200);
    expect(body.data).toMatchObject({ type, accountName: 'Nueva Cuenta' });
    expect(await accountNames(agent.token)).toEqual([`${type}:Nueva Cuenta`]);
    expectError(await server.api('GET', `/media-providers/agents/${provider}/replacement`, { token: agent.token }), 'MEDIA_PROVIDER_NOT_FOUND');
  });

  it('a replacement waits ten minutes at most', async () => {
    const credential = await credentialFor(provider, socialIdentity({ givenName: 'Tarde', familyName: 'Cuenta' }));
    expectError(await post(agent.token, provider, credential), 'MEDIA_PROVIDER_ACCOUNT_CHANGE');
    server.clock.advance(10 * 60_000 + 1_000);
    expectError(await server.api('GET', `/media-providers/agents/${provider}/replacement`, { token: agent.token }), 'MEDIA_PROVIDER_NOT_FOUND');
    // The kept grant is gone and the offline credential expired with it: refused, nothing replaced.
    expectError(await post(agent.token, provider, credential, true), 'MEDIA_PROVIDER_AUTHORIZATION_FAILED');
    expect(await accountNames(agent.token)).toEqual([`${type}:Nueva Cuenta`]);
  });
});

describe('Meta’s signed data-deletion callback', () => {
  const callback = (provider: MediaProviderName, signedRequest: string | null) =>
    server.fetchRaw(`/${provider}/data-delete`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: signedRequest === null ? 'other=1' : new URLSearchParams({ signed_request: signedRequest }).toString(),
    });
  const payload = (userId: unknown) => ({ algorithm: 'HMAC-SHA256', issued_at: 1_764_000_000, user_id: userId });

  it('deletes every stored connection of that account (any agent), answers the url and code Meta expects; the code reads back', async () => {
    const shared = socialIdentity({ givenName: 'Compartida', familyName: 'Cuenta' });
    const a = await signUp(server);
    const b = await signUp(server);
    const c = await signUp(server);
    await connected(server, a.token, 'facebook', shared);
    await connected(server, a.token, 'instagram', shared);
    await connected(server, b.token, 'facebook', shared);
    await connected(server, c.token, 'facebook');

    const response = await callback('facebook', signRequest(payload(shared.sub), FACEBOOK_SECRET));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { url: string; confirmation_code: string };
    expect(Object.keys(body).sort()).toEqual(['confirmation_code', 'url']);
    expect(body.confirmation_code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(body.url).toBe(`${server.config.publicUrl}/facebook/data-delete?code=${body.confirmation_code}`);

    // Facebook only: A's Instagram (same id at another provider) stays; C's other account stays.
    expect((await accountNames(a.token)).map((name) => name.slice(0, 1))).toEqual(['2']);
    expect(await accountNames(b.token)).toEqual([]);
    expect(await accountNames(c.token)).toHaveLength(1);

    const status = expectOk(await server.api('GET', `/media-providers/data-deletion/${body.confirmation_code}`));
    expect(decodeRequest(status.data).ok, JSON.stringify(status.data)).toBe(true);
    expect(status.data).toMatchObject({ confirmationCode: body.confirmation_code, type: 3, status: 'completed' });
  });

  it('an unknown user: a request with its code all the same, nothing else deleted', async () => {
    const a = await signUp(server);
    await connected(server, a.token, 'facebook');
    const response = await callback('facebook', signRequest(payload('9999999999'), FACEBOOK_SECRET));
    expect(response.status).toBe(200);
    const { confirmation_code: code } = (await response.json()) as { confirmation_code: string };
    expect(await accountNames(a.token)).toHaveLength(1);
    expectOk(await server.api('GET', `/media-providers/data-deletion/${code}`));
  });

  it('Instagram’s is checked with the Instagram secret and deletes Instagram connections only', async () => {
    const shared = socialIdentity({ givenName: 'Insta', familyName: 'Cuenta' });
    const a = await signUp(server);
    await connected(server, a.token, 'facebook', shared);
    await connected(server, a.token, 'instagram', shared);
    expect((await callback('instagram', signRequest(payload(shared.sub), FACEBOOK_SECRET))).status).toBe(400);
    const response = await callback('instagram', signRequest(payload(shared.sub), INSTAGRAM_SECRET));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toContain('/instagram/data-delete?code=');
    expect(await accountNames(a.token)).toEqual(['3:Insta Cuenta']);
  });

  const good = signRequest(payload('12345'), FACEBOOK_SECRET);
  it.each([
    ['another secret', signRequest(payload('12345'), 'not-the-secret')],
    ['a changed payload', `${good.split('.')[0]}.${Buffer.from(JSON.stringify(payload('54321'))).toString('base64url')}`],
    ['a cut signature', good.slice(1)],
    ['no dot', good.replace('.', '')],
    ['three parts', `${good}.x`],
    ['another algorithm', signRequest({ ...payload('12345'), algorithm: 'HMAC-SHA1' }, FACEBOOK_SECRET)],
    ['no algorithm', signRequest({ user_id: '12345' }, FACEBOOK_SECRET)],
    ['no user_id', signRequest({ algorithm: 'HMAC-SHA256' }, FACEBOOK_SECRET)],
    ['an empty user_id', signRequest(payload(''), FACEBOOK_SECRET)],
    ['a user_id object', signRequest(payload({ id: 1 }), FACEBOOK_SECRET)],
    ['a payload that is not JSON', signRaw('not json', FACEBOOK_SECRET)],
    ['a payload that is a list', signRaw('["HMAC-SHA256"]', FACEBOOK_SECRET)],
    ['nothing', ''],
    ['no field', null],
  ])('%s → 400 DATA_DELETION_REQUEST_INVALID, nothing written', async (_name, signedRequest) => {
    await expectNothingWritten(server, async () => {
      const response = await callback('facebook', signedRequest);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { metadata: { error: { type: string } } }).metadata.error.type).toBe('DATA_DELETION_REQUEST_INVALID');
    });
  });

  it('an unknown or malformed confirmation code → 404 DATA_DELETION_REQUEST_NOT_FOUND', async () => {
    expectError(await server.api('GET', '/media-providers/data-deletion/AAAAAAAAAAAAAAAAAAAAAA'), 'DATA_DELETION_REQUEST_NOT_FOUND');
    expectError(await server.api('GET', '/media-providers/data-deletion/x'), 'DATA_DELETION_REQUEST_NOT_FOUND');
  });
});

describe('without the app secrets', () => {
  it('every signed_request is refused: there is nothing to verify it with', async () => {
    const plain = await startServer();
    try {
      for (const provider of ['facebook', 'instagram'] as const) {
        const response = await plain.fetchRaw(`/${provider}/data-delete`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ signed_request: signRequest({ algorithm: 'HMAC-SHA256', user_id: '1' }, '') }).toString(),
        });
        expect(response.status).toBe(400);
      }
    } finally {
      await plain.close();
    }
  });
});
