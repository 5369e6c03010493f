import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent, Authorization } from '../../src/schema/agent.ts';
import { decoder } from '../../src/schema/decode.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import {
  expectError,
  expectNothingWritten,
  expectOk,
  signIn,
  signUp,
  socialSignUp,
  startServer,
  uniqueEmail,
} from './harness.ts';
import type { TestServer } from './harness.ts';

const decodeAgent = decoder(Agent, { strict: false });
const decodeAuthorization = decoder(Authorization, { strict: false });

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

describe('POST /auth/landlords', () => {
  it('signs in with e-mail and password: the agent and an authorization with a fresh access token', async () => {
    const { email, password, agent } = await signUp(server);
    const response = await signIn(server, email, password);
    const body = expectOk(response, 200);
    const decodedAgent = decodeAgent(body.data);
    expect(decodedAgent.ok, JSON.stringify(decodedAgent)).toBe(true);
    expect(body.data).toMatchObject({ agentId: agent.agentId, emailAddress: email, firstName: 'María', lastName: 'Pérez' });
    const authorization = decodeAuthorization(body.metadata.authorization);
    expect(authorization.ok, JSON.stringify(authorization)).toBe(true);
    expect(body.metadata.authorization).toMatchObject({ emailAddress: email, fullName: 'María Pérez' });
    // 256 random bits (DECISIONS.md) take at least 43 base64url characters.
    expect(body.metadata.authorization?.accessToken).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const me = await server.api('GET', '/auth/landlords', { token: body.metadata.authorization?.accessToken });
    expect(expectOk(me).data.agentId).toBe(agent.agentId);
  });

  it('records the session: lastSessionDate is a time, not in the future', async () => {
    const { email, password } = await signUp(server);
    const authorization = expectOk(await signIn(server, email, password)).metadata.authorization;
    const lastSession = Date.parse(String(authorization?.lastSessionDate));
    expect(Number.isFinite(lastSession), String(authorization?.lastSessionDate)).toBe(true);
    expect(lastSession).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('signs in with a password of accents and emoji', async () => {
    const password = 'Contraseña#ñ😀';
    const { email } = await signUp(server, { password });
    expectOk(await signIn(server, email, password));
    expectError(await signIn(server, email, 'Contrasena#n😀'), 'PASSWORD_INVALID');
  });

  it('lowercases the e-mail', async () => {
    const { email, password, agent } = await signUp(server);
    const body = expectOk(await signIn(server, email.toUpperCase(), password));
    expect(body.data.agentId).toBe(agent.agentId);
  });

  it('adds a session: the earlier token of the agent keeps working (issue 21: a session per device)', async () => {
    const { email, password, token: first } = await signUp(server);
    const second = expectOk(await signIn(server, email, password)).metadata.authorization?.accessToken;
    expect(second).not.toBe(first);
    expectOk(await server.api('GET', '/auth/landlords', { token: first }));
    expectOk(await server.api('GET', '/auth/landlords', { token: second }));
  });

  it('does not touch the tokens of other agents', async () => {
    const other = await signUp(server);
    const { email, password } = await signUp(server);
    expectOk(await signIn(server, email, password));
    expectOk(await server.api('GET', '/auth/landlords', { token: other.token }));
  });

  it('EMAIL_NOT_FOUND for an unknown e-mail, nothing written', async () => {
    await expectNothingWritten(server, async () => {
      expectError(await signIn(server, uniqueEmail('nadie'), 'Secreta#2026'), 'EMAIL_NOT_FOUND');
    });
  });

  it('PASSWORD_INVALID for a wrong password, and the current token stays valid', async () => {
    const { email, token } = await signUp(server);
    await expectNothingWritten(server, async () => {
      const response = await signIn(server, email, 'Otra#Clave1');
      expectError(response, 'PASSWORD_INVALID');
      expect(response.body?.metadata.authorization).toBeUndefined();
    });
    expectOk(await server.api('GET', '/auth/landlords', { token }));
  });

  it('PASSWORD_INVALID for the right password in another case', async () => {
    const { email, password } = await signUp(server);
    expectError(await signIn(server, email, password.toUpperCase()), 'PASSWORD_INVALID');
  });

  it('INVALID_USER_AUTH_PROVIDER for an account created through Google or Facebook', async () => {
    for (const provider of ['google', 'facebook'] as const) {
      const { email } = await socialSignUp(server, provider);
      await expectNothingWritten(server, async () => {
        expectError(await signIn(server, email, 'Secreta#2026'), 'INVALID_USER_AUTH_PROVIDER');
      });
    }
  });
});

describeBodyValidation(() => server, {
  method: 'POST',
  path: '/auth/landlords',
  successStatus: 200,
  async prepare(target) {
    const { email, password, token } = await signUp(target);
    return {
      body: { emailAddress: email, password },
      async verifyUntouched() {
        // A refused sign-in must not have replaced the agent's token.
        expectOk(await target.api('GET', '/auth/landlords', { token }));
      },
    };
  },
  invalidValues: {
    emailAddress: [123, null, true, {}, [], '', 'no-es-un-correo', 'ana@ejemplo.c'],
    password: [123456, null, false, ['Secreta#2026'], ''],
  },
  overlong: { emailAddress: LONG.email, password: LONG.password },
});
