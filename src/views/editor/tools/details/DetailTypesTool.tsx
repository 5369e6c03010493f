import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import styled from 'styled-components';
import { detailsToolTexts as texts, type DetailsToolKind } from '../../../../i18n/editor-tools.ts';
import { ChipGroup } from '../../../ui/Chip.tsx';
import { useInspect } from '../../../ui/inspect.ts';
import { media } from '../../../ui/media.ts';
import { useListState } from '../../../ui/useListState.ts';
import { DetailRow } from './DetailRow.tsx';
import { detailGroupsListMachines, WHOLE_LIST } from './reference-lists.ts';
import { ReferenceListState, ToolFrame } from './ToolFrame.tsx';

const ALL = '';

const Groups = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  h3 { font-size: ${({ theme }) => theme.fontSizes.md}; }
  &[hidden] { display: none; }
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* A row switched on grows with its input; its neighbour keeps its own height. */
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};

  ${media.md`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
`;

/**
 * 'Detalles', 'Servicios' and 'Normas' (spec 03 §2, §4): the detail types of the tool's categories,
 * each with its switch and input (DetailRow). 'Detalles' has several categories and a filter whose
 * first entry is 'Todos'; a filtered-out category stays mounted (hidden), so its rows keep their
 * values and pending saves.
 */
export function DetailTypesTool({ tool }: { tool: DetailsToolKind }) {
  const list = useActorRef(detailGroupsListMachines[tool], { input: WHOLE_LIST, inspect: useInspect() });
  const state = useListState(list);
  const [category, setCategory] = useState(ALL);
  const filterable = tool === 'details' && state.items.length > 1;
  const options = [
    { value: ALL, label: texts.allCategories },
    ...state.items.map((group) => ({ value: group.category.propertyDetailCategoryId, label: group.category.name })),
  ];

  return (
    <ToolFrame heading={texts.headings[tool]} intro={texts.intros[tool]}>
      <ReferenceListState list={state} texts={{ ...texts, empty: texts.empty[tool] }} onRetry={() => list.send({ type: 'list.retried' })}>
        {filterable && <ChipGroup legend={texts.categoryFilter} options={options} value={category} onValueChange={setCategory} />}
        <Groups>
          {state.items.map((group) => (
            <Group
              key={group.category.propertyDetailCategoryId}
              aria-label={group.category.name}
              hidden={filterable && category !== ALL && category !== group.category.propertyDetailCategoryId}
            >
              {state.items.length > 1 && <h3>{group.category.name}</h3>}
              <Rows>
                {group.types.map((type) => (
                  <DetailRow key={type.propertyDetailTypeId} type={type} tool={tool} />
                ))}
              </Rows>
            </Group>
          ))}
        </Groups>
      </ReferenceListState>
    </ToolFrame>
  );
}
