import { readFileSync } from 'node:fs';
import { request } from '@playwright/test';
import type { Tenant } from '../../src/schema/tenant.ts';
import { isEmail } from '../../src/schema/rules.ts';
import { PHONE_TYPED, changedCustomer, customer, found, lead, miranda, sharedCustomer, sucre } from '../../tests/machines/customerFormMachine.model.ts';
import { STRONG_PASSWORD, signInWithCookie } from '../fixtures/access.ts';
import { CustomersApi, uniquePhone, type TenantData } from '../fixtures/customers.ts';
import { API_KEY, BASE_URL } from '../fixtures/environment.ts';
import type { ModelRun } from './drive.ts';

/**
 * The data behind customerFormMachine's paths: the signed-in agent, the people the lookups find
 * (registered by another agent, so they are not yet in this agent's list) and the customer the
 * edit paths open, all made through the real API with values unique to the run. The model's own
 * ids, phones, e-mails and reference ids are translated to the run's (`real`), so what the page
 * sends and shows can be compared with what the machine says.
 */

interface RefState {
  readonly id: string;
  readonly name: string;
  readonly locations: readonly { readonly id: string; readonly name: string }[];
}

const venezuela = JSON.parse(readFileSync(new URL('../../server/db/refdata/venezuela.json', import.meta.url), 'utf8')) as {
  states: RefState[];
};
const realState = venezuela.states.find((state) => state.name === miranda.name);
const realLocation = realState?.locations.find((location) => location.name === sucre.name);
if (!realState || !realLocation) throw new Error(`reference data: no ${miranda.name} › ${sucre.name}`);

/** The model's Miranda and Sucre in the server's reference data (same names, real ids). */
export const REAL_PLACE = { state: realState, location: realLocation } as const;

export interface FormData {
  readonly accessToken: string;
  readonly http: CustomersApi;
  /** The run's 10-digit number standing for the model's PHONE_TYPED. */
  readonly phone: string;
  /** The customer the edit paths open (null when creating). */
  readonly edited: TenantData | null;
  /** Model value → run value, longest first. */
  readonly substitutions: [string, string][];
  /** Another agent, made when a path first needs someone this agent has not registered. */
  owner: Promise<string> | null;
}

const DATA = 'customerForm';

export const dataOf = (run: ModelRun): FormData => {
  const data = run.scratch.get(DATA) as FormData | undefined;
  if (!data) throw new Error('customerForm: open() has not arranged the data yet');
  return data;
};

/** '0414-111 2233' as the model types it, with the run's digits. */
const typedPhone = (phone: string): string => `0${phone.slice(0, 3)}-${phone.slice(3, 6)} ${phone.slice(6)}`;

export const substitute = (data: FormData, from: string, to: string): void => {
  data.substitutions.push([from, to]);
  data.substitutions.sort(([a], [b]) => b.length - a.length);
};

/** A value of the model (a string, or an object of them) as this run's page and server know it. */
export const real = (run: ModelRun, value: unknown): unknown => {
  if (typeof value === 'string') {
    if (isEmail(value.trim())) return run.uniqueEmail(value);
    return dataOf(run).substitutions.reduce((text, [from, to]) => text.split(from).join(to), value);
  }
  if (Array.isArray(value)) return value.map((item) => real(run, item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, real(run, item)]));
  }
  return value;
};

export const realText = (run: ModelRun, value: string): string => real(run, value) as string;

const agentSignUp = async (run: ModelRun, label: string, firstName: string): Promise<string> => {
  const agent = await run.api.signUp({ firstName, lastName: 'Prueba', email: run.freshEmail(label), password: STRONG_PASSWORD });
  await run.api.completeProfile(agent.accessToken);
  return agent.accessToken;
};

const ownerOf = (run: ModelRun): Promise<string> => {
  const data = dataOf(run);
  data.owner ??= agentSignUp(run, 'otra-agente', 'Rosa');
  return data.owner;
};

/** The person of a model Tenant as POST /tenants takes it, with the run's phone and e-mail. */
const bodyOf = (run: ModelRun, tenant: Tenant, phone: string): Record<string, unknown> => ({
  firstName: tenant.firstName,
  lastName: tenant.lastName,
  tenantType: tenant.tenantType,
  codePhoneNumber: tenant.phoneNumber.code,
  phoneNumber: phone,
  emailAddress: tenant.emailAddress === null ? null : run.uniqueEmail(tenant.emailAddress),
  documentType: tenant.documentType,
  documentNumber: tenant.documentNumber,
  sex: tenant.sex,
  countryState: tenant.address.countryStateId === null ? null : REAL_PLACE.state.id,
  location: tenant.address.countryLocationId === null ? null : REAL_PLACE.location.id,
  birthDate: tenant.birthDate,
});

/** Which model customer each edit input opens. */
const EDITED: Readonly<Record<string, Tenant>> = { edit: customer, editLead: lead, editShared: sharedCustomer };

/**
 * A fresh agent with a completed profile, signed in by cookie; for the edit paths, the customer
 * of the path's input (the shared one registered by another agent and then linked to this one).
 */
export const arrangeForm = async (run: ModelRun): Promise<FormData> => {
  const http = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Api-Key': API_KEY } });
  run.page.once('close', () => void http.dispose());
  const api = new CustomersApi(http);
  const accessToken = await agentSignUp(run, 'agente', 'María');
  await signInWithCookie(run.page.context(), accessToken);
  const phone = uniquePhone();
  const partial: FormData = { accessToken, http: api, phone, edited: null, substitutions: [], owner: null };
  run.scratch.set(DATA, partial);
  substitute(partial, PHONE_TYPED, typedPhone(phone));
  substitute(partial, found.phoneNumber!.number, phone);
  substitute(partial, miranda.countryStateId, REAL_PLACE.state.id);
  substitute(partial, sucre.countryLocationId, REAL_PLACE.location.id);
  const model = EDITED[run.path.inputName];
  if (model === undefined) return partial;

  const ownPhone = uniquePhone();
  const body = bodyOf(run, model, ownPhone);
  let edited: TenantData;
  if (model.identityEditable) {
    edited = await api.createTenant(accessToken, body);
  } else {
    const registered = await api.createTenant(await ownerOf(run), body);
    edited = await api.linkTenant(accessToken, registered.tenantId, model.tenantType === 3 ? 3 : 2);
  }
  const data: FormData = { ...partial, edited };
  run.scratch.set(DATA, data);
  substitute(data, model.phoneNumber.number, ownPhone);
  substitute(data, model.tenantId, edited.tenantId);
  substitute(data, model.slug, edited.slug);
  return data;
};

/**
 * Someone another agent registered with the number or e-mail the path looks up, named as the
 * model's lookup finds them; the model's tenant id then stands for theirs.
 */
export const arrangeFound = async (run: ModelRun, by: { phone: string } | { email: string }): Promise<TenantData> => {
  const data = dataOf(run);
  const [firstName = '', lastName = ''] = found.fullName.split(' ');
  const person = await data.http.createTenant(await ownerOf(run), {
    firstName,
    lastName,
    ...('phone' in by ? { phoneNumber: by.phone } : { emailAddress: by.email }),
  });
  substitute(data, found.tenantId, person.tenantId);
  return person;
};

/** Another agent's customer with this e-mail or phone (the server then refuses it to a second person). */
export const arrangeTaken = async (run: ModelRun, taken: { emailAddress: string } | { phoneNumber: string }): Promise<void> => {
  await dataOf(run).http.createTenant(await ownerOf(run), { firstName: 'Ocupada', ...taken });
};

/**
 * Issue 21: another tab saves the edited customer as the model's re-read answers it
 * (`changedCustomer`: the own customer of the `edit` input with a new surname and document), so
 * the page's GET /tenants/{id} brings exactly what the path says, with the customer's new version.
 */
export const arrangeChangedElsewhere = async (run: ModelRun): Promise<void> => {
  const { http, accessToken, edited } = dataOf(run);
  if (edited === null || run.path.inputName !== 'edit') throw new Error('customerForm: only the own customer of the edit input is changed elsewhere');
  await http.updateTenant(accessToken, edited.tenantId, bodyOf(run, changedCustomer, edited.phoneNumber.number));
};
