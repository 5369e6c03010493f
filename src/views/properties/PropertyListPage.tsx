import { useDeferredValue, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useActorRef } from '@xstate/react';
import type { createListMachine } from '../../machines/listMachine.ts';
import { errors, product } from '../../i18n/es.ts';
import { ListEmpty, ListError } from '../ui/ListState.tsx';
import { PaginationBar } from '../ui/PaginationBar.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.ts';
import { useInspect } from '../ui/inspect.ts';
import { useListFollowsPublications } from '../ui/live.ts';
import { media } from '../ui/media.ts';
import { FILTERS_OPEN_QUERY, ListPageTitle, ResultsCount, useQueryFollowsUrl } from '../ui/ListPage.tsx';
import { useListState } from '../ui/useListState.ts';
import { usePageTitle } from '../ui/usePageTitle.ts';
import { paths } from '../paths.ts';
import { PropertyCard, PropertyCardCell, type PropertyCardProps } from './PropertyCard.tsx';
import { PropertyFilters } from './PropertyFilters.tsx';
import { PropertyGrid, PropertyGridSkeleton } from './PropertyGrid.tsx';
import type { PropertyCardData } from './propertyCardText.ts';
import { parsePropertyQuery, type PropertyQuery } from './propertyQuery.ts';
import { PROPERTY_TYPES_INPUT, propertyTypesMachine } from './propertyTypesList.ts';

/**
 * A list of properties (spec 03 §2): 'Mi lista de borradores' and 'Mi lista de propiedades' share
 * it ('Same filters and grid'). The URL's query is the filters; the list's own listMachine loads
 * the pages (skeleton after 500 ms, empty, error with a retry, pagination); each list says what it
 * asks for, what its texts are and where each card leads.
 */

/** From 1280 px the open panel is a column beside the grid; narrower, it sits above the grid. */
const Layout = styled.div<{ $filtersOpen: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${media.xl`
    grid-template-columns: ${({ $filtersOpen }: { $filtersOpen: boolean }) => ($filtersOpen ? '256px minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  `}
`;

const FiltersColumn = styled.div`
  ${media.xl`
    position: sticky;
    top: 80px;
  `}
`;

/** Below the sticky top bar when scrolled to after a page change. */
const Results = styled.section`
  min-width: 0;
  scroll-margin-top: 80px;
`;

export interface PropertyListTexts {
  readonly pageTitle: string;
  readonly newProperty: string;
  readonly filters: string;
  /** The results' hidden heading. */
  readonly results: string;
  readonly resultsCount: (total: number) => string;
  readonly empty: string;
  readonly retry: string;
}

/** What one card of the list shows beyond the item's fields: its key, its link, its badge. */
export type CardOf<T> = (item: T) => { readonly key: string } & Omit<PropertyCardProps, 'property'>;

export interface PropertyListPageProps<T extends PropertyCardData> {
  readonly texts: PropertyListTexts;
  /** Prefix of the page's element ids ('draft' → 'draft-filters', 'draft-results'). */
  readonly idPrefix: string;
  /** The list's address for a set of filters (the filters live in the URL). */
  readonly hrefOf: (query: PropertyQuery) => string;
  /** The list's machine (createListMachine over its fetchPage) and its page size. */
  readonly machine: ReturnType<typeof createListMachine<T, PropertyQuery>>;
  readonly pageSize: number;
  readonly cardOf: CardOf<T>;
  /**
   * Whether a draft's publication changes what the list shows (the published list gains a
   * property): it then reads itself again on each PROPERTY_DRAFT_PUBLISHED message. Every list
   * reads itself again, silently, when the live connection comes up (after the page load, after a
   * reconnect), when a message may have been missed.
   */
  readonly refreshOnPublished?: boolean;
  /** Filled with what a page's own workflow may ask of the list (issue 21: read it again after a delete). */
  readonly listControl?: Ref<ListControl>;
}

/** What a list page lets its caller ask of its list. */
export interface ListControl {
  /** Reads the page again, quietly (the cards stay until the answer). */
  refresh(): void;
}

export function PropertyListPage<T extends PropertyCardData>({
  texts,
  idPrefix,
  hrefOf,
  machine,
  pageSize: size,
  cardOf,
  refreshOnPublished = false,
  listControl,
}: PropertyListPageProps<T>) {
  usePageTitle(product.title(texts.pageTitle));
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parsePropertyQuery(search), [search]);
  const queryKey = hrefOf(query);
  const results = useRef<HTMLElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia(FILTERS_OPEN_QUERY).matches);
  const inspect = useInspect();
  const filtersId = `${idPrefix}-filters`;
  const resultsId = `${idPrefix}-results`;

  const list = useActorRef(machine, { input: { query, pageSize: size }, inspect });
  useQueryFollowsUrl(list, query, queryKey);
  useListFollowsPublications(list, refreshOnPublished);
  useImperativeHandle(listControl, () => ({ refresh: () => list.send({ type: 'list.refreshed' }) }), [list]);
  const types = useActorRef(propertyTypesMachine, { input: PROPERTY_TYPES_INPUT, inspect });
  const typesState = useListState(types);

  const { loading, skeleton, failed, empty, retryVisible, items: answered, total, offset, pageSize } = useListState(list);
  // A page of cards renders as a transition, in slices a phone's CPU can interleave with input.
  const items = useDeferredValue(answered);
  const columns = filtersOpen ? 4 : 5;

  // While a load is quiet (its first 500 ms), the previous page stays on screen, marked busy.
  const showItems = !failed && !empty && !skeleton && items.length > 0;

  return (
    <>
      <ListPageTitle
        title={texts.pageTitle}
        filtersLabel={texts.filters}
        filtersId={filtersId}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        createHref={paths.createDraft()}
        createLabel={texts.newProperty}
      />

      <Layout $filtersOpen={filtersOpen}>
        <FiltersColumn hidden={!filtersOpen}>
          <PropertyFilters
            id={filtersId}
            query={query}
            queryKey={queryKey}
            keyOf={hrefOf}
            types={{
              items: typesState.items,
              loading: typesState.loading,
              failed: typesState.failed,
              retryVisible: typesState.retryVisible,
              onRetry: () => types.send({ type: 'list.retried' }),
            }}
            onApply={(next) => navigate(hrefOf(next))}
          />
        </FiltersColumn>

        <Results ref={results} aria-labelledby={resultsId} aria-busy={loading || undefined}>
          <VisuallyHidden as="h2" id={resultsId}>
            {texts.results}
          </VisuallyHidden>
          {failed && (
            <ListError message={errors.load} retryLabel={texts.retry} retryVisible={retryVisible} onRetry={() => list.send({ type: 'list.retried' })} />
          )}
          {empty && <ListEmpty>{texts.empty}</ListEmpty>}
          {skeleton && <PropertyGridSkeleton columns={columns} />}
          {showItems && (
            <>
              <ResultsCount role="status">{texts.resultsCount(total)}</ResultsCount>
              <PropertyGrid $columns={columns}>
                {items.map((item) => {
                  const { key, ...card } = cardOf(item);
                  return (
                    <PropertyCardCell key={key}>
                      <PropertyCard property={item} {...card} />
                    </PropertyCardCell>
                  );
                })}
              </PropertyGrid>
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
      </Layout>
    </>
  );
}
