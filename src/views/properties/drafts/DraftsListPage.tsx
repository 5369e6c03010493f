import { useDeferredValue, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, useSearch } from 'wouter';
import { useActorRef } from '@xstate/react';
import { DRAFTS_PAGE_SIZE } from '../../../schema/property-draft.ts';
import { errors, product } from '../../../i18n/es.ts';
import { draftsListTexts as texts } from '../../../i18n/properties.ts';
import { ListEmpty, ListError } from '../../ui/ListState.tsx';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { useInspect } from '../../ui/inspect.ts';
import { media } from '../../ui/media.ts';
import { FILTERS_OPEN_QUERY, ListPageTitle, ResultsCount, useQueryFollowsUrl } from '../../ui/ListPage.tsx';
import { useListState } from '../../ui/useListState.ts';
import { usePageTitle } from '../../ui/usePageTitle.ts';
import { paths } from '../../paths.ts';
import { PropertyCard, PropertyCardCell } from '../PropertyCard.tsx';
import { PropertyFilters } from '../PropertyFilters.tsx';
import { PropertyGrid, PropertyGridSkeleton } from '../PropertyGrid.tsx';
import { draftBadge } from '../propertyCardText.ts';
import { parsePropertyQuery, propertyQueryParams, type PropertyQuery } from '../propertyQuery.ts';
import { PROPERTY_TYPES_INPUT, propertyTypesMachine } from '../propertyTypesList.ts';
import { draftsListMachine } from './draftsList.ts';
import { usePublishedDraftIds } from './publishedLive.ts';

const FILTERS_ID = 'draft-filters';
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

const draftsHref = (query: PropertyQuery): string => paths.drafts(propertyQueryParams(query));

/** /properties/drafts, 'Mi lista de borradores' (spec 03 §2): the shared listMachine over the agent's drafts. */
export function DraftsListPage() {
  usePageTitle(product.title(texts.pageTitle));
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => parsePropertyQuery(search), [search]);
  const queryKey = draftsHref(query);
  const results = useRef<HTMLElement>(null);
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia(FILTERS_OPEN_QUERY).matches);
  const inspect = useInspect();

  const list = useActorRef(draftsListMachine, { input: { query, pageSize: DRAFTS_PAGE_SIZE }, inspect });
  useQueryFollowsUrl(list, query, queryKey);
  const types = useActorRef(propertyTypesMachine, { input: PROPERTY_TYPES_INPUT, inspect });
  const typesState = useListState(types);

  const { loading, skeleton, failed, empty, retryVisible, items: answered, total, offset, pageSize } = useListState(list);
  // A page of cards renders as a transition, in slices a phone's CPU can interleave with input.
  const items = useDeferredValue(answered);
  // Live 'Publicado'; after a reconnect the list reads itself again (a message may have been missed).
  const published = usePublishedDraftIds(() => list.send({ type: 'list.refreshed' }));
  const columns = filtersOpen ? 4 : 5;

  // While a load is quiet (its first 500 ms), the previous page stays on screen, marked busy.
  const showItems = !failed && !empty && !skeleton && items.length > 0;

  return (
    <>
      <ListPageTitle
        title={texts.pageTitle}
        filtersLabel={texts.filters}
        filtersId={FILTERS_ID}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((open) => !open)}
        createHref={paths.createDraft()}
        createLabel={texts.newProperty}
      />

      <Layout $filtersOpen={filtersOpen}>
        <FiltersColumn hidden={!filtersOpen}>
          <PropertyFilters
            id={FILTERS_ID}
            query={query}
            queryKey={queryKey}
            keyOf={draftsHref}
            types={{
              items: typesState.items,
              loading: typesState.loading,
              failed: typesState.failed,
              retryVisible: typesState.retryVisible,
              onRetry: () => types.send({ type: 'list.retried' }),
            }}
            onApply={(next) => navigate(draftsHref(next))}
          />
        </FiltersColumn>

        <Results ref={results} aria-labelledby="draft-results" aria-busy={loading || undefined}>
          <VisuallyHidden as="h2" id="draft-results">
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
                {items.map((draft) => (
                  <PropertyCardCell key={draft.propertyDraftId}>
                    <PropertyCard
                      property={draft}
                      href={paths.draftEditor({ draftId: draft.propertyDraftId })}
                      badge={draftBadge(draft.status, published.has(draft.propertyDraftId))}
                    />
                  </PropertyCardCell>
                ))}
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
