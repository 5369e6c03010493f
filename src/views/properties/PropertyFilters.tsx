import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useActorRef } from '@xstate/react';
import { searchDebounceMachine } from '../../machines/searchDebounceMachine.ts';
import type { PropertyType } from '../../schema/property-reference.ts';
import { propertyFilterTexts as texts } from '../../i18n/properties.ts';
import { Button } from '../ui/Button.tsx';
import { Select } from '../ui/Select.tsx';
import { SearchField } from '../ui/SearchField.tsx';
import { TextField } from '../ui/TextField.tsx';
import { useInspect } from '../ui/inspect.ts';
import { useLatest } from '../ui/useLatest.ts';
import {
  DEFAULT_PROPERTY_QUERY,
  hasFilters,
  parsePrice,
  priceRangeInverted,
  withValidPriceRange,
  type PropertyQuery,
} from './propertyQuery.ts';

/**
 * The filter panel of the property lists (spec 03 §2): searchQuery, propertyType, minPrice,
 * maxPrice and a reset button. Filters apply as they change: the type at once, typed text after the
 * agent pauses (the shared searchDebounceMachine's 500 ms), so the URL — the filters' one source of
 * truth — is written once per pause, not per keystroke.
 */

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

/** The two prices side by side where the panel is wide enough (above the grid), stacked in the side column. */
const PricesFrame = styled.div`
  container-type: inline-size;
`;

const Prices = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  @container (min-width: 18rem) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const TypesFailed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

/** What the form's fields hold: text as typed. */
interface FilterForm {
  readonly searchQuery: string;
  readonly propertyType: string;
  readonly minPrice: string;
  readonly maxPrice: string;
}

const formOf = (query: PropertyQuery): FilterForm => ({
  searchQuery: query.searchQuery,
  propertyType: query.propertyType ?? '',
  minPrice: query.minPrice === null ? '' : String(query.minPrice),
  maxPrice: query.maxPrice === null ? '' : String(query.maxPrice),
});

const pricesOf = (form: FilterForm) => ({ minPrice: parsePrice(form.minPrice), maxPrice: parsePrice(form.maxPrice) });

/** The filters the fields stand for: an inverted price range is left out (the panel says why). */
const queryOf = (form: FilterForm): PropertyQuery =>
  withValidPriceRange({ searchQuery: form.searchQuery, propertyType: form.propertyType || null, ...pricesOf(form) });

/** A price box with text that is not a price: said under the box, and left out of the filters. */
const priceError = (text: string): string | null => (text.trim() !== '' && parsePrice(text) === null ? texts.priceInvalid : null);

export interface PropertyTypesState {
  readonly items: readonly PropertyType[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly retryVisible: boolean;
  readonly onRetry: () => void;
}

export interface PropertyFiltersProps {
  id: string;
  /** The filters in the URL. */
  query: PropertyQuery;
  /** A key per distinct filter set (the list's href): tells the form's own writes from back/forward. */
  queryKey: string;
  keyOf: (query: PropertyQuery) => string;
  types: PropertyTypesState;
  /** Writes the filters to the URL (a history entry per applied set, so back returns to the previous one). */
  onApply: (query: PropertyQuery) => void;
}

export function PropertyFilters({ id, query, queryKey, keyOf, types, onApply }: PropertyFiltersProps) {
  const [form, setForm] = useState(() => formOf(query));
  // The URL this form wrote last: another URL (back, forward, a link) resets the fields to it.
  const [written, setWritten] = useState(queryKey);
  if (queryKey !== written) {
    setWritten(queryKey);
    setForm(formOf(query));
  }

  const apply = (next: FilterForm) => {
    const nextQuery = queryOf(next);
    const nextKey = keyOf(nextQuery);
    if (nextKey === queryKey) return;
    setWritten(nextKey);
    onApply(nextQuery);
  };

  // The pause ends with the fields as they are then (a type chosen meanwhile included).
  const latest = useLatest({ form, apply });
  const debounce = useActorRef(
    searchDebounceMachine.provide({ actions: { searched: () => latest.current.apply(latest.current.form) } }),
    { input: { value: query.searchQuery }, inspect: useInspect() },
  );

  const type = (field: 'searchQuery' | 'minPrice' | 'maxPrice') => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    debounce.send({ type: 'search.typed', value });
  };

  // Enter in a box applies at once (the pause then finds nothing new to write).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(form);
  };

  const typeOptions = [
    { value: '', label: types.loading && types.items.length === 0 ? texts.typesLoading : texts.allTypes },
    ...types.items.map((item) => ({ value: item.propertyTypeId, label: item.name })),
  ];

  return (
    <Panel id={id}>
      <Form role="search" aria-label={texts.label} onSubmit={submit}>
        <SearchField
          label={texts.search}
          name="searchQuery"
          placeholder={texts.searchPlaceholder}
          value={form.searchQuery}
          onValueChange={type('searchQuery')}
        />
        <div>
          <Select
            label={texts.propertyType}
            name="propertyType"
            value={form.propertyType}
            options={typeOptions}
            onValueChange={(propertyType) => {
              const next = { ...form, propertyType };
              setForm(next);
              apply(next);
            }}
          />
          {types.failed && (
            <TypesFailed role="alert">
              <span>{texts.typesFailed}</span>
              {types.retryVisible && (
                <Button variant="ghost" onClick={types.onRetry}>
                  {texts.typesRetry}
                </Button>
              )}
            </TypesFailed>
          )}
        </div>
        <PricesFrame>
          <Prices>
            <TextField
              label={texts.minPrice}
              name="minPrice"
              inputMode="numeric"
              autoComplete="off"
              placeholder={texts.pricePlaceholder}
              value={form.minPrice}
              error={priceError(form.minPrice)}
              onValueChange={type('minPrice')}
            />
            <TextField
              label={texts.maxPrice}
              name="maxPrice"
              inputMode="numeric"
              autoComplete="off"
              placeholder={texts.pricePlaceholder}
              value={form.maxPrice}
              error={priceError(form.maxPrice)}
              onValueChange={type('maxPrice')}
            />
          </Prices>
        </PricesFrame>
        {priceRangeInverted(pricesOf(form)) && <Note role="status">{texts.priceRange}</Note>}
        <Button
          variant="secondary"
          disabled={!Object.values(form).some((value) => value.trim() !== '') && !hasFilters(query)}
          onClick={() => {
            setForm(formOf(DEFAULT_PROPERTY_QUERY));
            apply(formOf(DEFAULT_PROPERTY_QUERY));
          }}
        >
          {texts.reset}
        </Button>
      </Form>
    </Panel>
  );
}
