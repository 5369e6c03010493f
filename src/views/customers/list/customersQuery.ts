import { TENANT_STATUS, type TenantStatus, type TenantType } from '../../../schema/tenant.ts';
import { SEARCH_QUERY_MAX } from '../../../schema/rules.ts';
import { paths } from '../../paths.ts';

/** The customer list's filters (spec 02 §2.1): read from the URL, written back to it on submit. */
export type CustomersQuery = {
  readonly searchQuery: string;
  readonly status: TenantStatus;
  /** null: 'Todos'. */
  readonly type: TenantType | null;
};

export const DEFAULT_CUSTOMERS_QUERY: CustomersQuery = { searchQuery: '', status: TENANT_STATUS.Active, type: null };

const parseStatus = (value: string | null): TenantStatus => (value === '2' ? TENANT_STATUS.Filed : TENANT_STATUS.Active);

const parseType = (value: string | null): TenantType | null =>
  value === '1' ? 1 : value === '2' ? 2 : value === '3' ? 3 : null;

/** Unknown or malformed values fall back to the defaults, so a hand-edited URL never breaks the page. */
export const parseCustomersQuery = (search: string): CustomersQuery => {
  const params = new URLSearchParams(search);
  return {
    searchQuery: (params.get('searchQuery') ?? '').slice(0, SEARCH_QUERY_MAX),
    status: parseStatus(params.get('status')),
    type: parseType(params.get('type')),
  };
};

/**
 * Issue 21: the page shown is in the URL too (`page`, 1-based), so reload, back and forward keep
 * it; anything but a whole number from 1 up reads as page 1.
 */
export const parseCustomersPage = (search: string): number => {
  const value = new URLSearchParams(search).get('page') ?? '';
  if (!/^[1-9][0-9]{0,5}$/.test(value)) return 1;
  return Number(value);
};

/** The list's address for these filters and page; defaults are left out (Activos, Todos, no search, page 1). */
export const customersHref = (query: CustomersQuery, page = 1): string =>
  paths.customers({
    searchQuery: query.searchQuery.trim() || null,
    status: query.status === TENANT_STATUS.Active ? null : query.status,
    type: query.type,
    page,
  });

/** One string per distinct filter set: the key that tells the list its query changed. */
export const customersQueryKey = (query: CustomersQuery): string => customersHref(query);
