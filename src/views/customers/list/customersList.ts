import { createListMachine, type FetchPage } from '../../../machines/listMachine.ts';
import type { Tenant } from '../../../schema/tenant.ts';
import { listTenants } from '../../../services/tenants-api.ts';
import type { CustomersQuery } from './customersQuery.ts';

/** One page of the agent's customers for the list machine. */
export const fetchCustomersPage: FetchPage<Tenant, CustomersQuery> = async ({ query, offset, limit }) => {
  const page = await listTenants({
    searchQuery: query.searchQuery,
    status: query.status,
    type: query.type ?? undefined,
    offset,
    limit,
  });
  return { items: page.items, total: page.pagination?.total ?? 0 };
};

/** 'Mis clientes' is the shared list machine over tenants. */
export const customersListMachine = createListMachine<Tenant, CustomersQuery>(fetchCustomersPage);
