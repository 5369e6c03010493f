import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { TenantStatus, TenantType } from '../../../schema/tenant.ts';
import { customerLabels, customerListTexts } from '../../../i18n/customers.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { ChipGroup } from '../../ui/Chip.tsx';
import { Select } from '../../ui/Select.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { media } from '../../ui/media.ts';
import { DEFAULT_CUSTOMERS_QUERY, type CustomersQuery } from './customersQuery.ts';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${media.lg`
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  `}
`;

const Wide = styled.div`
  ${media.lg`
    grid-column: 1 / -1;
  `}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  /* Phones: the buttons share the width (each a full row when they do not fit side by side). */
  & > * { flex: 1 1 auto; }
  ${media.sm`
    & > * { flex: 0 0 auto; }
  `}

  ${media.lg`
    grid-column: 1 / -1;
  `}
`;

const statusOptions = ([1, 2] as const).map((status) => ({ value: String(status), label: customerListTexts.statusOptions[status] }));

const typeOptions = [
  { value: '', label: customerListTexts.allTypes },
  ...([1, 2, 3] as const).map((type) => ({ value: String(type), label: customerLabels.tenantType[type] })),
];

export interface CustomerFiltersProps {
  id: string;
  /** The filters in the URL; the form edits a draft of them until 'Buscar clientes'. */
  query: CustomersQuery;
  onSubmit: (query: CustomersQuery) => void;
}

/**
 * The filter form of 'Mis clientes'. The draft is local UI state: the applied filters live in the
 * URL, and the page remounts this form (key) whenever the URL's filters change.
 */
export function CustomerFilters({ id, query, onSubmit }: CustomerFiltersProps) {
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const reset = () => {
    setDraft(DEFAULT_CUSTOMERS_QUERY);
    onSubmit(DEFAULT_CUSTOMERS_QUERY);
  };

  return (
    <Card id={id} as="div">
      <Form role="search" aria-label={customerListTexts.filtersLabel} onSubmit={submit}>
        <SearchField
          label={customerListTexts.search}
          name="searchQuery"
          placeholder={customerListTexts.searchPlaceholder}
          value={draft.searchQuery}
          onValueChange={(searchQuery) => setDraft((current) => ({ ...current, searchQuery }))}
        />
        <Select
          label={customerListTexts.status}
          name="status"
          value={String(draft.status)}
          options={statusOptions}
          onValueChange={(value) => setDraft((current) => ({ ...current, status: (value === '2' ? 2 : 1) as TenantStatus }))}
        />
        <Wide>
          <ChipGroup
            legend={customerListTexts.type}
            options={typeOptions}
            value={draft.type === null ? '' : String(draft.type)}
            onValueChange={(value) =>
              setDraft((current) => ({ ...current, type: value === '' ? null : (Number(value) as TenantType) }))
            }
          />
        </Wide>
        <Actions>
          <Button variant="secondary" onClick={reset}>
            {customerListTexts.reset}
          </Button>
          <Button type="submit">{customerListTexts.submit}</Button>
        </Actions>
      </Form>
    </Card>
  );
}
