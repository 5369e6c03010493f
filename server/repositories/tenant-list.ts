import { sql, type SqlBool } from 'kysely';
import type { Tenant } from '../../src/schema/tenant.ts';
import type { Queryable } from '../db/database.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { Page, PageResult } from './paging.ts';
import { referenceNames } from './reference-names.ts';
import { PERSON_AND_LINK_COLUMNS, tenantOf } from './tenants.ts';

import { containsPattern } from './text.ts';

const PERSON_COLUMNS = PERSON_AND_LINK_COLUMNS.filter((column) => column.startsWith('tenants.')) as Extract<(typeof PERSON_AND_LINK_COLUMNS)[number], `tenants.${string}`>[];

export interface TenantFilters {
  type: number | undefined;
  status: number;
  /** Folded (lowercase, no accents) and trimmed; null lists everything. */
  search: string | null;
  /** The search as phone digits with a leading 0 dropped, when the query looks like a phone number. */
  phoneDigits: string | null;
  /** The search read as a cédula or RIF, compact ('v15648232', '15648232'; repositories/text.ts identitySearches). */
  identity: readonly string[];
}

/** The caller's links the filters keep: read from tenant_agents' index (agent_id[, tenant_type], status, created_at, tenant_id). */
function matchingLinks(db: Queryable, agentId: string, filters: TenantFilters) {
  let links = db
    .selectFrom('tenant_agents')
    .where('tenant_agents.agent_id', '=', agentId)
    .where('tenant_agents.status', '=', filters.status);
  if (filters.type !== undefined) links = links.where('tenant_agents.tenant_type', '=', filters.type);
  const { search, phoneDigits, identity } = filters;
  if (search !== null) {
    const wanted = new Set([search, ...(phoneDigits === null ? [] : [phoneDigits]), ...identity]);
    const patterns = [...wanted].map(containsPattern);
    links = links.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tenants')
          .select('tenants.id')
          .whereRef('tenants.id', '=', 'tenant_agents.tenant_id')
          .where((eb) => eb.or(patterns.map((pattern) => sql<SqlBool>`tenants.search_text like ${pattern} escape '\\'`))),
      ),
    );
  }
  return links;
}

/**
 * One page of the matching links, newest first, and only those joined to the person: the page is
 * picked from the index alone, so a deep page costs about what the first one does. The address
 * names come from memory (reference-names.ts).
 */
const tenantPage = (db: Queryable, agentId: string, filters: TenantFilters, page: Page) =>
  db
    .selectFrom(
      matchingLinks(db, agentId, filters)
        .select([
          'tenant_agents.tenant_id',
          'tenant_agents.created_at',
          'tenant_agents.tenant_type',
          'tenant_agents.status',
          'tenant_agents.updated_at',
        ])
        .orderBy('tenant_agents.created_at', 'desc')
        .orderBy('tenant_agents.tenant_id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .as('page'),
    )
    .innerJoin('tenants', 'tenants.id', 'page.tenant_id')
    .select([
      ...PERSON_COLUMNS,
      'page.tenant_type',
      'page.status',
      'page.created_at as linked_at',
      'page.updated_at as link_updated_at',
    ])
    .orderBy('page.created_at', 'desc')
    .orderBy('page.tenant_id', 'desc');

const countMatching = (db: Queryable, agentId: string, filters: TenantFilters) =>
  matchingLinks(db, agentId, filters).select((eb) => eb.fn.countAll<number | string>().as('total'));

// Stand-ins for the arguments while the prepared lists compile (see preparedQuery).
const AGENT = '\u0000agent';
const STATUS = -70_001;
const TYPE = -70_002;
const LIMIT = -70_003;
const OFFSET = -70_004;
const unfiltered = (status: number, type?: number): TenantFilters => ({ status, type, search: null, phoneDigits: null, identity: [] });

/** The list as the app opens it (no search): the same queries every time, compiled once. */
const pageByStatus = preparedQuery([AGENT, STATUS, LIMIT, OFFSET] as [string, number, number, number], (db, agentId, status, limit, offset) =>
  tenantPage(db, agentId, unfiltered(status), { limit, offset }),
);
const countByStatus = preparedQuery([AGENT, STATUS] as [string, number], (db, agentId, status) => countMatching(db, agentId, unfiltered(status)));
const pageByType = preparedQuery(
  [AGENT, STATUS, TYPE, LIMIT, OFFSET] as [string, number, number, number, number],
  (db, agentId, status, type, limit, offset) => tenantPage(db, agentId, unfiltered(status, type), { limit, offset }),
);
const countByType = preparedQuery([AGENT, STATUS, TYPE] as [string, number, number], (db, agentId, status, type) =>
  countMatching(db, agentId, unfiltered(status, type)),
);

const versionOf = preparedQuery([AGENT] as [string], (db, agentId) =>
  db.selectFrom('customer_list_versions').select('version').where('agent_id', '=', agentId),
);

/**
 * A number that changes, in the writing transaction, with anything the agent's customer list
 * shows (kept by triggers: server/db/migration-list-versions.ts); 0 before the first change.
 */
export const customerListVersion = async (db: Queryable, agentId: string): Promise<number> => Number((await versionOf(db, agentId))[0]?.version ?? 0);

/** The caller's customers, newest link first. */
export async function listTenantViews(db: Queryable, agentId: string, filters: TenantFilters, page: Page): Promise<PageResult<Tenant>> {
  const { status, type } = filters;
  const [rows, counted] =
    filters.search !== null
      ? [tenantPage(db, agentId, filters, page).execute(), countMatching(db, agentId, filters).execute()]
      : type === undefined
        ? [pageByStatus(db, agentId, status, page.limit, page.offset), countByStatus(db, agentId, status)]
        : [pageByType(db, agentId, status, type, page.limit, page.offset), countByType(db, agentId, status, type)];
  const [names, pageRows, countRows] = await Promise.all([referenceNames(db), rows, counted]);
  return {
    items: pageRows.map((row) => tenantOf(agentId, row, names.state(row.country_state_id), names.location(row.country_location_id))),
    // PostgreSQL answers count(*) as a bigint string, SQLite as a number.
    total: Number(countRows[0]?.total ?? 0),
  };
}
