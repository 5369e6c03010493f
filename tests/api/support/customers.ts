/**
 * Customers, tasks and attachments for the API tests: valid bodies, creation helpers and the
 * reference ids they need (read from the reference data the server itself loads, so no call is
 * spent on them).
 *
 *   const tenant = await createTenant(server, token);
 *   const task = await createTask(server, token, tenant.tenantId, { priority: 3 });
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type * as Schema from 'effect/Schema';
import { expect } from 'vitest';
import { decoder } from '../../../src/schema/decode.ts';
import { DAYS, expectOk, uniqueEmail } from '../harness.ts';
import type { ApiTarget, TestServer } from '../harness.ts';

// ---------------------------------------------------------------------------------------------
// Reference data

interface RefLocation {
  readonly id: string;
  readonly name: string;
}
interface RefState extends RefLocation {
  readonly locations: readonly RefLocation[];
}

const venezuela = JSON.parse(
  readFileSync(new URL('../../../server/db/refdata/venezuela.json', import.meta.url), 'utf8'),
) as { states: RefState[] };
const taskTypes = JSON.parse(
  readFileSync(new URL('../../../server/db/refdata/task-types.json', import.meta.url), 'utf8'),
) as Array<{ id: string; type: number; name: string; relationship: number }>;

const stateNamed = (name: string): RefState => {
  const state = venezuela.states.find((candidate) => candidate.name === name);
  if (state === undefined) throw new Error(`no state ${name} in the reference data`);
  return state;
};
const firstLocation = (state: RefState): RefLocation => {
  const location = state.locations[0];
  if (location === undefined) throw new Error(`no locality in ${state.name}`);
  return location;
};

const capital = stateNamed('Distrito Capital');
const zulia = stateNamed('Zulia');

/** Ids and names of the reference rows the tests use. */
export const REF = {
  capital: { id: capital.id, name: capital.name },
  capitalLocation: firstLocation(capital),
  zulia: { id: zulia.id, name: zulia.name },
  zuliaLocation: firstLocation(zulia),
  /** Tenant task types (relationship 1). */
  taskTypes: taskTypes.filter((type) => type.relationship === 1),
};

const firstTaskType = REF.taskTypes[0];
if (firstTaskType === undefined) throw new Error('no tenant task type in the reference data');
export const TASK_TYPE = firstTaskType;

// ---------------------------------------------------------------------------------------------
// Unique values (each test file has its own database; unique within the process is enough)

let sequence = randomInt(0, 1_000_000);
const next = (): number => ++sequence;

/** A 10-digit Venezuelan mobile number nobody else in the process uses. */
export const uniquePhone = (): string => `41${String(next() % 100_000_000).padStart(8, '0')}`;
export const uniqueDocument = (): string => `V${String(next()).padStart(8, '0')}`;

// ---------------------------------------------------------------------------------------------
// Dates

/** Caracas keeps UTC-4 all year (no daylight saving). */
const CARACAS_OFFSET_MS = 4 * 60 * 60_000;

/** 'YYYY-MM-DD' of the Caracas calendar day containing `instant`. */
export const caracasDate = (instant: Date): string =>
  new Date(instant.getTime() - CARACAS_OFFSET_MS).toISOString().slice(0, 10);

/** The instant at which the Caracas day `daysFromToday` after `now`'s starts. */
export const caracasMidnight = (now: Date, daysFromToday = 0): Date =>
  new Date(Date.parse(`${caracasDate(now)}T00:00:00.000Z`) + CARACAS_OFFSET_MS + daysFromToday * DAYS);

/** An ISO instant `days` days after `now`, at 15:00 Caracas (safely inside that day). */
export const dueIn = (days: number, now: Date = new Date()): string =>
  new Date(caracasMidnight(now, days).getTime() + 15 * 60 * 60_000).toISOString();

// ---------------------------------------------------------------------------------------------
// Bodies

export function tenantBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Carlos',
    lastName: 'Rodríguez',
    tenantType: 2,
    codePhoneNumber: '58',
    phoneNumber: uniquePhone(),
    emailAddress: uniqueEmail('cliente'),
    documentType: 1,
    documentNumber: uniqueDocument(),
    sex: 1,
    countryState: REF.capital.id,
    location: REF.capitalLocation.id,
    birthDate: '1985-04-12',
    ...overrides,
  };
}

/** The update body of a tenant as the server answered it, with `overrides`. */
export function tenantUpdateBody(tenant: TenantData, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    tenantId: tenant.tenantId,
    firstName: tenant.firstName,
    lastName: tenant.lastName,
    tenantType: tenant.tenantType,
    codePhoneNumber: tenant.phoneNumber.code,
    phoneNumber: tenant.phoneNumber.number,
    emailAddress: tenant.emailAddress,
    documentType: tenant.documentType,
    documentNumber: tenant.documentNumber,
    sex: tenant.sex,
    countryState: tenant.address.countryStateId,
    location: tenant.address.countryLocationId,
    birthDate: tenant.birthDate,
    ...overrides,
  };
}

export function taskBody(overrides: Record<string, unknown> = {}, now: Date = new Date()): Record<string, unknown> {
  return {
    taskTypeId: TASK_TYPE.id,
    title: 'Llamar al cliente',
    description: 'Confirmar la visita al apartamento del sábado.',
    priority: 2,
    expiredAt: dueIn(3, now),
    ...overrides,
  };
}

// ---------------------------------------------------------------------------------------------
// Shapes as the tests read them (the schema decoders prove the full contract)

export interface TenantData {
  readonly tenantId: string;
  readonly slug: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly tenantType: number;
  readonly status: number;
  readonly emailAddress: string | null;
  readonly phoneNumber: { readonly code: string; readonly number: string; readonly fullNumber: string };
  readonly documentType: number | null;
  readonly documentNumber: string | null;
  readonly sex: number;
  readonly birthDate: string | null;
  readonly address: {
    readonly countryState: string | null;
    readonly countryStateId: string | null;
    readonly location: string | null;
    readonly countryLocationId: string | null;
  };
  readonly avatarUrl: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface AttachmentData {
  readonly taskMediaId: string;
  readonly fileName: string;
  readonly url: string;
  readonly sizeMeasure: string;
  readonly sizeValue: number;
  readonly extension: string;
  readonly createdAt: string;
}

export interface TaskData {
  readonly taskId: string;
  readonly relationship: number;
  readonly relationshipId: string;
  readonly agentId: string;
  readonly tenant: { readonly fullName: string; readonly slug: string };
  readonly title: string;
  readonly description: string;
  readonly status: number;
  readonly priority: number;
  readonly taskType: { readonly taskTypeId: string; readonly type: number; readonly name: string; readonly relationship: number };
  readonly attachments: readonly AttachmentData[];
  readonly expiredAt: string;
  readonly createdAt: string;
  readonly completedAt: string | null;
  readonly canceledAt: string | null;
  readonly updatedAt: string;
  /** Issue 8: in progress and due before today (Caracas), by the server's clock. */
  readonly overdue: boolean;
}

export interface ActivityData {
  readonly activityId: string;
  readonly tenantId: string;
  readonly agentId: string;
  readonly eventType: number;
  readonly index: number;
  readonly title: string;
  readonly createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Calls

export async function createTenant(
  server: ApiTarget,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<TenantData> {
  return expectOk(await server.api('POST', '/tenants', { body: tenantBody(overrides), token }), 201).data as TenantData;
}

export async function getTenant(server: ApiTarget, token: string, tenantId: string): Promise<TenantData> {
  return expectOk(await server.api('GET', `/tenants/${tenantId}`, { token })).data as TenantData;
}

export async function createTask(
  server: Pick<TestServer, 'api' | 'clock'>,
  token: string,
  tenantId: string,
  overrides: Record<string, unknown> = {},
): Promise<TaskData> {
  const response = await server.api('POST', `/tenants/${tenantId}/tasks`, {
    body: taskBody(overrides, server.clock.now()),
    token,
  });
  return expectOk(response, 201).data as TaskData;
}

export async function getTask(server: ApiTarget, token: string, tenantId: string, taskId: string): Promise<TaskData> {
  return expectOk(await server.api('GET', `/tenants/${tenantId}/tasks/${taskId}`, { token })).data as TaskData;
}

export async function activitiesOf(server: ApiTarget, token: string, tenantId: string): Promise<ActivityData[]> {
  return expectOk(await server.api('GET', `/tenants/${tenantId}/activities?limit=100`, { token })).data as ActivityData[];
}

/** Onboarding tasks the agent completed (types, sorted). */
export async function completedTypes(server: ApiTarget, token: string): Promise<number[]> {
  const body = expectOk(await server.api('GET', '/tasks-completed?limit=100', { token }));
  return (body.data as Array<{ type: number }>).map((task) => task.type).sort();
}

export async function uploadAttachment(
  server: ApiTarget,
  token: string,
  tenantId: string,
  taskId: string,
  form: FormData,
): Promise<AttachmentData> {
  const response = await server.api('POST', `/tenants/${tenantId}/tasks/${taskId}/attachments`, { rawBody: form, token });
  return expectOk(response, 201).data as AttachmentData;
}

/** The bytes served at `url` (200 expected). */
export async function download(server: TestServer, url: string): Promise<Buffer> {
  const response = await server.fetchRaw(url);
  expect(response.status, `GET ${url}`).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** A UUID no record has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

// ---------------------------------------------------------------------------------------------
// Contract checks

/** `value` decodes with the shared schema (strict: no field beyond the contract's). */
export function expectSchema<S extends Schema.Decoder<unknown>>(schema: S, value: unknown, { strict = false } = {}): void {
  const decoded = decoder(schema, { strict })(value);
  expect(decoded.ok, `${JSON.stringify(decoded)}\n${JSON.stringify(value)}`).toBe(true);
}

/** An ISO-8601 UTC instant as the contract sends times ('…Z'). */
export const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
