/**
 * Issue 21: a session per device. Each sign-in adds a session; the account lists them, closes one
 * or all the others; a password change ends every other session; a token ended from elsewhere
 * answers SESSION_REVOKED, one ended by its own logout ACCESS_TOKEN_INVALID. Scoped by the agent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/database.ts';
import { decoder } from '../../src/schema/decode.ts';
import { AgentSession } from '../../src/schema/session.ts';
import {
  DAYS,
  DEFAULT_PASSWORD,
  expectError,
  expectNothingWritten,
  expectOk,
  expectValidationError,
  resetTokenFromMail,
  signUp,
  socialSignUp,
  startServer,
  type SignedUpAgent,
  type TestServer,
} from './harness.ts';

const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const decodeSession = decoder(AgentSession, { strict: true });

let server: TestServer;
let db: Db;
beforeAll(async () => {
  server = await startServer();
  db = openDatabase(server.config.databaseUrl, () => {}).db;
});
afterAll(async () => {
  await db?.destroy();
  await server?.close();
});

interface Device {
  readonly token: string;
}

/** Signs the agent in from a device with that User-Agent: one more session. */
async function signInFrom(agent: SignedUpAgent, userAgent: string): Promise<Device> {
  const body = expectOk(
    await server.api('POST', '/auth/landlords', {
      body: { emailAddress: agent.email, password: agent.password },
      headers: { 'user-agent': userAgent },
    }),
  );
  const token = body.metadata.authorization?.accessToken;
  if (token === undefined) throw new Error('no token');
  return { token };
}

type Listed = { id: string; device: string | null; place: string | null; createdAt: string; lastUsedAt: string; current: boolean };

async function sessionsOf(token: string): Promise<Listed[]> {
  const body = expectOk(await server.api('GET', '/auth/landlords/sessions', { token }));
  const data = body.data as unknown[];
  for (const item of data) expect(decodeSession(item).ok, JSON.stringify(item)).toBe(true);
  return data as Listed[];
}

/** An agent signed in on a laptop and a phone (besides the sign-up's own session). */
async function twoDevices(): Promise<{ agent: SignedUpAgent; laptop: Device; phone: Device }> {
  const agent = await signUp(server);
  const laptop = await signInFrom(agent, LAPTOP);
  server.clock.advance(2 * 60_000);
  const phone = await signInFrom(agent, PHONE);
  return { agent, laptop, phone };
}

const me = (token: string) => server.api('GET', '/auth/landlords', { token });

describe('a session per device', () => {
  it('the laptop and the phone both stay signed in, and each lists both, newest use first', async () => {
    const { agent, laptop, phone } = await twoDevices();
    expectOk(await me(laptop.token));
    expectOk(await me(phone.token));
    // The sign-up's session is still there too.
    expectOk(await me(agent.token));

    server.clock.advance(2 * 60_000);
    const fromLaptop = await sessionsOf(laptop.token);
    expect(fromLaptop).toHaveLength(3);
    expect(fromLaptop[0]).toMatchObject({ device: 'Chrome en Windows', place: 'Red local', current: true });
    expect(fromLaptop.filter((session) => session.current)).toHaveLength(1);
    const phoneRow = fromLaptop.find((session) => session.device === 'Safari en iPhone');
    expect(phoneRow).toMatchObject({ place: 'Red local', current: false });
    expect(Date.parse(phoneRow?.createdAt ?? '')).toBeLessThanOrEqual(Date.parse(phoneRow?.lastUsedAt ?? ''));
    // Newest use first.
    const uses = fromLaptop.map((session) => Date.parse(session.lastUsedAt));
    expect([...uses].sort((a, b) => b - a)).toEqual(uses);

    const fromPhone = await sessionsOf(phone.token);
    expect(fromPhone.find((session) => session.current)?.device).toBe('Safari en iPhone');
    expect(fromPhone.map((session) => session.id).sort()).toEqual(fromLaptop.map((session) => session.id).sort());
  });

  it('a client that names no known browser is listed with a null device', async () => {
    const agent = await signUp(server);
    const device = await signInFrom(agent, 'curl/8.5.0');
    const current = (await sessionsOf(device.token)).find((session) => session.current);
    expect(current?.device).toBeNull();
  });

  it('stores labels, never the raw address', async () => {
    const { agent } = await twoDevices();
    const rows = await db.selectFrom('access_tokens').selectAll().where('agent_id', '=', agent.agent.agentId).where('kind', '=', 'access').execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.place).toBe('Red local');
      expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|::1\b|::ffff:/);
    }
    expect(rows.map((row) => row.device).sort()).toEqual(['Chrome en Windows', 'Safari en iPhone', null]);
    expect(await server.dump()).not.toContain('127.0.0.1');
  });
});

describe('DELETE /auth/landlords/sessions/{id}', () => {
  it("closes the phone's session from the laptop: the phone's next call answers SESSION_REVOKED, the laptop goes on", async () => {
    const { laptop, phone } = await twoDevices();
    const phoneId = (await sessionsOf(laptop.token)).find((session) => session.device === 'Safari en iPhone')?.id ?? '';
    expectOk(await server.api('DELETE', `/auth/landlords/sessions/${phoneId}`, { token: laptop.token }));
    expectError(await me(phone.token), 'SESSION_REVOKED');
    expectError(await server.api('GET', '/tasks-completed', { token: phone.token }), 'SESSION_REVOKED');
    expectError(await server.api('DELETE', '/auth/landlords/logout', { token: phone.token }), 'SESSION_REVOKED');
    // The live hub refuses it too.
    const negotiate = await server.fetchRaw('/hubs/notifications/negotiate?negotiateVersion=1', {
      method: 'POST',
      headers: { 'x-api-key': server.config.apiKey, authorization: `Bearer ${phone.token}` },
    });
    expect(negotiate.status).toBe(401);
    expect((await negotiate.json()).metadata.error.type).toBe('SESSION_REVOKED');
    expectOk(await me(laptop.token));
    expect((await sessionsOf(laptop.token)).map((session) => session.id)).not.toContain(phoneId);
    // Closing it again: no such active session.
    expectError(await server.api('DELETE', `/auth/landlords/sessions/${phoneId}`, { token: laptop.token }), 'SESSION_NOT_FOUND');
  });

  it('closing the current session is a logout: its next call answers ACCESS_TOKEN_INVALID', async () => {
    const { laptop, phone } = await twoDevices();
    const own = (await sessionsOf(laptop.token)).find((session) => session.current)?.id ?? '';
    expectOk(await server.api('DELETE', `/auth/landlords/sessions/${own}`, { token: laptop.token }));
    expectError(await me(laptop.token), 'ACCESS_TOKEN_INVALID');
    expectOk(await me(phone.token));
  });

  it("another agent can neither list nor close the first agent's sessions (404, nothing written)", async () => {
    const { laptop, phone } = await twoDevices();
    const stranger = await signUp(server);
    const theirs = await sessionsOf(laptop.token);
    const mine = await sessionsOf(stranger.token);
    expect(mine).toHaveLength(1);
    expect(mine.map((session) => session.id)).not.toEqual(expect.arrayContaining([theirs[0]?.id]));
    for (const session of theirs) {
      await expectNothingWritten(server, async () => {
        expectError(await server.api('DELETE', `/auth/landlords/sessions/${session.id}`, { token: stranger.token }), 'SESSION_NOT_FOUND');
      });
    }
    // 'Cerrar las demás' of the stranger ends none of them.
    expect(expectOk(await server.api('DELETE', '/auth/landlords/sessions', { token: stranger.token })).data).toEqual({ closed: 0 });
    expectOk(await me(laptop.token));
    expectOk(await me(phone.token));
  });

  it('an unknown id is SESSION_NOT_FOUND; a malformed one VALIDATION_ERROR', async () => {
    const { token } = await signUp(server);
    expectError(await server.api('DELETE', '/auth/landlords/sessions/00000000-0000-0000-0000-000000000000', { token }), 'SESSION_NOT_FOUND');
    expectValidationError(await server.api('DELETE', '/auth/landlords/sessions/no%20vale', { token }), 'id');
  });

  it('an expired session is not listed and cannot be closed', async () => {
    const agent = await signUp(server);
    const old = await signInFrom(agent, PHONE);
    const oldId = (await sessionsOf(old.token)).find((session) => session.current)?.id ?? '';
    server.clock.advance(31 * DAYS);
    const fresh = await signInFrom(agent, LAPTOP);
    const listed = await sessionsOf(fresh.token);
    expect(listed.map((session) => session.id)).toEqual([listed.find((session) => session.current)?.id]);
    expectError(await server.api('DELETE', `/auth/landlords/sessions/${oldId}`, { token: fresh.token }), 'SESSION_NOT_FOUND');
    expectError(await me(old.token), 'ACCESS_TOKEN_INVALID');
  });
});

describe("DELETE /auth/landlords/sessions ('Cerrar las demás')", () => {
  it('ends every other session of the caller; they answer SESSION_REVOKED', async () => {
    const { agent, laptop, phone } = await twoDevices();
    const other = await signUp(server);
    expect(expectOk(await server.api('DELETE', '/auth/landlords/sessions', { token: laptop.token })).data).toEqual({ closed: 2 });
    expectError(await me(phone.token), 'SESSION_REVOKED');
    expectError(await me(agent.token), 'SESSION_REVOKED');
    expectOk(await me(laptop.token));
    expectOk(await me(other.token));
    expect(await sessionsOf(laptop.token)).toHaveLength(1);
  });
});

describe('PUT /auth/landlords/password', () => {
  const NEW_PASSWORD = 'Otra#Clave7';

  it('changes the password and ends every other session (SESSION_REVOKED); this one goes on', async () => {
    const { agent, laptop, phone } = await twoDevices();
    expectOk(await server.api('PUT', '/auth/landlords/password', { token: laptop.token, body: { currentPassword: agent.password, newPassword: NEW_PASSWORD } }));
    expectOk(await me(laptop.token));
    expectError(await me(phone.token), 'SESSION_REVOKED');
    expectError(await me(agent.token), 'SESSION_REVOKED');
    expectError(await server.api('POST', '/auth/landlords', { body: { emailAddress: agent.email, password: agent.password } }), 'PASSWORD_INVALID');
    expectOk(await server.api('POST', '/auth/landlords', { body: { emailAddress: agent.email, password: NEW_PASSWORD } }));
  });

  it('a wrong current password is PASSWORD_INVALID and changes nothing', async () => {
    const { agent, laptop, phone } = await twoDevices();
    await expectNothingWritten(server, async () => {
      expectError(
        await server.api('PUT', '/auth/landlords/password', { token: laptop.token, body: { currentPassword: 'No#Es1', newPassword: NEW_PASSWORD } }),
        'PASSWORD_INVALID',
      );
      expectError(await server.api('PUT', '/auth/landlords/password', { token: laptop.token, body: { newPassword: NEW_PASSWORD } }), 'PASSWORD_INVALID');
    });
    expectOk(await me(phone.token));
    expectOk(await server.api('POST', '/auth/landlords', { body: { emailAddress: agent.email, password: DEFAULT_PASSWORD } }));
  });

  it('a new password that breaks the sign-up rules is VALIDATION_ERROR and changes nothing', async () => {
    const { agent, laptop, phone } = await twoDevices();
    for (const weak of ['corta', 'sinmayuscula1', 'SinNumero', 'Ab1']) {
      await expectNothingWritten(server, async () => {
        expectValidationError(
          await server.api('PUT', '/auth/landlords/password', { token: laptop.token, body: { currentPassword: agent.password, newPassword: weak } }),
          'newPassword',
        );
      });
    }
    expectValidationError(await server.api('PUT', '/auth/landlords/password', { token: laptop.token, body: { currentPassword: agent.password } }), 'newPassword');
    expectOk(await me(phone.token));
  });

  it('needs a session: no token is ACCESS_TOKEN_INVALID, a closed one SESSION_REVOKED', async () => {
    const { agent, laptop, phone } = await twoDevices();
    expectError(await server.api('PUT', '/auth/landlords/password', { body: { currentPassword: agent.password, newPassword: NEW_PASSWORD } }), 'ACCESS_TOKEN_INVALID');
    expectOk(await server.api('DELETE', '/auth/landlords/sessions', { token: laptop.token }));
    expectError(
      await server.api('PUT', '/auth/landlords/password', { token: phone.token, body: { currentPassword: agent.password, newPassword: NEW_PASSWORD } }),
      'SESSION_REVOKED',
    );
  });

  it('an agent signed up through Google, without a password, sets a first one without the current one', async () => {
    const social = await socialSignUp(server, 'google');
    expect(expectOk(await server.api('GET', '/auth/landlords/password', { token: social.token })).data).toEqual({ passwordSet: false });
    expectOk(await server.api('PUT', '/auth/landlords/password', { token: social.token, body: { newPassword: NEW_PASSWORD } }));
    expect(expectOk(await server.api('GET', '/auth/landlords/password', { token: social.token })).data).toEqual({ passwordSet: true });
    const email = (expectOk(await me(social.token)).data as { emailAddress: string }).emailAddress;
    expectOk(await server.api('POST', '/auth/landlords', { body: { emailAddress: email, password: NEW_PASSWORD } }));
    // From now on the current one is needed.
    expectError(await server.api('PUT', '/auth/landlords/password', { token: social.token, body: { newPassword: 'Tercera#9' } }), 'PASSWORD_INVALID');
  });

  it('GET /auth/landlords/password says a password-signed-up agent has one', async () => {
    const { token } = await signUp(server);
    expect(expectOk(await server.api('GET', '/auth/landlords/password', { token })).data).toEqual({ passwordSet: true });
  });
});

describe('a password reset', () => {
  it('ends every session of the agent, with SESSION_REVOKED', async () => {
    const { agent, laptop, phone } = await twoDevices();
    expectOk(await server.api('POST', '/auth/landlords/password-reset', { body: { emailAddress: agent.email } }));
    const reset = await resetTokenFromMail(server, agent.email);
    expectOk(await server.api('PUT', '/auth/landlords/password-reset', { token: reset, body: { password: 'Nueva#Clave1' } }));
    for (const device of [laptop, phone, agent]) expectError(await me(device.token), 'SESSION_REVOKED');
  });
});

describe('the sign-in sweep', () => {
  it('drops revoked rows after 30 days: the token then answers like an unknown one', async () => {
    const { agent, laptop, phone } = await twoDevices();
    expectOk(await server.api('DELETE', '/auth/landlords/sessions', { token: laptop.token }));
    expectError(await me(phone.token), 'SESSION_REVOKED');
    server.clock.advance(31 * DAYS);
    await signInFrom(agent, LAPTOP);
    expectError(await me(phone.token), 'ACCESS_TOKEN_INVALID');
    const rows = await db.selectFrom('access_tokens').select('id').where('agent_id', '=', agent.agent.agentId).where('kind', '=', 'access').execute();
    expect(rows).toHaveLength(1);
  });
});
