import { requireStorageRoom } from '../storage/storage-quota.ts';
import { randomUUID } from 'node:crypto';
import {
  TENANT_ACTIVITY_TITLE,
  type DocumentType,
  type Sex,
  type Tenant,
  type TenantActivity,
  type TenantActivityEvent,
  type TenantLookup,
  type TenantStatus,
  type TenantType,
} from '../../src/schema/tenant.ts';
import type { Engine, Queryable, Trx } from '../db/database.ts';
import type { NewTenant, TenantAgentsTable, TenantRow } from '../db/schema.ts';
import { countOf, type Page, type PageResult } from './paging.ts';

/** The person joined with one agent's link and the address names: every Tenant answer reads this. */
const tenantViews = (db: Queryable, agentId: string) =>
  db
    .selectFrom('tenant_agents')
    .innerJoin('tenants', 'tenants.id', 'tenant_agents.tenant_id')
    .leftJoin('country_states', 'country_states.id', 'tenants.country_state_id')
    .leftJoin('country_locations', 'country_locations.id', 'tenants.country_location_id')
    .where('tenant_agents.agent_id', '=', agentId);

/** The person (without its search text) and one agent's link. */
export const PERSON_AND_LINK_COLUMNS = [
  'tenants.id',
  'tenants.slug',
  'tenants.first_name',
  'tenants.last_name',
  'tenants.email',
  'tenants.phone_code',
  'tenants.phone_number',
  'tenants.document_type',
  'tenants.document_number',
  'tenants.sex',
  'tenants.birth_date',
  'tenants.country_state_id',
  'tenants.country_location_id',
  'tenants.avatar_url',
  'tenants.updated_at as person_updated_at',
  'tenants.owner_agent_id',
  'tenant_agents.tenant_type',
  'tenant_agents.status',
  'tenant_agents.created_at as linked_at',
  'tenant_agents.updated_at as link_updated_at',
] as const;

const TENANT_VIEW_COLUMNS = [...PERSON_AND_LINK_COLUMNS, 'country_states.name as state_name', 'country_locations.name as location_name'] as const;

/** A row of PERSON_AND_LINK_COLUMNS. */
export type PersonAndLinkRow = Omit<TenantRow, 'search_text' | 'avatar_size_bytes' | 'version' | 'created_at' | 'updated_at'> &
  Pick<TenantAgentsTable, 'tenant_type' | 'status'> & {
    person_updated_at: string;
    linked_at: string;
    link_updated_at: string;
  };

/** One row of tenantViews: the person, its link to the agent, the address names. */
type TenantViewRow = PersonAndLinkRow & { state_name: string | null; location_name: string | null };

export const phoneNumberOf = (code: string, number: string) => ({ code, number, fullNumber: `${code}${number}` });

export const tenantFullName = (row: Pick<TenantRow, 'first_name' | 'last_name'>): string => `${row.first_name} ${row.last_name}`;

/** The row as `agentId` (the agent whose link it joined) sees it, with the names of its address. */
export const tenantOf = (agentId: string, row: PersonAndLinkRow, stateName: string | null, locationName: string | null): Tenant => ({
  tenantId: row.id,
  slug: row.slug,
  firstName: row.first_name,
  lastName: row.last_name,
  fullName: tenantFullName(row),
  tenantType: row.tenant_type as TenantType,
  status: row.status as TenantStatus,
  emailAddress: row.email,
  phoneNumber: phoneNumberOf(row.phone_code, row.phone_number),
  documentType: row.document_type as DocumentType | null,
  documentNumber: row.document_number,
  sex: row.sex as Sex,
  birthDate: row.birth_date,
  address: {
    countryState: stateName,
    countryStateId: row.country_state_id,
    location: locationName,
    countryLocationId: row.country_location_id,
  },
  avatarUrl: row.avatar_url,
  createdAt: row.linked_at,
  // ISO-8601 UTC strings of one format order as the instants they name.
  updatedAt: row.link_updated_at > row.person_updated_at ? row.link_updated_at : row.person_updated_at,
  identityEditable: row.owner_agent_id === agentId,
});

const toTenant = (agentId: string) => (row: TenantViewRow): Tenant => tenantOf(agentId, row, row.state_name, row.location_name);

/** The tenant as `agentId` sees it; undefined unless linked to that agent. */
export async function findTenantView(db: Queryable, agentId: string, tenantId: string): Promise<Tenant | undefined> {
  const row = await tenantViews(db, agentId).select(TENANT_VIEW_COLUMNS).where('tenants.id', '=', tenantId).executeTakeFirst();
  return row && toTenant(agentId)(row);
}

/** By slug, or by id (DECISIONS.md: a UUID-looking id in a view URL also resolves). */
export async function findTenantViewBySlug(db: Queryable, agentId: string, slugOrId: string): Promise<Tenant | undefined> {
  const row = await tenantViews(db, agentId)
    .select(TENANT_VIEW_COLUMNS)
    .where((eb) => eb.or([eb('tenants.slug', '=', slugOrId), eb('tenants.id', '=', slugOrId)]))
    .executeTakeFirst();
  return row && toTenant(agentId)(row);
}

/** With `lock` on PostgreSQL the person's row stays locked until the transaction ends (SQLite has one writer anyway). */
export async function findTenantById(db: Queryable, tenantId: string, lock?: Engine): Promise<TenantRow | undefined> {
  let query = db.selectFrom('tenants').selectAll().where('id', '=', tenantId);
  if (lock === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Any tenant holding one of these (code, number) pairs (a number typed with its code can split several ways). */
export async function findTenantByPhone(
  db: Queryable,
  candidates: ReadonlyArray<{ code: string; number: string }>,
  exceptTenantId?: string,
): Promise<TenantRow | undefined> {
  if (candidates.length === 0) return undefined;
  let query = db
    .selectFrom('tenants')
    .selectAll()
    .where((eb) =>
      eb.or(candidates.map(({ code, number }) => eb.and([eb('phone_code', '=', code), eb('phone_number', '=', number)]))),
    );
  if (exceptTenantId !== undefined) query = query.where('id', '!=', exceptTenantId);
  return query.executeTakeFirst();
}

export async function findTenantByEmail(db: Queryable, email: string, exceptTenantId?: string): Promise<TenantRow | undefined> {
  let query = db.selectFrom('tenants').selectAll().where('email', '=', email);
  if (exceptTenantId !== undefined) query = query.where('id', '!=', exceptTenantId);
  return query.executeTakeFirst();
}

export const slugExists = async (db: Queryable, slug: string): Promise<boolean> =>
  (await db.selectFrom('tenants').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;

export async function insertTenant(db: Queryable, tenant: NewTenant): Promise<void> {
  await db.insertInto('tenants').values(tenant).execute();
}

export type PersonUpdate = Omit<NewTenant, 'id' | 'slug' | 'avatar_url' | 'created_at' | 'owner_agent_id'>;

/**
 * The identity fields (DECISIONS.md, issue 6): what only the agent who created the person may
 * change. The address is the person's too. Compared as stored (trimmed names, lowercased e-mail,
 * phone without its leading 0), so a form sent back unchanged matches.
 */
export const IDENTITY_COLUMNS = [
  'first_name',
  'last_name',
  'email',
  'phone_code',
  'phone_number',
  'document_type',
  'document_number',
  'sex',
  'birth_date',
  'country_state_id',
  'country_location_id',
] as const satisfies ReadonlyArray<keyof PersonUpdate & keyof TenantRow>;

/** The identity columns whose stored value differs from `person`'s. */
export const changedIdentity = (stored: TenantRow, person: PersonUpdate): string[] =>
  IDENTITY_COLUMNS.filter((column) => (stored[column] ?? null) !== (person[column] ?? null));

export async function updateTenantPerson(db: Queryable, tenantId: string, person: PersonUpdate): Promise<void> {
  await db.updateTable('tenants').set(person).where('id', '=', tenantId).execute();
}

/** Sets the person's photo and hands back the one it replaces (see replaceAgentAvatar). */
export async function replaceTenantAvatar(
  trx: Trx,
  tenantId: string,
  avatar: { url: string; sizeBytes: number; quota: number; agentId: string },
  now: string,
  engine: Engine,
): Promise<string | null> {
  let previous = trx.selectFrom('tenants').select(['avatar_url', 'avatar_size_bytes']).where('id', '=', tenantId);
  if (engine === 'postgres') previous = previous.forUpdate();
  const row = await previous.executeTakeFirst();
  // Only the identity's owner sets its photo, so it counts in the owner's storage.
  await requireStorageRoom(trx, avatar.agentId, avatar.quota, avatar.sizeBytes, Number(row?.avatar_size_bytes ?? 0));
  await trx.updateTable('tenants').set({ avatar_url: avatar.url, avatar_size_bytes: avatar.sizeBytes, updated_at: now }).where('id', '=', tenantId).execute();
  return row?.avatar_url ?? null;
}

export const tenantLookup = (row: TenantRow, linked: boolean, by: 'phone' | 'email'): TenantLookup => ({
  tenantId: row.id,
  fullName: tenantFullName(row),
  avatarUrl: row.avatar_url,
  ...(by === 'phone' ? { phoneNumber: phoneNumberOf(row.phone_code, row.phone_number) } : { emailAddress: row.email ?? '' }),
  linked,
});

// --- The agent's link ---

export type LinkRow = TenantAgentsTable;

/**
 * The caller's link to a tenant. With `lock` on PostgreSQL the row stays locked until the
 * transaction ends, which serialises the activity numbering of that (tenant, agent); SQLite
 * runs one writer at a time anyway.
 */
export async function findLink(
  db: Queryable,
  tenantId: string,
  agentId: string,
  lock?: Engine,
): Promise<LinkRow | undefined> {
  let query = db.selectFrom('tenant_agents').selectAll().where('tenant_id', '=', tenantId).where('agent_id', '=', agentId);
  if (lock === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function insertLink(db: Queryable, link: LinkRow): Promise<void> {
  await db.insertInto('tenant_agents').values(link).execute();
}

export async function updateLink(
  db: Queryable,
  tenantId: string,
  agentId: string,
  change: Partial<Pick<LinkRow, 'tenant_type' | 'status'>> & { updated_at: string },
): Promise<void> {
  await db.updateTable('tenant_agents').set(change).where('tenant_id', '=', tenantId).where('agent_id', '=', agentId).execute();
}

// --- Activities ---

/** Appends the next activity (index = max + 1 per tenant and agent); call inside the change's transaction. */
export async function appendActivity(
  db: Queryable,
  tenantId: string,
  agentId: string,
  eventType: TenantActivityEvent,
  now: string,
): Promise<void> {
  const last = await db
    .selectFrom('tenant_activities')
    .select((eb) => eb.fn.max('idx').as('idx'))
    .where('tenant_id', '=', tenantId)
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
  await db
    .insertInto('tenant_activities')
    .values({
      id: randomUUID(),
      tenant_id: tenantId,
      agent_id: agentId,
      event_type: eventType,
      idx: Number(last?.idx ?? 0) + 1,
      title: TENANT_ACTIVITY_TITLE[eventType],
      created_at: now,
    })
    .execute();
}

export async function listActivities(db: Queryable, tenantId: string, agentId: string, page: Page): Promise<PageResult<TenantActivity>> {
  const scoped = db.selectFrom('tenant_activities').where('tenant_id', '=', tenantId).where('agent_id', '=', agentId);
  const [rows, total] = await Promise.all([
    scoped.selectAll().orderBy('idx', 'desc').limit(page.limit).offset(page.offset).execute(),
    countOf(scoped),
  ]);
  return {
    items: rows.map((row) => ({
      activityId: row.id,
      tenantId: row.tenant_id,
      agentId: row.agent_id,
      eventType: row.event_type as TenantActivityEvent,
      index: Number(row.idx),
      title: row.title,
      createdAt: row.created_at,
    })),
    total,
  };
}
