import * as Schema from 'effect/Schema';
import {
  Tenant,
  TenantActivity,
  TenantLookup,
  type LinkTenantBody,
  type TenantBody,
  type TenantStatus,
  type TenantType,
  type TenantUpdateBody,
} from '../schema/tenant.ts';
import { defaultApiClient, type ApiAnswer, type ApiClient } from './api-client.ts';
import { rememberVersion, versionedWrite } from './draft-versions.ts';
import { page, type Page, type PageParams } from './api-pages.ts';

/** One function per customers call of spec 02 §7. Each rejects with an ApiFailure. */

export interface TenantsParams extends PageParams {
  readonly type?: TenantType;
  readonly status?: TenantStatus;
  /** Sent lower-cased and trimmed, or not at all (spec 02 §7). */
  readonly searchQuery?: string | null;
}

const searchQuery = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed : undefined;
};

const segment = (value: string): string => encodeURIComponent(value);

export const listTenants = async (params: TenantsParams = {}, client: ApiClient = defaultApiClient()): Promise<Page<Tenant>> =>
  page(
    await client.send(
      {
        method: 'get',
        path: '/tenants',
        searchParams: { ...params, searchQuery: searchQuery(params.searchQuery) },
      },
      Schema.Array(Tenant),
    ),
  );

/** Issue 21: the customer's version in this tab (draft-versions.ts keeps it, under its own key). */
const tenantVersionKey = (tenantId: string): string => `tenant:${tenantId}`;

const keepingVersion = (answer: ApiAnswer<Tenant>): Tenant => {
  rememberVersion(tenantVersionKey(answer.data.tenantId), answer.etag);
  return answer.data;
};

export const getTenant = async (tenantId: string, client: ApiClient = defaultApiClient()): Promise<Tenant> =>
  keepingVersion(await client.send({ method: 'get', path: `/tenants/${segment(tenantId)}` }, Tenant));

export const getTenantBySlug = async (slug: string, client: ApiClient = defaultApiClient()): Promise<Tenant> =>
  keepingVersion(await client.send({ method: 'get', path: `/tenants/slug/${segment(slug)}` }, Tenant));

/** `codeAndNumber`: the country code without '+' followed by the number (584121234567). */
export const lookupTenantByPhone = async (codeAndNumber: string, client: ApiClient = defaultApiClient()): Promise<TenantLookup> =>
  (await client.send({ method: 'get', path: `/tenants/phone-number/${segment(codeAndNumber)}` }, TenantLookup)).data;

export const lookupTenantByEmail = async (email: string, client: ApiClient = defaultApiClient()): Promise<TenantLookup> =>
  (await client.send({ method: 'get', path: `/tenants/email/${segment(email)}` }, TenantLookup)).data;

/** `idempotencyKey`: one per create attempt, the same on its retries (issue 21: created once). */
export const createTenant = async (body: TenantBody, client: ApiClient = defaultApiClient(), idempotencyKey?: string): Promise<Tenant> =>
  keepingVersion(await client.send({ method: 'post', path: '/tenants', json: body, ...(idempotencyKey === undefined ? {} : { idempotencyKey }) }, Tenant));

/** Sent with the version this tab last read or wrote as If-Match: 412 TENANT_CHANGED when another tab saved since. */
export const updateTenant = async (body: TenantUpdateBody, client: ApiClient = defaultApiClient()): Promise<Tenant> =>
  versionedWrite(tenantVersionKey(body.tenantId), (ifMatch) =>
    client.send({ method: 'put', path: `/tenants/${segment(body.tenantId)}`, json: body, ...(ifMatch === undefined ? {} : { ifMatch }) }, Tenant),
  );

export const uploadTenantAvatar = async (tenantId: string, file: Blob, client: ApiClient = defaultApiClient()): Promise<Tenant> => {
  const body = new FormData();
  // Spec 02 §5: the avatar file is named after the tenantId (the image pipeline already names its output so).
  body.append('file', file, file instanceof File ? file.name : `${tenantId}.jpg`);
  return (await client.send({ method: 'put', path: `/tenants/${segment(tenantId)}/avatar`, body }, Tenant)).data;
};

export const linkTenant = async (tenantId: string, body: LinkTenantBody, client: ApiClient = defaultApiClient()): Promise<Tenant> =>
  (await client.send({ method: 'post', path: `/tenants/${segment(tenantId)}/agents`, json: body }, Tenant)).data;

export const tenantActivities = async (
  tenantId: string,
  params: PageParams = {},
  client: ApiClient = defaultApiClient(),
): Promise<Page<TenantActivity>> =>
  page(
    await client.send(
      { method: 'get', path: `/tenants/${segment(tenantId)}/activities`, searchParams: { ...params } },
      Schema.Array(TenantActivity),
    ),
  );

/** Archivar. */
export const archiveTenant = async (tenantId: string, client: ApiClient = defaultApiClient()): Promise<Tenant> =>
  (await client.send({ method: 'put', path: `/tenants/${segment(tenantId)}/disabled` }, Tenant)).data;

/** Activar. */
export const activateTenant = async (tenantId: string, client: ApiClient = defaultApiClient()): Promise<Tenant> =>
  (await client.send({ method: 'put', path: `/tenants/${segment(tenantId)}/enabled` }, Tenant)).data;
