import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_ACTIVITY_TITLE, Tenant } from '../../src/schema/tenant.ts';
import { LONG, describeBodyValidation } from './support/body-validation.ts';
import {
  ISO_UTC,
  MISSING_ID,
  REF,
  activitiesOf,
  caracasDate,
  completedTypes,
  createTenant,
  expectSchema,
  getTenant,
  tenantBody,
  tenantUpdateBody,
  uniquePhone,
} from './support/customers.ts';
import type { TenantData } from './support/customers.ts';
import { expectError, expectNothingWritten, expectOk, signUp, startServer, uniqueEmail } from './harness.ts';
import type { TestServer } from './harness.ts';
import { DAYS } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

const postTenant = (token: string, body: Record<string, unknown>) => server.api('POST', '/tenants', { body, token });
const putTenant = (token: string, tenantId: string, body: Record<string, unknown>) =>
  server.api('PUT', `/tenants/${tenantId}`, { body, token });

/** One agent for the validation tables (they write nothing, so sharing it is safe). */
let validationAgent: Promise<{ token: string }> | undefined;
const sharedAgent = (target: TestServer) => (validationAgent ??= signUp(target));

describe('POST /tenants', () => {
  it('creates the customer: 201, the contract shape, readable by id and by slug', async () => {
    const { token } = await signUp(server);
    const body = tenantBody();
    const envelope = expectOk(await postTenant(token, body), 201);
    expectSchema(Tenant, envelope.data);
    const tenant = envelope.data as TenantData;
    expect(tenant).toMatchObject({
      firstName: 'Carlos',
      lastName: 'Rodríguez',
      fullName: 'Carlos Rodríguez',
      tenantType: 2,
      status: 1,
      emailAddress: body.emailAddress,
      phoneNumber: { code: '58', number: body.phoneNumber, fullNumber: `58${String(body.phoneNumber)}` },
      documentType: 1,
      documentNumber: body.documentNumber,
      sex: 1,
      birthDate: '1985-04-12',
      address: {
        countryState: REF.capital.name,
        countryStateId: REF.capital.id,
        location: REF.capitalLocation.name,
        countryLocationId: REF.capitalLocation.id,
      },
      avatarUrl: null,
    });
    expect(tenant.slug).toMatch(/^[a-z0-9-]+$/);
    expect(tenant.createdAt).toMatch(ISO_UTC);
    expect(tenant.updatedAt).toMatch(ISO_UTC);
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(tenant);
    expect(expectOk(await server.api('GET', `/tenants/slug/${tenant.slug}`, { token })).data).toEqual(tenant);
    // The list reads the page its own way (address names from memory): the same customer.
    expect(expectOk(await server.api('GET', '/tenants', { token })).data).toEqual([tenant]);
  });

  it('accepts every optional field as null: address and document empty', async () => {
    const { token } = await signUp(server);
    const tenant = expectOk(
      await postTenant(
        token,
        tenantBody({
          emailAddress: null,
          documentType: null,
          documentNumber: null,
          countryState: null,
          location: null,
          birthDate: null,
          tenantType: 3,
          sex: 3,
        }),
      ),
      201,
    ).data as TenantData;
    expectSchema(Tenant, tenant);
    expect(tenant).toMatchObject({
      emailAddress: null,
      documentType: null,
      documentNumber: null,
      birthDate: null,
      tenantType: 3,
      sex: 3,
      address: { countryState: null, countryStateId: null, location: null, countryLocationId: null },
    });
  });

  it('accepts a lead (type 1), a state without a locality, and a birth date of today', async () => {
    const { token } = await signUp(server);
    const today = caracasDate(new Date());
    const tenant = await createTenant(server, token, { tenantType: 1, location: null, birthDate: today });
    expect(tenant).toMatchObject({
      tenantType: 1,
      birthDate: today,
      address: { countryStateId: REF.capital.id, countryLocationId: null, location: null },
    });
  });

  it('accepts the limits: names of 3 and 50 letters with an apostrophe and a hyphen, 14 digits, a 4-digit code, a 20-character document, 1930', async () => {
    const { token } = await signUp(server);
    const number = `4${String(uniquePhone()).slice(1)}1234`;
    const tenant = await createTenant(server, token, {
      firstName: 'Ana',
      lastName: `D'Alessandro-${'ñ'.repeat(37)}`,
      codePhoneNumber: '1809',
      phoneNumber: number,
      documentNumber: 'J'.repeat(20),
      birthDate: '1930-01-01',
    });
    expect(tenant).toMatchObject({
      firstName: 'Ana',
      lastName: `D'Alessandro-${'ñ'.repeat(37)}`,
      phoneNumber: { code: '1809', number, fullNumber: `1809${number}` },
      documentNumber: 'J'.repeat(20),
      birthDate: '1930-01-01',
    });
  });

  it('normalises: one leading 0 of the phone dropped, e-mail lowercased, names trimmed', async () => {
    const { token } = await signUp(server);
    const number = uniquePhone();
    const email = uniqueEmail('Cliente').toUpperCase();
    const tenant = await createTenant(server, token, {
      phoneNumber: `0${number}`,
      emailAddress: email,
      firstName: '  Ana  ',
      lastName: ' Núñez ',
    });
    expect(tenant.phoneNumber).toEqual({ code: '58', number, fullNumber: `58${number}` });
    expect(tenant.emailAddress).toBe(email.toLowerCase());
    expect(tenant.firstName).toBe('Ana');
    expect(tenant.lastName).toBe('Núñez');
    expect(tenant.fullName).toBe('Ana Núñez');
  });

  it('gives two people with the same name different slugs', async () => {
    const { token } = await signUp(server);
    const first = await createTenant(server, token, { firstName: 'José', lastName: 'García' });
    const second = await createTenant(server, token, { firstName: 'José', lastName: 'García' });
    expect(first.slug).not.toBe(second.slug);
    expect(expectOk(await server.api('GET', `/tenants/slug/${second.slug}`, { token })).data.tenantId).toBe(second.tenantId);
  });

  it('writes activity 1 in the same call', async () => {
    const { token, agent } = await signUp(server);
    const tenant = await createTenant(server, token);
    const activities = await activitiesOf(server, token, tenant.tenantId);
    expect(activities).toHaveLength(1);
    expect(activities[0]).toMatchObject({
      tenantId: tenant.tenantId,
      agentId: agent.agentId,
      eventType: 1,
      index: 1,
      title: TENANT_ACTIVITY_TITLE[1],
    });
  });

  it('records onboarding task 5 on the first customer only', async () => {
    const { token } = await signUp(server);
    expect(await completedTypes(server, token)).toEqual([]);
    await createTenant(server, token);
    expect(await completedTypes(server, token)).toEqual([5]);
    await createTenant(server, token);
    expect(await completedTypes(server, token)).toEqual([5]);
  });

  it('three simultaneous first customers: all created, task 5 recorded once', async () => {
    const { token } = await signUp(server);
    const responses = await Promise.all([0, 1, 2].map(() => postTenant(token, tenantBody())));
    expect(responses.map((r) => r.status), responses.map((r) => r.text).join('\n')).toEqual([201, 201, 201]);
    expect(await completedTypes(server, token)).toEqual([5]);
  });

  it('PHONE_NUMBER_IN_USE when another tenant has the number (also written with a leading 0, also by another agent)', async () => {
    const { token } = await signUp(server);
    const existing = await createTenant(server, token);
    const other = await signUp(server);
    for (const [caller, phoneNumber] of [
      [token, existing.phoneNumber.number],
      [token, `0${existing.phoneNumber.number}`],
      [other.token, existing.phoneNumber.number],
    ] as const) {
      await expectNothingWritten(server, async () => {
        expectError(await postTenant(caller, tenantBody({ phoneNumber })), 'PHONE_NUMBER_IN_USE');
      });
    }
    expect(await completedTypes(server, other.token)).toEqual([]);
  });

  it('EMAIL_IN_USE when another tenant has the e-mail (in any case)', async () => {
    const { token } = await signUp(server);
    const existing = await createTenant(server, token);
    for (const emailAddress of [existing.emailAddress, existing.emailAddress?.toUpperCase()]) {
      await expectNothingWritten(server, async () => {
        expectError(await postTenant(token, tenantBody({ emailAddress })), 'EMAIL_IN_USE');
      });
    }
  });

  it('two simultaneous creations with one phone: one 201, one PHONE_NUMBER_IN_USE', async () => {
    const { token } = await signUp(server);
    const phoneNumber = uniquePhone();
    const responses = await Promise.all([0, 1].map(() => postTenant(token, tenantBody({ phoneNumber }))));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses, responses.map((r) => r.text).join('\n')).toEqual([201, 409]);
    const refused = responses.find((r) => r.status === 409);
    if (refused !== undefined) expectError(refused, 'PHONE_NUMBER_IN_USE');
  });

  it.each([
    ['a locality of another state', { location: REF.zuliaLocation.id }],
    ['an unknown state', { countryState: 've-no-existe', location: null }],
    ['an unknown locality', { location: 've-distrito-capital-no-existe' }],
    ['a locality without a state', { countryState: null }],
    ['a birth date tomorrow', { birthDate: caracasDate(new Date(Date.now() + DAYS)) }],
  ])('VALIDATION_ERROR for %s, nothing written', async (_name, overrides) => {
    const { token } = await sharedAgent(server);
    await expectNothingWritten(server, async () => {
      expectError(await postTenant(token, tenantBody(overrides)), 'VALIDATION_ERROR');
    });
  });
});

const NAME_INVALID = [1, null, '', 'ab', '  ab  ', 'a'.repeat(51), 'Carl0s', 'Carlos!', '<b>Ana</b>', ['Ana']];
const TENANT_INVALID_VALUES = {
  firstName: NAME_INVALID,
  // The same rule as firstName: a shorter list keeps the table quick.
  lastName: [1, null, 'ab', 'a'.repeat(51), 'P3rez'],
  tenantType: ['2', null, 0, 4, 1.5],
  codePhoneNumber: [58, null, '', '+58', '12345', 'ab'],
  phoneNumber: [4121234567, null, '', '412123456', '041212345', '412123456789012', '41212345ab', '+584121234', ' 4121234567'],
  emailAddress: [1, '', 'no-es-un-correo', 'ana@ejemplo', {}],
  documentType: ['1', 0, 5],
  documentNumber: [123, 'x'.repeat(21)],
  sex: ['1', null, 0, 4],
  countryState: [1, '', {}],
  location: [1, '', []],
  birthDate: ['1985-13-01', '1985-02-30', '1929-12-31', '2999-01-01', '12/04/1985', 19850412, '', '1985-04-12T00:00:00Z'],
} as const;
const TENANT_OVERLONG = {
  firstName: LONG.name,
  lastName: LONG.name,
  codePhoneNumber: LONG.digits,
  phoneNumber: LONG.digits,
  emailAddress: LONG.email,
  documentNumber: LONG.name,
  countryState: LONG.name,
  location: LONG.name,
  birthDate: LONG.digits,
};

describeBodyValidation(() => server, {
  method: 'POST',
  path: '/tenants',
  successStatus: 201,
  async prepare(target) {
    const { token } = await sharedAgent(target);
    return { body: tenantBody(), token };
  },
  invalidValues: TENANT_INVALID_VALUES,
  overlong: TENANT_OVERLONG,
});

describe('PUT /tenants/{id}', () => {
  it('updates the person: the answer, GET and the list agree; updatedAt moves on', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const number = uniquePhone();
    const email = uniqueEmail('nuevo');
    const envelope = expectOk(
      await putTenant(
        token,
        tenant.tenantId,
        tenantUpdateBody(tenant, {
          firstName: 'Andrés',
          lastName: 'Peña',
          tenantType: 3,
          phoneNumber: `0${number}`,
          emailAddress: email,
          documentType: 4,
          documentNumber: 'J-12345678-9',
          sex: 2,
          countryState: REF.zulia.id,
          location: REF.zuliaLocation.id,
          birthDate: '1990-01-31',
        }),
      ),
    );
    expectSchema(Tenant, envelope.data);
    const updated = envelope.data as TenantData;
    expect(updated).toMatchObject({
      tenantId: tenant.tenantId,
      firstName: 'Andrés',
      lastName: 'Peña',
      fullName: 'Andrés Peña',
      tenantType: 3,
      status: 1,
      phoneNumber: { code: '58', number, fullNumber: `58${number}` },
      emailAddress: email,
      documentType: 4,
      documentNumber: 'J-12345678-9',
      sex: 2,
      birthDate: '1990-01-31',
      address: {
        countryState: REF.zulia.name,
        countryStateId: REF.zulia.id,
        location: REF.zuliaLocation.name,
        countryLocationId: REF.zuliaLocation.id,
      },
      createdAt: tenant.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(tenant.updatedAt));
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(updated);
    const list = expectOk(await server.api('GET', '/tenants', { token })).data as TenantData[];
    expect(list.find((item) => item.tenantId === tenant.tenantId)).toEqual(updated);
  });

  it('keeping its own phone and e-mail is no conflict; no activity is added by an edit', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    expectOk(await putTenant(token, tenant.tenantId, tenantUpdateBody(tenant, { firstName: 'Carla' })));
    expect(await activitiesOf(server, token, tenant.tenantId)).toHaveLength(1);
  });

  it.each([
    ['PHONE_NUMBER_IN_USE', (other: TenantData) => ({ phoneNumber: other.phoneNumber.number })],
    ['PHONE_NUMBER_IN_USE', (other: TenantData) => ({ phoneNumber: `0${other.phoneNumber.number}` })],
    ['EMAIL_IN_USE', (other: TenantData) => ({ emailAddress: other.emailAddress })],
  ] as const)('%s against another tenant: 409, nothing changed', async (type, overrides) => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    // The other tenant belongs to another agent: uniqueness spans every tenant.
    const someoneElse = await signUp(server);
    const other = await createTenant(server, someoneElse.token);
    await expectNothingWritten(server, async () => {
      expectError(await putTenant(token, tenant.tenantId, tenantUpdateBody(tenant, overrides(other))), type);
    });
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(tenant);
  });

  it.each([
    ['a tenantId that is not the path id', async (tenant: TenantData, token: string) => {
      const other = await createTenant(server, token);
      return tenantUpdateBody(tenant, { tenantId: other.tenantId, firstName: 'Otro' });
    }],
    ['a locality of another state', async (tenant: TenantData) => tenantUpdateBody(tenant, { location: REF.zuliaLocation.id })],
    ['a locality without a state', async (tenant: TenantData) => tenantUpdateBody(tenant, { countryState: null })],
  ])('VALIDATION_ERROR for %s: nothing changed', async (_name, makeBody) => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    const body = await makeBody(tenant, token);
    const others = expectOk(await server.api('GET', '/tenants', { token })).data;
    await expectNothingWritten(server, async () => {
      expectError(await putTenant(token, tenant.tenantId, body), 'VALIDATION_ERROR');
    });
    expect(await getTenant(server, token, tenant.tenantId)).toEqual(tenant);
    expect(expectOk(await server.api('GET', '/tenants', { token })).data).toEqual(others);
  });

  it('two customers moved to one phone at once: one 200, one PHONE_NUMBER_IN_USE', async () => {
    const { token } = await signUp(server);
    const first = await createTenant(server, token);
    const second = await createTenant(server, token);
    const phoneNumber = uniquePhone();
    const responses = await Promise.all(
      [first, second].map((tenant) => putTenant(token, tenant.tenantId, tenantUpdateBody(tenant, { phoneNumber }))),
    );
    expect(responses.map((r) => r.status).sort(), responses.map((r) => r.text).join('\n')).toEqual([200, 409]);
    const refused = responses.find((r) => r.status === 409);
    if (refused !== undefined) expectError(refused, 'PHONE_NUMBER_IN_USE');
  });

  it('TENANT_NOT_FOUND for an id nobody has', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    await expectNothingWritten(server, async () => {
      expectError(
        await putTenant(token, MISSING_ID, tenantUpdateBody(tenant, { tenantId: MISSING_ID })),
        'TENANT_NOT_FOUND',
      );
    });
  });
});

describeBodyValidation(() => server, {
  method: 'PUT',
  path: '/tenants/{id}',
  successStatus: 200,
  async prepare(target) {
    const { token } = await sharedAgent(target);
    const tenant = await createTenant(target, token);
    return {
      body: tenantUpdateBody(tenant),
      token,
      path: `/tenants/${tenant.tenantId}`,
      async verifyUntouched() {
        expect(await getTenant(target, token, tenant.tenantId)).toEqual(tenant);
      },
    };
  },
  invalidValues: { ...TENANT_INVALID_VALUES, tenantId: [1, null, '', MISSING_ID] },
  overlong: { ...TENANT_OVERLONG, tenantId: LONG.name },
});

describe('GET /tenants/{id} and /tenants/slug/{slug}', () => {
  it('TENANT_NOT_FOUND for an unknown id or slug', async () => {
    const { token } = await signUp(server);
    expectError(await server.api('GET', `/tenants/${MISSING_ID}`, { token }), 'TENANT_NOT_FOUND');
    expectError(await server.api('GET', '/tenants/slug/nadie-con-este-nombre', { token }), 'TENANT_NOT_FOUND');
  });

  it('the slug route also resolves the id (DECISIONS.md)', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    expect(expectOk(await server.api('GET', `/tenants/slug/${tenant.tenantId}`, { token })).data).toEqual(tenant);
  });

  it('an archived customer is still readable by id and slug', async () => {
    const { token } = await signUp(server);
    const tenant = await createTenant(server, token);
    expectOk(await server.api('PUT', `/tenants/${tenant.tenantId}/disabled`, { token }));
    expect((await getTenant(server, token, tenant.tenantId)).status).toBe(2);
    expect(expectOk(await server.api('GET', `/tenants/slug/${tenant.slug}`, { token })).data.status).toBe(2);
  });
});
