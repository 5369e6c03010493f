import { useDeferredValue, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useActorRef } from '@xstate/react';
import { TENANTS_PAGE_SIZE } from '../../../schema/rules.ts';
import { errors, product } from '../../../i18n/es.ts';
import { customerListTexts, listTexts } from '../../../i18n/customers.ts';
import { ListEmpty, ListError } from '../../ui/ListState.tsx';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { ListGrid, SkeletonGrid } from '../../ui/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { useInspect } from '../../ui/inspect.ts';
import { FILTERS_OPEN_QUERY, ListPageTitle, ResultsCount, useQueryFollowsUrl } from '../../ui/ListPage.tsx';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { paths } from '../../paths.ts';
import { CustomerCard, CustomerCardCell } from './CustomerCard.tsx';
import { CustomerFilters } from './CustomerFilters.tsx';
import { customersListMachine } from './customersList.ts';
import { customersHref, customersQueryKey, parseCustomersPage, parseCustomersQuery } from './customersQuery.ts';
import { useListState } from '../../ui/useListState.ts';

const FILTERS_ID = 'customer-filters';
const FiltersArea = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Below the sticky top bar when scrolled to after a page change. */
const Results = styled.section`
  scroll-margin-top: 80px;
`;

/** /customers, 'Mis clientes' (spec 02 §2.1). The list's workflow is the shared listMachine's. */
export function CustomersListPage() {
  usePageTitle(product.title(customerListTexts.pageTitle));
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseCustomersQuery(search), [search]);
  // Issue 21: the page is in the URL; a click on the bar navigates, and the list follows the URL.
  const urlOffset = (parseCustomersPage(search) - 1) * TENANTS_PAGE_SIZE;
  const results = useRef<HTMLElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia(FILTERS_OPEN_QUERY).matches);

  const list = useActorRef(customersListMachine, { input: { query, pageSize: TENANTS_PAGE_SIZE, offset: urlOffset }, inspect: useInspect() });
  useQueryFollowsUrl(list, query, `${customersQueryKey(query)}#${urlOffset}`, urlOffset);

  const { loading, skeleton, failed, empty, retryVisible, items: answered, total, offset, pageSize } = useListState(list);
  // A page of cards renders as a transition, in slices a phone's CPU can interleave with input.
  const items = useDeferredValue(answered);

  // While a load is quiet (its first 500 ms), the previous page stays on screen, marked busy.
  const showItems = !failed && !empty && !skeleton && items.length > 0;

  return (
    <>
      <ListPageTitle
        title={customerListTexts.pageTitle}
        filtersLabel={customerListTexts.filters}
        filtersId={FILTERS_ID}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        createHref={paths.createCustomer()}
        createLabel={customerListTexts.newCustomer}
      />

      <FiltersArea hidden={!filtersOpen}>
        <CustomerFilters
          key={customersQueryKey(query)}
          id={FILTERS_ID}
          query={query}
          onSubmit={(next) => {
            // The same filters again reload the list in place instead of stacking a history entry.
            if (customersQueryKey(next) === customersQueryKey(query)) list.send({ type: 'list.refreshed' });
            else navigate(customersHref(next));
          }}
        />
      </FiltersArea>

      <Results ref={results} aria-labelledby="customer-results" aria-busy={loading || undefined}>
        <VisuallyHidden as="h2" id="customer-results">
          {customerListTexts.results}
        </VisuallyHidden>
        {failed && (
          <ListError
            message={errors.load}
            retryLabel={listTexts.retry}
            retryVisible={retryVisible}
            onRetry={() => list.send({ type: 'list.retried' })}
          />
        )}
        {empty && <ListEmpty>{listTexts.customersEmpty}</ListEmpty>}
        {skeleton && <SkeletonGrid />}
        {showItems && (
          <>
            <ResultsCount role="status">{customerListTexts.resultsCount(total)}</ResultsCount>
            <ListGrid>
              {items.map((tenant) => (
                <CustomerCardCell key={tenant.tenantId}>
                  <CustomerCard tenant={tenant} />
                </CustomerCardCell>
              ))}
            </ListGrid>
            <PaginationBar
              total={total}
              pageSize={pageSize}
              offset={offset}
              disabled={loading}
              onOffsetChange={(next) => {
                navigate(customersHref(query, Math.floor(next / pageSize) + 1));
                results.current?.scrollIntoView({ block: 'start' });
              }}
            />
          </>
        )}
      </Results>
    </>
  );
}
