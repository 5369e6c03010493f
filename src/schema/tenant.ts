import * as Schema from 'effect/Schema';
import { ContactPhoneNumber } from './agent.ts';
import { EmailAddress, Id, InputString, IntFromQuery, IsoDateTime, Text } from './common.ts';
import { BirthDate, PersonNameInput, Sex } from './person.ts';
import {
  DOCUMENT_NUMBER_MAX,
  LIST_LIMIT_MAX,
  PHONE_CODE_PATTERN,
  SEARCH_QUERY_MAX,
  isTenantPhoneNumber,
} from './rules.ts';

/** 1 Lead, 2 Customer, 3 Contact (the agent's own view of the person). */
export const TenantType = Schema.Literals([1, 2, 3]).annotate({ description: '1 Lead, 2 Customer, 3 Contact' });
export type TenantType = typeof TenantType.Type;
export const TENANT_TYPE = { Lead: 1, Customer: 2, Contact: 3 } as const satisfies Record<string, TenantType>;

/** 1 Active, 2 Filed (archived), per agent link. */
export const TenantStatus = Schema.Literals([1, 2]).annotate({ description: '1 Active, 2 Filed (archived)' });
export type TenantStatus = typeof TenantStatus.Type;
export const TENANT_STATUS = { Active: 1, Filed: 2 } as const satisfies Record<string, TenantStatus>;

/** 1 V, 2 J, 3 P, 4 RIF. */
export const DocumentType = Schema.Literals([1, 2, 3, 4]).annotate({ description: '1 V, 2 J, 3 P, 4 RIF' });
export type DocumentType = typeof DocumentType.Type;
export const DOCUMENT_TYPE = { V: 1, J: 2, P: 3, RIF: 4 } as const satisfies Record<string, DocumentType>;

export { SEX, Sex } from './person.ts';

/** { code: '58', number: '4121234567', fullNumber: '584121234567' } */
export const TenantPhoneNumber = ContactPhoneNumber;
export type TenantPhoneNumber = typeof TenantPhoneNumber.Type;

/** Names for display, ids to prefill the edit form's selects. */
export const TenantAddress = Schema.Struct({
  countryState: Schema.NullOr(Schema.String),
  countryStateId: Schema.NullOr(Id),
  location: Schema.NullOr(Schema.String),
  countryLocationId: Schema.NullOr(Id),
});
export type TenantAddress = typeof TenantAddress.Type;

/** A customer as one agent sees it: the shared person plus that agent's link (type, status, dates). */
export const Tenant = Schema.Struct({
  tenantId: Id,
  slug: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  fullName: Schema.String,
  tenantType: TenantType,
  status: TenantStatus,
  emailAddress: Schema.NullOr(Schema.String),
  phoneNumber: TenantPhoneNumber,
  documentType: Schema.NullOr(DocumentType),
  documentNumber: Schema.NullOr(Schema.String),
  sex: Sex,
  /** 'YYYY-MM-DD' */
  birthDate: Schema.NullOr(Schema.String),
  address: TenantAddress,
  avatarUrl: Schema.NullOr(Schema.String),
  /** When the person was linked to this agent. */
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  /**
   * Whether the caller may change the person's identity (names, document, birth date, sex, phone,
   * e-mail, address, photo): only the agent who created the person may; a linked agent edits their link.
   */
  identityEditable: Schema.Boolean,
});
export type Tenant = typeof Tenant.Type;

/** Phone / e-mail lookups: any tenant, linked or not, revealing only what the create screen shows. */
export const TenantLookup = Schema.Struct({
  tenantId: Id,
  fullName: Schema.String,
  avatarUrl: Schema.NullOr(Schema.String),
  phoneNumber: Schema.optional(TenantPhoneNumber),
  emailAddress: Schema.optional(Schema.String),
  /** Already in the caller's list. */
  linked: Schema.Boolean,
});
export type TenantLookup = typeof TenantLookup.Type;

/**
 * 1 TenantAdded, 2 TenantFiled, 3 TenantEnabled, 4 TaskAdded (the spec's); issue 21 adds a task's
 * status changes: 5 TaskCompleted, 6 TaskCancelled, 7 TaskReopened.
 */
export const TenantActivityEvent = Schema.Literals([1, 2, 3, 4, 5, 6, 7]);
export type TenantActivityEvent = typeof TenantActivityEvent.Type;
export const TENANT_ACTIVITY_EVENT = {
  TenantAdded: 1,
  TenantFiled: 2,
  TenantEnabled: 3,
  TaskAdded: 4,
  TaskCompleted: 5,
  TaskCancelled: 6,
  TaskReopened: 7,
} as const satisfies Record<string, TenantActivityEvent>;

/** The spec's titles, stored with each activity. */
export const TENANT_ACTIVITY_TITLE: Record<TenantActivityEvent, string> = {
  1: 'El cliente ha sido añadido',
  2: 'El cliente ha sido archivado',
  3: 'El cliente ha sido activado',
  4: 'Se ha añadido una tarea al cliente',
  5: 'Se ha completado una tarea del cliente',
  6: 'Se ha cancelado una tarea del cliente',
  7: 'Una tarea del cliente ha vuelto a estar en progreso',
};

export const TenantActivity = Schema.Struct({
  activityId: Id,
  tenantId: Id,
  agentId: Id,
  eventType: TenantActivityEvent,
  /** 1, 2, 3… per tenant and agent. */
  index: Schema.Int,
  title: Schema.String,
  createdAt: IsoDateTime,
});
export type TenantActivity = typeof TenantActivity.Type;

const CustomerName = PersonNameInput;

/** POST /tenants. The server trims names, lowercases the e-mail and drops one leading 0 of the phone. */
export const TenantBody = Schema.Struct({
  firstName: CustomerName,
  lastName: CustomerName,
  tenantType: TenantType,
  codePhoneNumber: InputString.check(Schema.isPattern(PHONE_CODE_PATTERN)),
  phoneNumber: InputString.check(
    Schema.makeFilter((value: string) => isTenantPhoneNumber(value) || 'Expected 10 to 14 digits'),
  ),
  emailAddress: Schema.NullOr(EmailAddress),
  documentType: Schema.NullOr(DocumentType),
  documentNumber: Schema.NullOr(Text(DOCUMENT_NUMBER_MAX)),
  sex: Sex,
  countryState: Schema.NullOr(Id),
  location: Schema.NullOr(Id),
  birthDate: Schema.NullOr(BirthDate),
});
export type TenantBody = typeof TenantBody.Type;

/** PUT /tenants/{id}: tenantId must equal the path id. */
export const TenantUpdateBody = Schema.Struct({
  ...TenantBody.fields,
  tenantId: Id,
});
export type TenantUpdateBody = typeof TenantUpdateBody.Type;

/** POST /tenants/{id}/agents: linking offers Cliente and Contacto only. */
export const LinkTenantBody = Schema.Struct({
  tenantType: Schema.Literals([2, 3]),
});
export type LinkTenantBody = typeof LinkTenantBody.Type;

/** limit 1–100 and offset of the issue-3 lists; missing values take the route's page size and 0. */
export const ListPageQuery = Schema.Struct({
  limit: Schema.optional(IntFromQuery(1, LIST_LIMIT_MAX)),
  offset: Schema.optional(IntFromQuery(0, 1_000_000)),
});
export type ListPageQuery = typeof ListPageQuery.Type;

/** GET /tenants: status defaults to Active; searchQuery is matched case- and accent-insensitively. */
export const TenantsQuery = Schema.Struct({
  ...ListPageQuery.fields,
  type: Schema.optional(IntFromQuery(1, 3)),
  status: Schema.optional(IntFromQuery(1, 2)),
  searchQuery: Schema.optional(Text(SEARCH_QUERY_MAX)),
});
export type TenantsQuery = typeof TenantsQuery.Type;

/** GET /tenants/{id}/activities */
export const ActivitiesQuery = ListPageQuery;
export type ActivitiesQuery = typeof ActivitiesQuery.Type;
