import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { TENANTS_PAGE_SIZE } from '../../../schema/rules.ts';
import { errors, product } from '../../../i18n/es.ts';
import { customerListTexts, listTexts } from '../../../i18n/customers.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { ListEmpty, ListError } from '../../ui/ListState.tsx';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { ListGrid, SkeletonGrid } from '../../ui/Skeleton.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { PlusSquareIcon } from '../../ui/icons.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { media } from '../../ui/media.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { paths } from '../../paths.ts';
import { CustomerCard, CustomerCardCell } from './CustomerCard.tsx';
import { CustomerFilters } from './CustomerFilters.tsx';
import { customersListMachine } from './customersList.ts';
import { customersHref, customersQueryKey, parseCustomersQuery, type CustomersQuery } from './customersQuery.ts';
import { useListState } from '../../ui/useListState.ts';

const FILTERS_ID = 'customer-filters';
/** Spec 02 §2.1: the filters start open from 1280 px. */
const FILTERS_OPEN_QUERY = '(min-width: 1280px)';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    ${media.md`
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    `}
  }
`;

const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;

  /* Phones: the buttons share the width (each a full row when they do not fit side by side). */
  & > * { flex: 1 1 auto; }
  ${media.sm`
    width: auto;
    & > * { flex: 0 0 auto; }
  `}
`;

const FiltersArea = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

/** Below the sticky top bar when scrolled to after a page change. */
const Results = styled.section`
  scroll-margin-top: 80px;
`;

const Count = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FilterIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);

type CustomersList = ActorRefFrom<typeof customersListMachine>;

/** The URL is the filters' source of truth: when it changes, the list hears about it (and nothing else). */
function useQueryFollowsUrl(list: CustomersList, query: CustomersQuery) {
  const key = customersQueryKey(query);
  const sent = useRef(key);
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    list.send({ type: 'query.changed', query });
  }, [list, key, query]);
}

/** /customers, 'Mis clientes' (spec 02 §2.1). The list's workflow is the shared listMachine's. */
export function CustomersListPage() {
  usePageTitle(product.title(customerListTexts.pageTitle));
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parseCustomersQuery(search), [search]);
  const results = useRef<HTMLElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia(FILTERS_OPEN_QUERY).matches);

  const list = useActorRef(customersListMachine, { input: { query, pageSize: TENANTS_PAGE_SIZE }, inspect: useInspect() });
  useQueryFollowsUrl(list, query);

  const { loading, skeleton, failed, empty, retryVisible, items: answered, total, offset, pageSize } = useListState(list);
  // A page of cards renders as a transition, in slices a phone's CPU can interleave with input.
  const items = useDeferredValue(answered);

  // While a load is quiet (its first 500 ms), the previous page stays on screen, marked busy.
  const showItems = !failed && !empty && !skeleton && items.length > 0;

  return (
    <>
      <Header>
        <h1>{customerListTexts.pageTitle}</h1>
        <HeaderActions>
          <Button
            variant="secondary"
            icon={<FilterIcon />}
            aria-expanded={filtersOpen}
            aria-controls={FILTERS_ID}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {customerListTexts.filters}
          </Button>
          <ButtonLink href={paths.createCustomer()}>
            <PlusSquareIcon />
            {customerListTexts.newCustomer}
          </ButtonLink>
        </HeaderActions>
      </Header>

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
            <Count role="status">{customerListTexts.resultsCount(total)}</Count>
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
                list.send({ type: 'page.changed', offset: next });
                results.current?.scrollIntoView({ block: 'start' });
              }}
            />
          </>
        )}
      </Results>
    </>
  );
}
