import { useActorRef } from '@xstate/react';
import { createListMachine, type FetchPage } from '../../machines/listMachine.ts';
import { TASK_STATUS, type Task } from '../../schema/task.ts';
import { agentTasks } from '../../services/tasks-api.ts';
import { dashboard } from '../../i18n/es.ts';
import { taskFormTexts, taskRangeTexts, taskViewTexts } from '../../i18n/customers.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { useInspect } from '../ui/inspect.ts';
import { OverdueBadge, dueText } from '../customers/overdue.tsx';
import { paths } from '../paths.ts';
import { Item, Meta, Summary, TitleLine } from './DashboardBlock.tsx';
import { DashboardListBlock } from './DashboardListBlock.tsx';

/** Spec 01 §2: up to three tasks in progress. */
const PENDING_TASKS_SHOWN = 3;

/**
 * The dashboard asks for the spec's list (in progress, due today → 30 days, soonest first) with
 * range 'upcoming' (issue 8): the overdue tasks come first instead of vanishing. The window is the
 * server's default, so "today" is the server's day in Caracas, not this browser's clock.
 */
type PendingTasksQuery = Readonly<Record<string, never>>;

const fetchPendingTasks: FetchPage<Task, PendingTasksQuery> = async ({ offset, limit }) => {
  const page = await agentTasks({
    status: TASK_STATUS.InProgress,
    range: 'upcoming',
    orderBy: 'dueDate',
    orderType: 'asc',
    offset,
    limit,
  });
  return { items: page.items, total: page.pagination?.total ?? 0 };
};

const pendingTasksMachine = createListMachine<Task, PendingTasksQuery>(fetchPendingTasks);

/** 'Tareas pendientes' of the dashboard (spec 01 §2): the shared list machine with a page of three. */
export function PendingTasks() {
  const list = useActorRef(pendingTasksMachine, {
    input: { query: {}, pageSize: PENDING_TASKS_SHOWN },
    inspect: useInspect(),
  });
  return (
    <DashboardListBlock
      id="pending-tasks"
      title={dashboard.pendingTasks}
      emptyText={dashboard.noPendingTasks}
      list={list}
      renderItem={(task) => (
        <Item key={task.taskId}>
          <Summary>
            <TitleLine>
              <strong>{task.title}</strong>
              {task.overdue && <OverdueBadge>{taskRangeTexts.overdue}</OverdueBadge>}
            </TitleLine>
            <Meta>
              {task.tenant.fullName} · {dueText(task)} · {taskViewTexts.priority}: {taskFormTexts.priority[task.priority]}
            </Meta>
          </Summary>
          <ButtonLink
            $variant="secondary"
            href={paths.customer({ slug: task.tenant.slug, section: 'tasks', task: task.taskId })}
            aria-label={`${dashboard.viewTask}: ${task.title}`}
          >
            {dashboard.viewTask}
          </ButtonLink>
        </Item>
      )}
    />
  );
}
