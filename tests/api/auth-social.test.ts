import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, Authorization } from '../../src/schema/agent.ts';
import { decoder } from '../../src/schema/decode.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import {
  expectClientError,
  expectError,
  expectNothingWritten,
  expectOk,
  forgedOfflineToken,
  offlineToken,
  signUp,
  socialIdentity,
  socialSignUp,
  startServer,
} from './harness.ts';
import type { Provider, TestServer } from './harness.ts';

const decodeAgent = decoder(Agent, { strict: false });
const decodeAuthorization = decoder(Authorization, { strict: false });
const PROVIDERS: readonly Provider[] = ['google', 'facebook'];
const otherProvider = (provider: Provider): Provider => (provider === 'google' ? 'facebook' : 'google');

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

/** Offline tokens that must never be taken for an identity, each made when its test runs. */
const malformedTokens = (provider: Provider): Array<[string, () => Promise<string>]> => {
  const encode = (value: string) => Buffer.from(value).toString('base64url');
  const identity = socialIdentity();
  const signed = () => offlineToken(server, provider, identity);
  /** A real token with one part replaced. */
  const altered = async (part: number, value: (original: string) => string) => {
    const parts = (await signed()).split('.');
    parts[part] = value(parts[part] ?? '');
    return parts.join('.');
  };
  return [
    ['not an offline token', async () => 'garbage-token'],
    ['another provider’s token', () => offlineToken(server, otherProvider(provider), identity)],
    ['a hand-made token (unsigned claims, the probe’s forgery)', async () => forgedOfflineToken(provider, identity)],
    ['a hand-made token with a made-up signature', async () => `${forgedOfflineToken(provider, identity)}.${encode('firma')}`],
    [
      'a signed token whose claims were changed',
      () => altered(2, (claims) => encode(JSON.stringify({ ...JSON.parse(Buffer.from(claims, 'base64url').toString()), sub: 'otro' }))),
    ],
    ['a signed token whose signature was changed', () => altered(3, (signature) => `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`)],
    ['a signed token relabelled for the other provider', () => altered(1, () => otherProvider(provider))],
    ['a payload that is not base64url JSON', async () => `offline.${provider}.!!!no-base64!!!`],
    ['a payload that is not JSON', async () => `offline.${provider}.${encode('not json')}`],
    ['a JSON array payload', async () => `offline.${provider}.${encode('[]')}`],
    ['a token with no payload', async () => `offline.${provider}.`],
  ];
};

describe.each(PROVIDERS)('social access through %s', (provider) => {
  describe(`POST /landlords/providers/${provider} (social sign-up)`, () => {
    it('creates the agent from the identity: 201, agent and authorization', async () => {
      const identity = socialIdentity({ givenName: 'Lucía', familyName: 'Gómez' });
      const response = await server.api('POST', `/landlords/providers/${provider}`, {
        body: { accessToken: await offlineToken(server, provider, identity) },
      });
      const body = expectOk(response, 201);
      expect(decodeAgent(body.data).ok, JSON.stringify(body.data)).toBe(true);
      expect(body.data).toMatchObject({
        emailAddress: identity.email,
        firstName: 'Lucía',
        lastName: 'Gómez',
        profileCompleted: false,
      });
      expect(decodeAuthorization(body.metadata.authorization).ok).toBe(true);
      const me = await server.api('GET', '/auth/landlords', { token: body.metadata.authorization?.accessToken });
      expect(expectOk(me).data.agentId).toBe(body.data.agentId);
    });

    it('e-mails are compared without case: a password sign-up with the same address is refused', async () => {
      const identity = socialIdentity();
      const shouting = { ...identity, email: identity.email.toUpperCase() };
      const created = expectOk(
        await server.api('POST', `/landlords/providers/${provider}`, { body: { accessToken: await offlineToken(server, provider, shouting) } }),
        201,
      );
      expect(created.data.emailAddress.toLowerCase()).toBe(identity.email);
      const response = await server.api('POST', '/landlords', {
        body: {
          firstName: 'Ana',
          lastName: 'Gil',
          emailAddress: identity.email,
          password: 'Secreta#2026',
          acceptEmails: false,
          recaptchaToken: 'ok',
        },
      });
      expectError(response, 'EMAIL_IN_USE');
    });

    it('three simultaneous sign-ups of one identity: exactly one agent', async () => {
      const accessToken = await offlineToken(server, provider, socialIdentity());
      const before = await server.snapshot();
      const responses = await Promise.all(
        Array.from({ length: 3 }, () => server.api('POST', `/landlords/providers/${provider}`, { body: { accessToken } })),
      );
      expect(responses.map((response) => response.status).sort(), responses.map((r) => r.text).join('\n')).toEqual([
        201, 409, 409,
      ]);
      expect((await server.snapshot()).agents).toBe((before.agents ?? 0) + 1);
    });

    it('EMAIL_IN_USE when the identity already has an account, nothing written', async () => {
      const { identity } = await socialSignUp(server, provider);
      await expectNothingWritten(server, async () => {
        const again = await server.api('POST', `/landlords/providers/${provider}`, {
          body: { accessToken: await offlineToken(server, provider, identity) },
        });
        expectError(again, 'EMAIL_IN_USE');
      });
    });

    it('EMAIL_IN_USE when the e-mail belongs to a password account, nothing written', async () => {
      const { email } = await signUp(server);
      await expectNothingWritten(server, async () => {
        const response = await server.api('POST', `/landlords/providers/${provider}`, {
          body: { accessToken: await offlineToken(server, provider, socialIdentity({ email })) },
        });
        expectError(response, 'EMAIL_IN_USE');
      });
    });

    it.each(malformedTokens(provider))('refuses %s: typed 4xx, nothing written', async (_name, makeToken) => {
      const accessToken = await makeToken();
      await expectNothingWritten(server, async () => {
        const response = await server.api('POST', `/landlords/providers/${provider}`, { body: { accessToken } });
        expectClientError(response, ['ACCESS_TOKEN_INVALID', 'VALIDATION_ERROR']);
      });
    });
  });

  describe(`POST /auth/landlords/providers/${provider} (social sign-in)`, () => {
    it('signs in the agent of the identity on one more device (its earlier token keeps working)', async () => {
      const { identity, token: first, agent } = await socialSignUp(server, provider);
      const response = await server.api('POST', `/auth/landlords/providers/${provider}`, {
        body: { accessToken: await offlineToken(server, provider, identity) },
      });
      const body = expectOk(response, 200);
      expect(body.data.agentId).toBe(agent.agentId);
      expect(decodeAuthorization(body.metadata.authorization).ok).toBe(true);
      const second = body.metadata.authorization?.accessToken;
      expect(second).not.toBe(first);
      expectOk(await server.api('GET', '/auth/landlords', { token: first }));
      expectOk(await server.api('GET', '/auth/landlords', { token: second }));
    });

    it('finds the identity by its subject, even when the provider now reports another e-mail', async () => {
      const { identity, agent } = await socialSignUp(server, provider);
      const response = await server.api('POST', `/auth/landlords/providers/${provider}`, {
        body: { accessToken: await offlineToken(server, provider, { ...identity, email: 'cambiado.' + identity.email }) },
      });
      expect(expectOk(response).data.agentId).toBe(agent.agentId);
    });

    it('AGENT_NOT_FOUND for an unknown identity, nothing written', async () => {
      await expectNothingWritten(server, async () => {
        const response = await server.api('POST', `/auth/landlords/providers/${provider}`, {
          body: { accessToken: await offlineToken(server, provider, socialIdentity()) },
        });
        expectError(response, 'AGENT_NOT_FOUND');
      });
    });

    it('AGENT_NOT_FOUND for a password account with the same e-mail (no linking by e-mail)', async () => {
      const { email, token } = await signUp(server);
      await expectNothingWritten(server, async () => {
        const response = await server.api('POST', `/auth/landlords/providers/${provider}`, {
          body: { accessToken: await offlineToken(server, provider, socialIdentity({ email })) },
        });
        expectError(response, 'AGENT_NOT_FOUND');
      });
      expectOk(await server.api('GET', '/auth/landlords', { token }));
    });

    it('AGENT_NOT_FOUND for the same subject at the other provider (identities keyed by provider and subject)', async () => {
      const { identity } = await socialSignUp(server, otherProvider(provider));
      const response = await server.api('POST', `/auth/landlords/providers/${provider}`, {
        body: { accessToken: await offlineToken(server, provider, identity) },
      });
      expectError(response, 'AGENT_NOT_FOUND');
    });

    it.each(malformedTokens(provider))('refuses %s: typed 4xx, nothing written', async (_name, makeToken) => {
      const accessToken = await makeToken();
      const { token } = await socialSignUp(server, provider);
      await expectNothingWritten(server, async () => {
        const response = await server.api('POST', `/auth/landlords/providers/${provider}`, { body: { accessToken } });
        expectClientError(response, ['ACCESS_TOKEN_INVALID', 'VALIDATION_ERROR']);
        expect(response.body?.metadata.authorization).toBeUndefined();
      });
      expectOk(await server.api('GET', '/auth/landlords', { token }));
    });
  });

  describeBodyValidation(() => server, {
    method: 'POST',
    path: `/auth/landlords/providers/${provider}`,
    successStatus: 200,
    async prepare(target) {
      const { identity, token } = await socialSignUp(target, provider);
      return {
        body: { accessToken: await offlineToken(server, provider, identity) },
        async verifyUntouched() {
          expectOk(await target.api('GET', '/auth/landlords', { token }));
        },
      };
    },
    invalidValues: { accessToken: [123, null, true, {}, ['token'], ''] },
    overlong: { accessToken: `offline.${provider}.${LONG.token}` },
  });

  describeBodyValidation(() => server, {
    method: 'POST',
    path: `/landlords/providers/${provider}`,
    successStatus: 201,
    async prepare(target) {
      const identity = socialIdentity();
      return {
        body: { accessToken: await offlineToken(server, provider, identity) },
        async verifyUntouched() {
          const signIn = await target.api('POST', `/auth/landlords/providers/${provider}`, {
            body: { accessToken: await offlineToken(server, provider, identity) },
          });
          expectError(signIn, 'AGENT_NOT_FOUND');
        },
      };
    },
    invalidValues: { accessToken: [123, null, true, {}, ['token'], ''] },
    overlong: { accessToken: `offline.${provider}.${LONG.token}` },
  });
});
