import { useActorRef } from '@xstate/react';
import styled from 'styled-components';
import { enviromentsToolTexts as texts } from '../../../i18n/editor-tools.ts';
import { useInspect } from '../../ui/inspect.ts';
import { media } from '../../ui/media.ts';
import { useListState } from '../../ui/useListState.ts';
import { EnviromentStepper } from './details/EnviromentStepper.tsx';
import { enviromentGroupsListMachine, WHOLE_LIST } from './details/reference-lists.ts';
import { ReferenceListState, ToolFrame } from './details/ToolFrame.tsx';

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
`;

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};

  ${media.md`
    grid-template-columns: repeat(2, minmax(0, 1fr));
  `}
`;

/** 'Ambientes' (spec 03 §2, §4): the environment groups, a stepper per environment. */
export default function EnviromentsTool() {
  const list = useActorRef(enviromentGroupsListMachine, { input: WHOLE_LIST, inspect: useInspect() });
  const state = useListState(list);
  return (
    <ToolFrame heading={texts.heading} intro={texts.intro}>
      <ReferenceListState list={state} texts={texts} onRetry={() => list.send({ type: 'list.retried' })}>
        <Groups>
          {state.items.map((group) => (
            <Group key={group.propertyEnviromentParentId} aria-label={group.name}>
              <h3>{group.name}</h3>
              <Rows>
                {group.propertyEnviroments.map((enviroment) => (
                  <EnviromentStepper key={enviroment.propertyEnviromentId} enviroment={enviroment} />
                ))}
              </Rows>
            </Group>
          ))}
        </Groups>
      </ReferenceListState>
    </ToolFrame>
  );
}
