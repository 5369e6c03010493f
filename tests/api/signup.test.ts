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
  signUpBody,
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

const postSignUp = (body: Record<string, unknown>) => server.api('POST', '/landlords', { body });

describe('POST /landlords', () => {
  it('creates the agent: 201, the agent with profileCompleted false, and an authorization', async () => {
    const body = signUpBody();
    const response = await postSignUp(body);
    const envelope = expectOk(response, 201);
    const agent = decodeAgent(envelope.data);
    expect(agent.ok, JSON.stringify(agent)).toBe(true);
    expect(envelope.data).toMatchObject({
      firstName: 'María',
      lastName: 'Pérez',
      fullName: 'María Pérez',
      emailAddress: body.emailAddress,
      profileCompleted: false,
      avatarUrl: null,
      contactPhoneNumber: null,
    });
    expect(envelope.data.agentId).toMatch(/^[0-9a-f-]{36}$/i);
    const authorization = decodeAuthorization(envelope.metadata.authorization);
    expect(authorization.ok, JSON.stringify(authorization)).toBe(true);
    expect(envelope.metadata.authorization).toMatchObject({ emailAddress: body.emailAddress, fullName: 'María Pérez' });
    const me = await server.api('GET', '/auth/landlords', { token: envelope.metadata.authorization?.accessToken });
    expect(expectOk(me).data.agentId).toBe(envelope.data.agentId);
  });

  it('the new agent can sign in with the password', async () => {
    const { email, password, agent } = await signUp(server);
    expect(expectOk(await signIn(server, email, password)).data.agentId).toBe(agent.agentId);
  });

  it('lowercases the e-mail', async () => {
    // Capitalising the first name and trimming the e-mail are the form's normalisations (spec 5):
    // the wire refuses an address with spaces and stores the name as the form sent it.
    const email = uniqueEmail('Mayus');
    const envelope = expectOk(await postSignUp(signUpBody({ emailAddress: email.toUpperCase() })), 201);
    expect(envelope.data).toMatchObject({ emailAddress: email.toLowerCase() });
  });

  it('accepts names with accents, ñ, apostrophes, hyphens and spaces', async () => {
    const envelope = expectOk(
      await postSignUp(signUpBody({ firstName: "ana-maría o'ñez", lastName: 'Núñez de Peña' })),
      201,
    );
    expect(envelope.data.lastName).toBe('Núñez de Peña');
  });

  it.each([
    ['a 3-letter first name', { firstName: 'Ana' }],
    ['a 50-letter first name', { firstName: 'A' + 'n'.repeat(49) }],
    ['a 6-character password', { password: 'Ab#123' }],
    ['a 128-character password', { password: 'Aa1#'.repeat(32) }],
    ['a password with accents and emoji', { password: 'Contraseña#ñ😀' }],
  ])('accepts %s (the limits are inclusive)', async (_name, overrides) => {
    expectOk(await postSignUp(signUpBody(overrides)), 201);
  });

  it('five simultaneous sign-ups with one e-mail: exactly one agent, the others EMAIL_IN_USE', async () => {
    const body = signUpBody();
    const before = await server.snapshot();
    const responses = await Promise.all(Array.from({ length: 5 }, () => postSignUp(body)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses, responses.map((response) => response.text).join('\n')).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((candidate) => candidate.status === 409)) expectError(response, 'EMAIL_IN_USE');
    expect((await server.snapshot()).agents).toBe((before.agents ?? 0) + 1);
  });

  it('stores acceptEmails false as well as true', async () => {
    expectOk(await postSignUp(signUpBody({ acceptEmails: false })), 201);
  });

  describe('order of checks', () => {
    it('EMAIL_IN_USE first, even with an empty password and recaptcha token', async () => {
      const { email } = await signUp(server);
      await expectNothingWritten(server, async () => {
        expectError(await postSignUp(signUpBody({ emailAddress: email, password: '', recaptchaToken: '' })), 'EMAIL_IN_USE');
      });
    });

    it('EMAIL_IN_USE whatever the case of the e-mail', async () => {
      const { email } = await signUp(server);
      await expectNothingWritten(server, async () => {
        expectError(await postSignUp(signUpBody({ emailAddress: email.toUpperCase() })), 'EMAIL_IN_USE');
      });
    });

    it('EMAIL_IN_USE for the e-mail of an agent created through a social provider', async () => {
      const { email } = await socialSignUp(server, 'google');
      await expectNothingWritten(server, async () => {
        expectError(await postSignUp(signUpBody({ emailAddress: email })), 'EMAIL_IN_USE');
      });
    });

    it('PASSWORD_REQUIRED for a new e-mail with an empty password (step 1 of the form), nothing written', async () => {
      await expectNothingWritten(server, async () => {
        const response = await postSignUp(signUpBody({ password: '', recaptchaToken: '' }));
        expectError(response, 'PASSWORD_REQUIRED');
        expect(response.body?.metadata.authorization).toBeUndefined();
      });
    });

    it('VALIDATION_ERROR for a password under 6 characters, nothing written', async () => {
      await expectNothingWritten(server, async () => {
        expectError(await postSignUp(signUpBody({ password: 'Ab#12' })), 'VALIDATION_ERROR');
      });
    });

    it('RECAPTCHA_VERIFICATION_FAILED for an empty recaptcha token, nothing written', async () => {
      await expectNothingWritten(server, async () => {
        expectError(await postSignUp(signUpBody({ recaptchaToken: '' })), 'RECAPTCHA_VERIFICATION_FAILED');
      });
    });

    it('the same e-mail succeeds after a refused attempt', async () => {
      const body = signUpBody();
      expectError(await postSignUp({ ...body, password: '', recaptchaToken: '' }), 'PASSWORD_REQUIRED');
      expectError(await postSignUp({ ...body, recaptchaToken: '' }), 'RECAPTCHA_VERIFICATION_FAILED');
      expectOk(await postSignUp(body), 201);
      expectError(await postSignUp(body), 'EMAIL_IN_USE');
    });
  });
});

describeBodyValidation(() => server, {
  method: 'POST',
  path: '/landlords',
  successStatus: 201,
  async prepare(target) {
    const body = signUpBody();
    return {
      body,
      async verifyUntouched() {
        const response = await target.api('POST', '/auth/landlords', {
          body: { emailAddress: body.emailAddress, password: body.password },
        });
        expectError(response, 'EMAIL_NOT_FOUND');
      },
    };
  },
  invalidValues: {
    // Blank names (the probe's '   ') count their length once trimmed, as the server stores them.
    firstName: [123, null, true, '', '   ', '  Jo  ', ' '.repeat(10), 'R2D2', '<script>', 'a'.repeat(51), '😀😀😀', 'Ana\u0000', 'Ana\nMaría', 'Ana\ud800'],
    lastName: [123, null, false, 'Pérez 2', '<b>', 'b'.repeat(51), 'Pérez\u0007', `${'b'.repeat(49)}\u0000`],
    emailAddress: [123, null, '', 'no-es-un-correo', 'ana@ejemplo.c', 'ana @ejemplo.com'],
    password: [123456, null, true, 'Aa1#'.repeat(32) + 'x', 'Secreta#2026\u0000'],
    acceptEmails: ['true', 1, null, 'sí'],
    recaptchaToken: [123, null, {}, 'token\u0000'],
  },
  overlong: {
    firstName: LONG.name,
    lastName: LONG.name,
    emailAddress: LONG.email,
    password: LONG.password,
    recaptchaToken: LONG.token,
  },
});
