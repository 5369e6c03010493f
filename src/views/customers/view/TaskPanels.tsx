import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { attachmentMachine } from '../../../machines/attachmentMachine.ts';
import type { NavigateParams, NotifyParams } from '../../../machines/effects.ts';
import type { RefreshTrigger } from '../../../machines/reload.ts';
import { taskDeleteMachine } from '../../../machines/taskDeleteMachine.ts';
import { taskDetailMachine } from '../../../machines/taskDetailMachine.ts';
import { taskFormMachine } from '../../../machines/taskFormMachine.ts';
import { taskStatusMachine } from '../../../machines/taskStatusMachine.ts';
import { TASK_STATUS, canChangeTaskStatus, type Task, type TaskStatus } from '../../../schema/task.ts';
import { taskFormTexts, taskViewTexts } from '../../../i18n/customers.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { ListError } from '../../ui/ListState.tsx';
import { Menu } from '../../ui/Menu.tsx';
import { IconButton } from '../../ui/Modal.tsx';
import { Select } from '../../ui/Select.tsx';
import { SidePanel } from '../../ui/SidePanel.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { VisuallyHidden } from '../../ui/VisuallyHidden.ts';
import { CollapseIcon, EditIcon, ExpandIcon, MoreIcon, TrashIcon } from '../../ui/actionIcons.tsx';
import { useInspect } from '../../ui/inspect.ts';
import { formatDate } from '../../ui/dates.ts';
import { Attachments } from './Attachments.tsx';
import { PriorityText } from './TaskCard.tsx';
import { TaskForm } from './TaskForm.tsx';
import type { TaskFormValues } from '../../../machines/forms/task-form.ts';
import { RestoredNote } from '../../ui/RestoredNote.tsx';
import { useTypedDraft, type TypedDraft } from '../../ui/useTypedDraft.ts';
import { decodeTypedTask } from './typed-task.ts';
import { NEW_TASK } from './viewQuery.ts';

const Loading = styled.div`
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Details = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};

  h3 { font-size: ${({ theme }) => theme.fontSizes.lg}; overflow-wrap: anywhere; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;

  dt { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
`;

const Description = styled.div`
  h4 { color: ${({ theme }) => theme.colors.muted}; font-size: ${({ theme }) => theme.fontSizes.sm}; font-weight: 400; }
  p { white-space: pre-wrap; overflow-wrap: anywhere; }
`;

const ToolButton = styled(IconButton)`
  margin: 0;
`;

/** Phones already get the full width. */
const ExpandButton = styled(ToolButton)`
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: grid;
  }
`;

const STATUSES: readonly TaskStatus[] = [TASK_STATUS.InProgress, TASK_STATUS.Completed, TASK_STATUS.Cancelled];

export interface TaskPanelsProps {
  /** The URL's `task`: an id, or 'new'. */
  taskId: string;
  tenantId: string;
  slug: string;
  notify: (params: NotifyParams) => void;
  /** Drops `task` from the URL. */
  onClose: () => void;
  /** A machine's `reload` effect with the spec's refresh trigger. */
  onReload: (from: RefreshTrigger) => void;
  /** A machine's `navigate` effect within the customer view. */
  onNavigate: (params: NavigateParams) => void;
  /** The task list changed without a trigger of its own (an attachment, a deletion). */
  refreshTasks: () => void;
}

/** The side panel the `task` query asks for (spec 02 §2.3). */
export function TaskPanels(props: TaskPanelsProps) {
  return props.taskId === NEW_TASK ? <TaskCreatePanel {...props} /> : <TaskDetailsPanel {...props} />;
}

/** 'Agregar tarea de seguimiento': taskFormMachine in create mode; what was typed survives a reload (issue 21). */
function TaskCreatePanel(props: TaskPanelsProps) {
  const typed = useTypedDraft('task', `new-${props.tenantId}`, decodeTypedTask);
  return <TaskCreateForm key={typed.generation} {...props} typed={typed} />;
}

function TaskCreateForm({ tenantId, slug, notify, onClose, onNavigate, typed }: TaskPanelsProps & { typed: TypedDraft<TaskFormValues> }) {
  const form = useActorRef(
    taskFormMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => onNavigate(params),
        rememberTyped: (_, { values }) => typed.remember(values),
        forgetTyped: () => typed.forget(),
      },
    }),
    { input: { mode: 'create', tenantId, slug, restored: typed.restored }, inspect: useInspect() },
  );
  return (
    <SidePanel title={taskFormTexts.createTitle} onClose={onClose}>
      {typed.restored !== null && <RestoredNote onDiscard={typed.discard} />}
      <TaskForm form={form} />
    </SidePanel>
  );
}

/** 'Detalles de la tarea': the task, its status select and files; edit (in progress only) and delete. */
function TaskDetailsPanel({ taskId, tenantId, slug, notify, onClose, onReload, onNavigate, refreshTasks }: TaskPanelsProps) {
  const inspect = useInspect();
  const detail = useActorRef(taskDetailMachine, { input: { tenantId, taskId }, inspect });
  const removal = useActorRef(
    taskDeleteMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        removed: () => refreshTasks(),
        navigate: (_, params) => onNavigate(params),
      },
    }),
    { input: { tenantId, slug, taskId }, inspect },
  );
  // Pure presentation: how wide the panel is drawn.
  const [expanded, setExpanded] = useState(false);

  const task = useSelector(detail, (snapshot) => snapshot.context.task);
  const failed = useSelector(detail, (snapshot) => snapshot.matches('failed'));
  const editing = useSelector(detail, (snapshot) => snapshot.matches({ loaded: { mode: 'editing' } }));
  const canEdit = useSelector(detail, (snapshot) => snapshot.can({ type: 'edit.started' }));
  const confirmingDelete = useSelector(removal, (snapshot) => snapshot.matches('confirming') || snapshot.hasTag('busy'));
  const deleting = useSelector(removal, (snapshot) => snapshot.hasTag('busy'));
  const canDelete = useSelector(removal, (snapshot) => snapshot.can({ type: 'deletion.requested' }));

  const tools = (
    <>
      {canEdit && !editing && (
        <ToolButton type="button" aria-label={taskViewTexts.edit} onClick={() => detail.send({ type: 'edit.started' })}>
          <EditIcon />
        </ToolButton>
      )}
      <ExpandButton
        type="button"
        aria-label={expanded ? taskViewTexts.collapse : taskViewTexts.expand}
        aria-pressed={expanded}
        onClick={() => setExpanded((wide) => !wide)}
      >
        {expanded ? <CollapseIcon /> : <ExpandIcon />}
      </ExpandButton>
      {task !== null && (
        <Menu
          label={taskViewTexts.options}
          trigger={<MoreIcon />}
          items={[
            {
              key: 'delete',
              label: taskFormTexts.deleteAction,
              icon: <TrashIcon />,
              danger: true,
              onSelect: () => removal.send({ type: 'deletion.requested' }),
            },
          ]}
          disabled={!canDelete}
          renderTrigger={({ ref, children, ...props }) => (
            <ToolButton type="button" {...props} ref={ref}>
              {children}
            </ToolButton>
          )}
        />
      )}
    </>
  );

  return (
    <SidePanel title={taskFormTexts.detailsTitle} onClose={onClose} tools={tools} expanded={expanded}>
      {failed ? (
        <ListError
          message={taskViewTexts.loadFailed}
          retryLabel={taskViewTexts.retry}
          retryVisible
          onRetry={() => detail.send({ type: 'task.retried' })}
        />
      ) : task === null ? (
        <Loading role="status">
          <Spinner $size={28} />
          <VisuallyHidden>{taskFormTexts.detailsTitle}</VisuallyHidden>
        </Loading>
      ) : editing ? (
        <TaskEditForm
          task={task}
          slug={slug}
          notify={notify}
          onCancel={() => detail.send({ type: 'edit.cancelled' })}
          onSaved={(from) => {
            detail.send({ type: 'task.reloaded' });
            onReload(from);
          }}
        />
      ) : (
        <TaskDetails
          task={task}
          tenantId={tenantId}
          detail={detail}
          notify={notify}
          onReload={onReload}
          refreshTasks={refreshTasks}
        />
      )}

      {confirmingDelete && (
        <ConfirmDialog
          title={taskFormTexts.deleteTitle}
          message={taskFormTexts.deleteConfirmation}
          confirmLabel={taskFormTexts.deleteAction}
          cancelLabel={taskViewTexts.cancel}
          destructive
          busy={deleting}
          onConfirm={() => removal.send({ type: 'deletion.confirmed' })}
          onCancel={() => removal.send({ type: 'deletion.cancelled' })}
        />
      )}
    </SidePanel>
  );
}

/** The edit mode: taskFormMachine prefilled from the task (or the agent's unsaved copy, issue 21); a save reloads it (from=updateTask). */
function TaskEditForm(props: { task: Task; slug: string; notify: (params: NotifyParams) => void; onCancel: () => void; onSaved: (from: RefreshTrigger) => void }) {
  const typed = useTypedDraft('task', props.task.taskId, decodeTypedTask);
  return <TaskEditFields key={typed.generation} {...props} typed={typed} />;
}

function TaskEditFields({
  typed,
  task,
  slug,
  notify,
  onCancel,
  onSaved,
}: {
  task: Task;
  slug: string;
  notify: (params: NotifyParams) => void;
  onCancel: () => void;
  onSaved: (from: RefreshTrigger) => void;
  typed: TypedDraft<TaskFormValues>;
}) {
  const form = useActorRef(
    taskFormMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        reload: (_, params) => onSaved(params.from ?? 'updateTask'),
        rememberTyped: (_, { values }) => typed.remember(values),
        forgetTyped: () => typed.forget(),
      },
    }),
    { input: { mode: 'edit', tenantId: task.relationshipId, slug, task, restored: typed.restored }, inspect: useInspect() },
  );
  return (
    <>
      {typed.restored !== null && <RestoredNote onDiscard={typed.discard} />}
      <TaskForm form={form} onCancel={onCancel} />
    </>
  );
}

function TaskDetails({
  task,
  tenantId,
  detail,
  notify,
  onReload,
  refreshTasks,
}: {
  task: Task;
  tenantId: string;
  detail: ActorRefFrom<typeof taskDetailMachine>;
  notify: (params: NotifyParams) => void;
  onReload: (from: RefreshTrigger) => void;
  refreshTasks: () => void;
}) {
  const inspect = useInspect();
  const status = useActorRef(
    taskStatusMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        reload: (_, params) => {
          detail.send({ type: 'task.reloaded' });
          onReload(params.from ?? 'updateTaskStatus');
        },
      },
    }),
    { input: { tenantId, taskId: task.taskId, status: task.status }, inspect },
  );
  const files = useActorRef(
    attachmentMachine.provide({
      actions: {
        notify: (_, params) => notify(params),
        reload: () => {
          detail.send({ type: 'task.reloaded' });
          refreshTasks();
        },
      },
    }),
    { input: { tenantId, taskId: task.taskId }, inspect },
  );

  // Listener: a reloaded task tells the select what it now is.
  useEffect(() => {
    status.send({ type: 'status.synced', status: task.status });
  }, [status, task.status]);

  const shown = useSelector(status, (snapshot) => snapshot.context.status);
  const saving = useSelector(status, (snapshot) => snapshot.hasTag('busy'));
  const options = STATUSES.filter((option) => option === shown || canChangeTaskStatus(shown, option)).map((option) => ({
    value: String(option),
    label: taskViewTexts.statusLabels[option],
  }));

  return (
    <Details>
      <h3>{task.title}</h3>
      <Select
        label={taskViewTexts.status}
        value={String(shown)}
        options={options}
        disabled={saving}
        aria-busy={saving || undefined}
        onValueChange={(value) => status.send({ type: 'status.selected', status: Number(value) as TaskStatus })}
      />
      <Facts>
        <div>
          <dt>{taskViewTexts.type}</dt>
          <dd>{task.taskType.name}</dd>
        </div>
        <div>
          <dt>{taskViewTexts.priority}</dt>
          <dd>
            <PriorityText $priority={task.priority}>{taskFormTexts.priority[task.priority]}</PriorityText>
          </dd>
        </div>
        <div>
          <dt>{taskViewTexts.dueDate}</dt>
          <dd>{formatDate(task.expiredAt)}</dd>
        </div>
        <div>
          <dt>{taskViewTexts.createdAt}</dt>
          <dd>{formatDate(task.createdAt)}</dd>
        </div>
      </Facts>
      <Description>
        <h4>{taskViewTexts.description}</h4>
        <p>{task.description}</p>
      </Description>
      <Attachments attachments={task.attachments} machine={files} />
    </Details>
  );
}
