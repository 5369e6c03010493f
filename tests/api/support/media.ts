/**
 * The connections of spec 03 §7 as a test makes them: the offline consent page's short token or
 * authorization code, minted as the page mints it (POST /oauth-consent/{provider}/token with
 * purpose connect), then the connect call.
 */
import { expect } from 'vitest';
import { expectOk, socialIdentity } from '../harness.ts';
import type { ApiResponse, ApiTarget, ConsentTarget, SocialIdentity } from '../harness.ts';

export const MEDIA_PROVIDER_ID = { instagram: 'mp-instagram', facebook: 'mp-facebook' } as const;
export type MediaProviderName = keyof typeof MEDIA_PROVIDER_ID;

/** What the consent page of `provider` answers when asked to connect. */
export async function consentAnswer(
  server: ConsentTarget,
  provider: MediaProviderName,
  identity: SocialIdentity = socialIdentity(),
): Promise<{ status: number; data: Record<string, unknown> | null; text: string }> {
  const response = await fetch(`${server.baseUrl}/oauth-consent/${provider}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...identity, purpose: 'connect' }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { data?: Record<string, unknown> | null };
  return { status: response.status, data: body.data ?? null, text };
}

/** A Facebook short token from the offline consent page. */
export async function facebookShortToken(server: ConsentTarget, identity?: SocialIdentity): Promise<string> {
  const { status, data, text } = await consentAnswer(server, 'facebook', identity);
  expect(status, text).toBe(200);
  expect(typeof data?.shortToken, text).toBe('string');
  return data?.shortToken as string;
}

/** An Instagram authorization code from the offline consent page. */
export async function instagramCode(server: ConsentTarget, identity?: SocialIdentity): Promise<string> {
  const { status, data, text } = await consentAnswer(server, 'instagram', identity);
  expect(status, text).toBe(200);
  expect(typeof data?.authorizationCode, text).toBe('string');
  return data?.authorizationCode as string;
}

/** The connect body for a credential (`replace` once the agent confirmed replacing another account). */
export const connectBody = (provider: MediaProviderName, credential: string, replace?: boolean): Record<string, unknown> => ({
  ...(provider === 'facebook' ? { shortToken: credential } : { authorizationCode: credential }),
  ...(replace === undefined ? {} : { replace }),
});

/** POST /media-providers/agents/{provider} with a fresh offline token or code. */
export async function connect(
  server: ApiTarget & ConsentTarget,
  token: string,
  provider: MediaProviderName,
  identity?: SocialIdentity,
  replace?: boolean,
): Promise<ApiResponse> {
  const credential = provider === 'facebook' ? await facebookShortToken(server, identity) : await instagramCode(server, identity);
  return server.api('POST', `/media-providers/agents/${provider}`, { body: connectBody(provider, credential, replace), token });
}

/** Connects and returns the connection (201 the first time, 200 when it replaces one; `replace` for another account). */
export async function connected(server: ApiTarget & ConsentTarget, token: string, provider: MediaProviderName, identity?: SocialIdentity, replace?: boolean) {
  const response = await connect(server, token, provider, identity, replace);
  expect([200, 201], response.text).toContain(response.status);
  return expectOk(response, response.status).data as { mediaProviderAgentId: string; mediaProviderId: string; agentId: string; type: number };
}
