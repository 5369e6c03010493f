import { fromPromise } from 'xstate';
import type { CountryLocation, CountryState } from '../../schema/reference.ts';
import type { Tenant, TenantBody, TenantLookup, TenantUpdateBody } from '../../schema/tenant.ts';
import { countryLocations, countryStates } from '../../services/auth-api.ts';
import { createTenant, getTenant, linkTenant, lookupTenantByEmail, lookupTenantByPhone, updateTenant } from '../../services/tenants-api.ts';

/** customerFormMachine's calls (the tests and the e2e model replace them by name). */

/** Reference lists are small (24 states, at most a few dozen localities each). */
const REFERENCE_LIMIT = 500;

export const customerFormActors = {
  loadStates: fromPromise<readonly CountryState[]>(async () => (await countryStates({ limit: REFERENCE_LIMIT })).items),
  loadLocations: fromPromise<readonly CountryLocation[], { readonly countryState: string }>(async ({ input }) =>
    (await countryLocations({ countryState: input.countryState, limit: REFERENCE_LIMIT })).items,
  ),
  lookupByPhone: fromPromise<TenantLookup, { readonly phoneNumber: string }>(({ input }) => lookupTenantByPhone(input.phoneNumber)),
  lookupByEmail: fromPromise<TenantLookup, { readonly emailAddress: string }>(({ input }) => lookupTenantByEmail(input.emailAddress)),
  link: fromPromise<Tenant, { readonly tenantId: string; readonly tenantType: 2 | 3 }>(({ input }) =>
    linkTenant(input.tenantId, { tenantType: input.tenantType }),
  ),
  /** Issue 21: with the attempt's Idempotency-Key (create-attempt.ts). */
  create: fromPromise<Tenant, { readonly body: TenantBody; readonly idempotencyKey: string }>(({ input }) =>
    createTenant(input.body, undefined, input.idempotencyKey),
  ),
  /** With If-Match: 412 TENANT_CHANGED when another tab saved the customer since this one read it. */
  update: fromPromise<Tenant, TenantUpdateBody>(({ input }) => updateTenant(input)),
  /** Issue 21: the customer as another tab left it (and its current version). */
  readTenant: fromPromise<Tenant, { readonly tenantId: string }>(({ input }) => getTenant(input.tenantId)),
};
