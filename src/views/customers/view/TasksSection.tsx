import { useId, useState } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { TaskRange } from '../../../schema/task.ts';
import { TASK_RANGES } from '../../../schema/task.ts';
import { listTexts, taskRangeTexts, taskViewTexts } from '../../../i18n/customers.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { ChipGroup } from '../../ui/Chip.tsx';
import { ListEmpty, ListError } from '../../ui/ListState.tsx';
import { IconButton } from '../../ui/Modal.tsx';
import { PaginationBar } from '../../ui/PaginationBar.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { Input } from '../../ui/TextField.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { PlusIcon, SearchIcon } from '../../ui/actionIcons.tsx';
import { searchDebounceMachine } from '../../../machines/searchDebounceMachine.ts';
import { useInspect } from '../../ui/inspect.ts';
import { useLatest } from '../../ui/useLatest.ts';
import type { tasksListMachine } from './customerLists.ts';
import { TaskCard } from './TaskCard.tsx';
import { useListState } from '../../ui/useListState.ts';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
`;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  a { white-space: nowrap; }
`;

const SearchToggle = styled(IconButton)`
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};

  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Loading = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const RANGE_OPTIONS = TASK_RANGES.map((value) => ({ value, label: taskRangeTexts.options[value] }));
const isTaskRange = (value: string): value is TaskRange => TASK_RANGES.some((range) => range === value);

export interface TasksSectionProps {
  tasks: ActorRefFrom<typeof tasksListMachine>;
  /** The URL's searchQuery. */
  searchQuery: string;
  /** The URL's range (issue 8). */
  range: TaskRange;
  newTaskHref: string;
  taskHref: (taskId: string) => string;
  /** Writes searchQuery to the URL; the page forwards it to the list machine. */
  onSearch: (searchQuery: string) => void;
  /** Writes range to the URL; the page forwards it to the list machine. */
  onRangeChange: (range: TaskRange) => void;
}

/**
 * 'Tareas de seguimiento' (spec 02 §2.3): search toggle, 'Agregar tarea', the range ('Próximos 30
 * días', 'Vencidas', 'Todas'; issue 8), task cards (overdue ones first, as the server orders them).
 */
export function TasksSection({ tasks, searchQuery, range, newTaskHref, taskHref, onSearch, onRangeChange }: TasksSectionProps) {
  const searchId = useId();
  const [searchOpen, setSearchOpen] = useState(searchQuery !== '');
  // The box shows what is typed at once; the URL gets it after the machine's 500 ms pause.
  const latestOnSearch = useLatest(onSearch);
  const search = useActorRef(
    searchDebounceMachine.provide({ actions: { searched: (_, { value }) => latestOnSearch.current(value) } }),
    { input: { value: searchQuery }, inspect: useInspect() },
  );
  const typed = useSelector(search, (snapshot) => snapshot.context.value);

  const { items, total, offset, pageSize, loading, skeleton, failed, retryVisible, empty } = useListState(tasks);

  return (
    <section aria-labelledby="customer-tasks-section" aria-busy={loading || undefined}>
      <Header>
        <h2 id="customer-tasks-section">{taskViewTexts.sectionTitle}</h2>
        <Tools>
          <SearchToggle
            type="button"
            aria-label={taskViewTexts.searchToggle}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
          </SearchToggle>
          <ButtonLink href={newTaskHref}>
            <PlusIcon />
            {taskViewTexts.add}
          </ButtonLink>
        </Tools>
      </Header>

      <div style={{ marginTop: '1rem' }}>
        <ChipGroup
          legend={taskRangeTexts.legend}
          options={RANGE_OPTIONS}
          value={range}
          onValueChange={(value) => {
            if (isTaskRange(value)) onRangeChange(value);
          }}
        />
      </div>

      <div id={searchId} hidden={!searchOpen} style={{ marginTop: '1rem' }}>
        <VisuallyHidden as="label" htmlFor={`${searchId}-input`}>
          {taskViewTexts.searchLabel}
        </VisuallyHidden>
        <Input
          id={`${searchId}-input`}
          type="search"
          value={typed}
          placeholder={taskViewTexts.searchPlaceholder}
          onChange={(event) => search.send({ type: 'search.typed', value: event.target.value })}
        />
      </div>

      <div style={{ marginTop: '1rem' }}>
        {failed ? (
          <ListError
            message={taskViewTexts.loadFailed}
            retryLabel={listTexts.retry}
            retryVisible={retryVisible}
            onRetry={() => tasks.send({ type: 'list.retried' })}
          />
        ) : empty ? (
          <ListEmpty>{listTexts.tasksEmpty}</ListEmpty>
        ) : loading ? (
          skeleton && (
            <Loading role="status">
              <Spinner $size={24} />
              <VisuallyHidden>{taskViewTexts.sectionTitle}</VisuallyHidden>
            </Loading>
          )
        ) : (
          <>
            <List>
              {items.map((task) => (
                <li key={task.taskId}>
                  <TaskCard task={task} href={taskHref(task.taskId)} />
                </li>
              ))}
            </List>
            <PaginationBar
              total={total}
              pageSize={pageSize}
              offset={offset}
              onOffsetChange={(next) => tasks.send({ type: 'page.changed', offset: next })}
            />
          </>
        )}
      </div>
    </section>
  );
}
