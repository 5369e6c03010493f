import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import {
  MINUTES,
  expectError,
  expectNothingWritten,
  expectOk,
  lastMailTo,
  resetTokenFromMail,
  signIn,
  signUp,
  socialSignUp,
  startServer,
  uniqueEmail,
} from './harness.ts';
import type { TestServer } from './harness.ts';

const NEW_PASSWORD = 'Nueva#Clave2026';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const requestReset = (emailAddress: string) =>
  server.api('POST', '/auth/landlords/password-reset', { body: { emailAddress } });

const resetPassword = (token: string, password = NEW_PASSWORD) =>
  server.api('PUT', '/auth/landlords/password-reset', { body: { password }, token });

/** An agent and the reset token of a link just e-mailed to them. */
async function agentWithResetToken() {
  const agent = await signUp(server);
  expectOk(await requestReset(agent.email));
  return { ...agent, resetToken: await resetTokenFromMail(server, agent.email) };
}

describe('POST /auth/landlords/password-reset', () => {
  it('e-mails a link to PUBLIC_URL/password-reset?authorization=<token>', async () => {
    const { email } = await signUp(server);
    const response = await requestReset(email);
    expect(response.status, response.text).toBe(200);
    expect(response.body?.metadata.error).toBeUndefined();
    const mail = await lastMailTo(server, email);
    expect(mail).toMatchObject({ to: email, subject: expect.any(String), text: expect.any(String) });
    const token = await resetTokenFromMail(server, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(mail?.text).toContain(`${server.config.publicUrl}/password-reset?authorization=`);
    expect(Number.isNaN(Date.parse(mail?.createdAt ?? ''))).toBe(false);
  });

  it('lists the mailbox newest first, without an API key', async () => {
    const first = await signUp(server);
    const second = await signUp(server);
    expectOk(await requestReset(first.email));
    expectOk(await requestReset(second.email));
    const response = await server.fetchRaw('/dev/mailbox.json');
    expect(response.status).toBe(200);
    const mails = (await response.json()) as Array<{ to: string; id: string }>;
    const firstIndex = mails.findIndex((mail) => mail.to === first.email);
    const secondIndex = mails.findIndex((mail) => mail.to === second.email);
    expect(secondIndex).toBeGreaterThanOrEqual(0);
    expect(secondIndex).toBeLessThan(firstIndex);
    expect(new Set(mails.map((mail) => mail.id)).size).toBe(mails.length);
  });

  it('EMAIL_NOT_FOUND for an unknown e-mail: no mail, nothing written', async () => {
    const email = uniqueEmail('nadie');
    await expectNothingWritten(server, async () => {
      expectError(await requestReset(email), 'EMAIL_NOT_FOUND');
    });
    expect(await lastMailTo(server, email)).toBeUndefined();
  });

  it.each(['google', 'facebook'] as const)(
    'INVALID_USER_AUTH_PROVIDER for an account created through %s: no mail, nothing written',
    async (provider) => {
      const { email } = await socialSignUp(server, provider);
      await expectNothingWritten(server, async () => {
        expectError(await requestReset(email), 'INVALID_USER_AUTH_PROVIDER');
      });
      expect(await lastMailTo(server, email)).toBeUndefined();
    },
  );

  it.each(["' OR '1'='1", '%', '_', 'nadie@ejemplo.com; DROP TABLE agents', '*@ejemplo.com'])(
    'EMAIL_NOT_FOUND for %j (no pattern matching, no injection)',
    async (emailAddress) => {
      await signUp(server);
      expectError(await requestReset(emailAddress), 'EMAIL_NOT_FOUND');
    },
  );

  it('does not sign the agent out by itself', async () => {
    const { email, token } = await signUp(server);
    expectOk(await requestReset(email));
    expectOk(await server.api('GET', '/auth/landlords', { token }));
  });
});

describe('PUT /auth/landlords/password-reset', () => {
  it('sets the new password: the old one fails, the new one works, access tokens are revoked (SESSION_REVOKED, issue 21)', async () => {
    const { email, password, token, resetToken } = await agentWithResetToken();
    const response = await resetPassword(resetToken);
    expect(response.status, response.text).toBe(200);
    expect(response.body?.metadata.error).toBeUndefined();
    expectError(await signIn(server, email, password), 'PASSWORD_INVALID');
    expectOk(await signIn(server, email, NEW_PASSWORD));
    expectError(await server.api('GET', '/auth/landlords', { token }), 'SESSION_REVOKED');
  });

  it('TOKEN_EXPIRED when the link is used a second time, and the password stays the first new one', async () => {
    const { email, resetToken } = await agentWithResetToken();
    expect((await resetPassword(resetToken)).status).toBe(200);
    await expectNothingWritten(server, async () => {
      expectError(await resetPassword(resetToken, 'Tercera#Clave3'), 'TOKEN_EXPIRED');
    });
    expectError(await signIn(server, email, 'Tercera#Clave3'), 'PASSWORD_INVALID');
    expectOk(await signIn(server, email, NEW_PASSWORD));
  });

  it('two simultaneous uses of one link: exactly one succeeds', async () => {
    const { email, resetToken } = await agentWithResetToken();
    const responses = await Promise.all([resetPassword(resetToken, 'Primera#Clave1'), resetPassword(resetToken, 'Segunda#Clave2')]);
    expect(responses.map((response) => response.status).sort(), responses.map((r) => r.text).join('\n')).toEqual([200, 401]);
    const loser = responses.find((response) => response.status === 401);
    expect(loser?.body?.metadata.error?.type).toBe('TOKEN_EXPIRED');
    const winner = responses[0]?.status === 200 ? 'Primera#Clave1' : 'Segunda#Clave2';
    const other = winner === 'Primera#Clave1' ? 'Segunda#Clave2' : 'Primera#Clave1';
    expectOk(await signIn(server, email, winner));
    expectError(await signIn(server, email, other), 'PASSWORD_INVALID');
  });

  it('a successful reset spends every other link of the agent', async () => {
    const { email, resetToken: older } = await agentWithResetToken();
    expectOk(await requestReset(email));
    const newer = await resetTokenFromMail(server, email);
    expect(newer).not.toBe(older);
    expect((await resetPassword(newer)).status).toBe(200);
    expectError(await resetPassword(older, 'Tercera#Clave3'), 'TOKEN_EXPIRED');
    expectOk(await signIn(server, email, NEW_PASSWORD));
  });

  it('works 29 minutes after the request', async () => {
    const { resetToken } = await agentWithResetToken();
    server.clock.advance(29 * MINUTES);
    expect((await resetPassword(resetToken)).status).toBe(200);
  });

  it('TOKEN_EXPIRED 31 minutes after the request; the old password still works', async () => {
    const { email, password, resetToken } = await agentWithResetToken();
    server.clock.advance(31 * MINUTES);
    expectError(await resetPassword(resetToken), 'TOKEN_EXPIRED');
    expectOk(await signIn(server, email, password));
    expectError(await signIn(server, email, NEW_PASSWORD), 'PASSWORD_INVALID');
  });

  it.each([
    ['a garbage token', { token: 'esto-no-es-un-token-de-restablecimiento' }],
    ['no token', {}],
    ['an overlong token', { token: 'A'.repeat(10_000) }],
    ['a Basic authorization', { headers: { authorization: 'Basic dXNlcjpwYXNz' } }],
  ])('ACCESS_TOKEN_INVALID with %s, nothing written', async (_name, options) => {
    await expectNothingWritten(server, async () => {
      const response = await server.api('PUT', '/auth/landlords/password-reset', {
        body: { password: NEW_PASSWORD },
        ...options,
      });
      expectError(response, 'ACCESS_TOKEN_INVALID');
    });
  });

  it('ACCESS_TOKEN_INVALID for an access token (a session token does not reset passwords)', async () => {
    const { email, password, token } = await signUp(server);
    await expectNothingWritten(server, async () => {
      expectError(await resetPassword(token), 'ACCESS_TOKEN_INVALID');
    });
    expectOk(await signIn(server, email, password));
  });

  it('a reset token of one agent changes only that agent’s password', async () => {
    const other = await signUp(server);
    const { resetToken } = await agentWithResetToken();
    expect((await resetPassword(resetToken)).status).toBe(200);
    expectOk(await server.api('GET', '/auth/landlords', { token: other.token }));
    expectOk(await signIn(server, other.email, other.password));
  });

  it('VALIDATION_ERROR for a password under 6 characters, and the link can still be used', async () => {
    const { resetToken, email } = await agentWithResetToken();
    await expectNothingWritten(server, async () => {
      expectError(await resetPassword(resetToken, 'abc12'), 'VALIDATION_ERROR');
    });
    expect((await resetPassword(resetToken)).status).toBe(200);
    expectOk(await signIn(server, email, NEW_PASSWORD));
  });
});

describeBodyValidation(() => server, {
  method: 'POST',
  path: '/auth/landlords/password-reset',
  successStatus: 200,
  async prepare(target) {
    const { email } = await signUp(target);
    return {
      body: { emailAddress: email },
      async verifyUntouched() {
        expect(await lastMailTo(target, email)).toBeUndefined();
      },
    };
  },
  invalidValues: { emailAddress: [123, null, true, {}, ['a@b.com'], ''] },
  overlong: { emailAddress: LONG.email },
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/auth/landlords/password-reset',
  successStatus: 200,
  async prepare(target) {
    const { email, password } = await signUp(target);
    expectOk(await target.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: email } }));
    const token = await resetTokenFromMail(target, email);
    return {
      body: { password: NEW_PASSWORD },
      token,
      async verifyUntouched() {
        // The password is unchanged and the link was not spent.
        expectOk(await target.api('POST', '/auth/landlords', { body: { emailAddress: email, password } }));
        const reset = await target.api('PUT', '/auth/landlords/password-reset', { body: { password: NEW_PASSWORD }, token });
        expect(reset.status, reset.text).toBe(200);
      },
    };
  },
  invalidValues: { password: [123456, null, true, {}, ['Secreta#1'], '', 'abc12'] },
  overlong: { password: LONG.password },
});
