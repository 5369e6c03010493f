import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, ButtonLink } from './Button.tsx';
import { PlusSquareIcon } from './icons.tsx';
import { media } from './media.ts';

/**
 * What the filtered list pages share (customers, drafts): the title row with its actions, the
 * results count, the filter toggle's icon, and the rule that the URL drives the list.
 */

/** Spec 02 §2.1 and 03 §2: the filters start open from 1280 px. */
export const FILTERS_OPEN_QUERY = '(min-width: 1280px)';

export const ListPageHeader = styled.div`
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

export const ListPageActions = styled.div`
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

export const ResultsCount = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const FilterIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
);

/**
 * The URL is the filters' source of truth: when its query (named by `key`) changes, the list
 * hears about it, and nothing else does.
 */
export function useQueryFollowsUrl<Query>(
  list: { send: (event: { type: 'query.changed'; query: Query; offset?: number }) => void },
  query: Query,
  key: string,
  /** Issue 21: a list whose page is in the URL gives its offset (and puts the page in `key`). */
  offset?: number,
): void {
  const sent = useRef(key);
  useEffect(() => {
    if (sent.current === key) return;
    sent.current = key;
    list.send(offset === undefined ? { type: 'query.changed', query } : { type: 'query.changed', query, offset });
  }, [list, key, query, offset]);
}

export interface ListPageTitleProps {
  readonly title: string;
  /** The filter panel's toggle: its label, the panel's id, and whether it is open. */
  readonly filtersLabel: string;
  readonly filtersId: string;
  readonly filtersOpen: boolean;
  readonly onToggleFilters: () => void;
  /** The page's create action ('Nuevo cliente', 'Nueva propiedad'). */
  readonly createHref: string;
  readonly createLabel: string;
}

/** The title row of a filtered list: the heading, the filters toggle and the create link. */
export function ListPageTitle({ title, filtersLabel, filtersId, filtersOpen, onToggleFilters, createHref, createLabel }: ListPageTitleProps) {
  return (
    <ListPageHeader>
      <h1>{title}</h1>
      <ListPageActions>
        <Button variant="secondary" icon={<FilterIcon />} aria-expanded={filtersOpen} aria-controls={filtersId} onClick={onToggleFilters}>
          {filtersLabel}
        </Button>
        <ButtonLink href={createHref}>
          <PlusSquareIcon />
          {createLabel}
        </ButtonLink>
      </ListPageActions>
    </ListPageHeader>
  );
}
