/**
 * PUT /landlords/profile: the account page's profile form (shared DECISIONS.md: firstName,
 * lastName, sex, birthDate, countryState, location, description). Answers the agent, which now
 * carries sex, birthDate and description for the form to show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../src/schema/agent.ts';
import { decoder } from '../../src/schema/decode.ts';
import { expectError, expectNothingWritten, expectOk, expectValidationError, signUp, startServer } from './harness.ts';
import type { TestServer } from './harness.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import { REF, caracasDate } from './support/customers.ts';

const decodeAgent = decoder(Agent, { strict: true });

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

interface Place {
  readonly id: string;
  readonly name: string;
  readonly latitude: number;
  readonly longitude: number;
}
// The reference rows carry their coordinates (venezuela.json); REF types only id and name.
const capitalLocation = REF.capitalLocation as unknown as Place;
const zuliaLocation = REF.zuliaLocation as unknown as Place;

const profileBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  firstName: 'Lucía',
  lastName: 'Gómez Rivas',
  sex: 2,
  birthDate: '1988-03-14',
  countryState: REF.zulia.id,
  location: zuliaLocation.id,
  description: 'Agente en Maracaibo desde 2015.\nAlquileres y ventas.',
  ...overrides,
});

const me = async (token: string) => expectOk(await server.api('GET', '/auth/landlords', { token })).data;
const completedTypes = async (token: string) =>
  (expectOk(await server.api('GET', '/tasks-completed', { token })).data as Array<{ type: number }>).map((task) => task.type);
const onboardingBody = {
  codeContactPhoneNumber: '58',
  contactPhoneNumber: '4121234567',
  countryState: REF.capital.id,
  location: capitalLocation.id,
  latitude: 10.5,
  longitude: -66.9,
};

describe('PUT /landlords/profile', () => {
  it('saves the profile and answers the agent with it (names, sex, birth date, description, address)', async () => {
    const { token, agent } = await signUp(server);
    const body = expectOk(await server.api('PUT', '/landlords/profile', { body: profileBody(), token }));
    expect(decodeAgent(body.data).ok, JSON.stringify(body.data)).toBe(true);
    expect(body.data).toMatchObject({
      agentId: agent.agentId,
      firstName: 'Lucía',
      lastName: 'Gómez Rivas',
      fullName: 'Lucía Gómez Rivas',
      sex: 2,
      birthDate: '1988-03-14',
      description: 'Agente en Maracaibo desde 2015.\nAlquileres y ventas.',
      address: {
        countryState: REF.zulia.name,
        countryStateId: REF.zulia.id,
        location: zuliaLocation.name,
        countryLocationId: zuliaLocation.id,
        latitude: zuliaLocation.latitude,
        longitude: zuliaLocation.longitude,
      },
      emailAddress: agent.emailAddress,
    });
    expect(await me(token)).toEqual(body.data);
  });

  it('a new agent has the three fields null', async () => {
    const { agent } = await signUp(server);
    expect(agent).toMatchObject({ sex: null, birthDate: null, description: null });
  });

  it('trims the texts and makes inner runs of spaces one in the names', async () => {
    const { token } = await signUp(server);
    const body = expectOk(
      await server.api('PUT', '/landlords/profile', {
        body: profileBody({ firstName: '  Ana   María ', lastName: ' Pérez ', description: '  Hola.  ' }),
        token,
      }),
    );
    expect(body.data).toMatchObject({ firstName: 'Ana María', lastName: 'Pérez', fullName: 'Ana María Pérez', description: 'Hola.' });
  });

  it('leaves the phone, profileCompleted and the checklist alone (completing the profile is onboarding’s)', async () => {
    const fresh = await signUp(server);
    expectOk(await server.api('PUT', '/landlords/profile', { body: profileBody(), token: fresh.token }));
    expect(await me(fresh.token)).toMatchObject({ profileCompleted: false, contactPhoneNumber: null });
    expect(await completedTypes(fresh.token)).toEqual([]);

    const onboarded = await signUp(server);
    expectOk(await server.api('PUT', '/landlords', { body: onboardingBody, token: onboarded.token }));
    const before = await me(onboarded.token);
    const after = expectOk(await server.api('PUT', '/landlords/profile', { body: profileBody(), token: onboarded.token })).data;
    expect(after).toMatchObject({ profileCompleted: true, contactPhoneNumber: before.contactPhoneNumber });
    expect(await completedTypes(onboarded.token)).toEqual([1]);
  });

  it('the same locality keeps the coordinates onboarding stored; another brings its own', async () => {
    const { token } = await signUp(server);
    expectOk(await server.api('PUT', '/landlords', { body: onboardingBody, token }));
    const same = expectOk(
      await server.api('PUT', '/landlords/profile', { body: profileBody({ countryState: REF.capital.id, location: capitalLocation.id }), token }),
    ).data;
    expect(same.address).toMatchObject({ countryLocationId: capitalLocation.id, latitude: 10.5, longitude: -66.9 });
    const moved = expectOk(await server.api('PUT', '/landlords/profile', { body: profileBody(), token })).data;
    expect(moved.address).toMatchObject({ countryLocationId: zuliaLocation.id, latitude: zuliaLocation.latitude, longitude: zuliaLocation.longitude });
  });

  it('a locality of another state → 400 naming location; nothing changes', async () => {
    const { token } = await signUp(server);
    const before = await me(token);
    await expectNothingWritten(server, async () => {
      expectValidationError(await server.api('PUT', '/landlords/profile', { body: profileBody({ countryState: REF.capital.id }), token }), 'location');
    });
    expect(await me(token)).toEqual(before);
  });

  it('an unknown state or locality → 400', async () => {
    const { token } = await signUp(server);
    expectValidationError(await server.api('PUT', '/landlords/profile', { body: profileBody({ location: 've-no-existe' }), token }), 'location');
    expectValidationError(await server.api('PUT', '/landlords/profile', { body: profileBody({ countryState: 've-no-existe' }), token }), 'location');
  });

  it('changes only the caller’s profile', async () => {
    const other = await signUp(server);
    const before = await me(other.token);
    const { token } = await signUp(server);
    expectOk(await server.api('PUT', '/landlords/profile', { body: profileBody(), token }));
    expect(await me(other.token)).toEqual(before);
  });

  it('needs the API key and a valid bearer token', async () => {
    const { token } = await signUp(server);
    await expectNothingWritten(server, async () => {
      expectError(await server.api('PUT', '/landlords/profile', { body: profileBody() }), 'ACCESS_TOKEN_INVALID');
      expectError(await server.api('PUT', '/landlords/profile', { body: profileBody(), token: 'no-es-un-token' }), 'ACCESS_TOKEN_INVALID');
      expectError(await server.api('PUT', '/landlords/profile', { body: profileBody(), token, apiKey: null }), 'API_KEY_INVALID');
    });
  });
});

const tomorrow = (): string => caracasDate(new Date(Date.now() + 2 * 24 * 60 * 60_000));

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/landlords/profile',
  successStatus: 200,
  async prepare(target) {
    const { token } = await signUp(target);
    const before = expectOk(await target.api('GET', '/auth/landlords', { token })).data;
    return {
      body: profileBody(),
      token,
      async verifyUntouched() {
        expect(expectOk(await target.api('GET', '/auth/landlords', { token })).data).toEqual(before);
      },
    };
  },
  invalidValues: {
    firstName: [null, 42, '', 'Al', '   ', 'Ana3', 'Ana\u0000', 'a'.repeat(51)],
    lastName: [null, '', 'Pé', 'Pérez!', ['Pérez']],
    sex: [null, 0, 4, 1.5, '1', 'FEMALE'],
    birthDate: [null, '', '14/03/1988', '1988-02-30', '1929-12-31', tomorrow(), 19880314],
    countryState: [null, '', 've zulia', 've-zulia\u0000', 42],
    location: [null, '', 'x'.repeat(65), {}],
    description: [null, '', '   ', 'a'.repeat(501), 'hola\u0007', 7],
  },
  overlong: {
    firstName: LONG.name,
    lastName: LONG.name,
    birthDate: LONG.digits,
    countryState: LONG.name,
    location: LONG.name,
    description: LONG.name,
  },
});
