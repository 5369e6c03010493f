import { assign, fromPromise, setup } from 'xstate';
import { taskStatusTexts } from '../i18n/customers.ts';
import { TASK_STATUS, canChangeTaskStatus, type Task, type TaskStatus } from '../schema/task.ts';
import { cancelTask, completeTask, reopenTask } from '../services/tasks-api.ts';
import type { NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import type { ReloadParams } from './reload.ts';

/**
 * A task's status select (spec 02 §4): only the moves canChangeTaskStatus allows; the choice shows
 * at once, the select is disabled while it saves ('busy'), the task is reloaded after success with
 * a toast naming the new status, and
 * a failure puts the previous status back with the error toast.
 */

export interface TaskStatusInput {
  readonly tenantId: string;
  readonly taskId: string;
  readonly status: TaskStatus;
}

export interface TaskStatusContext {
  readonly tenantId: string;
  readonly taskId: string;
  /** What the select shows: the chosen status while it saves. */
  readonly status: TaskStatus;
  /** The status to put back if saving fails; null when nothing is saving. */
  readonly previous: TaskStatus | null;
}

export type TaskStatusEvent =
  | { readonly type: 'status.selected'; readonly status: TaskStatus }
  /** The task was reloaded with this status. */
  | { readonly type: 'status.synced'; readonly status: TaskStatus };

interface TaskRef {
  readonly tenantId: string;
  readonly taskId: string;
}

const failed: NotifyParams = { kind: 'error', message: taskStatusTexts.failed };
const changed = (status: TaskStatus): NotifyParams => ({ kind: 'success', message: taskStatusTexts.changed[status] });

/** Each target status has its own call (spec 02 §7). */
const saving = (id: 'complete' | 'cancel' | 'reopen') =>
  ({
    tags: ['busy'],
    invoke: {
      id,
      src: id,
      input: ({ context }: { readonly context: TaskStatusContext }): TaskRef => ({
        tenantId: context.tenantId,
        taskId: context.taskId,
      }),
      onDone: {
        target: 'idle',
        actions: [
          { type: 'settle', params: ({ event }: { readonly event: { readonly output: Task } }) => ({ status: event.output.status }) },
          { type: 'reload', params: { from: 'updateTaskStatus' } },
          // Issue 21: the change is said, as the other task changes are.
          { type: 'notify', params: ({ event }: { readonly event: { readonly output: Task } }) => changed(event.output.status) },
        ],
      },
      onError: { target: 'idle', actions: ['revert', { type: 'notify', params: failed }] },
    },
  }) as const;

export const taskStatusMachine = setup({
  types: {
    input: {} as TaskStatusInput,
    context: {} as TaskStatusContext,
    events: {} as TaskStatusEvent,
  },
  actors: {
    complete: fromPromise<Task, TaskRef>(({ input }) => completeTask(input.tenantId, input.taskId)),
    cancel: fromPromise<Task, TaskRef>(({ input }) => cancelTask(input.tenantId, input.taskId)),
    reopen: fromPromise<Task, TaskRef>(({ input }) => reopenTask(input.tenantId, input.taskId)),
  },
  actions: {
    apply: assign(({ context }, params: { readonly status: TaskStatus }) => ({
      previous: context.status,
      status: params.status,
    })),
    settle: assign((_, params: { readonly status: TaskStatus }) => ({ status: params.status, previous: null })),
    revert: assign(({ context }) => ({ status: context.previous ?? context.status, previous: null })),
    /** The app forwards it to the toast machine. */
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** The app reloads the task. */
    reload: (_, _params: ReloadParams) => ignoreEffect(),
  },
  guards: {
    movesTo: ({ context }, params: { readonly chosen: TaskStatus; readonly target: TaskStatus }) =>
      params.chosen === params.target && canChangeTaskStatus(context.status, params.chosen),
  },
}).createMachine({
  id: 'taskStatus',
  context: ({ input }) => ({ tenantId: input.tenantId, taskId: input.taskId, status: input.status, previous: null }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'status.selected': [
          {
            guard: { type: 'movesTo', params: ({ event }) => ({ chosen: event.status, target: TASK_STATUS.Completed }) },
            target: 'completing',
            actions: { type: 'apply', params: ({ event }) => ({ status: event.status }) },
          },
          {
            guard: { type: 'movesTo', params: ({ event }) => ({ chosen: event.status, target: TASK_STATUS.Cancelled }) },
            target: 'cancelling',
            actions: { type: 'apply', params: ({ event }) => ({ status: event.status }) },
          },
          {
            guard: { type: 'movesTo', params: ({ event }) => ({ chosen: event.status, target: TASK_STATUS.InProgress }) },
            target: 'reopening',
            actions: { type: 'apply', params: ({ event }) => ({ status: event.status }) },
          },
        ],
        'status.synced': { actions: { type: 'settle', params: ({ event }) => ({ status: event.status }) } },
      },
    },
    completing: saving('complete'),
    cancelling: saving('cancel'),
    reopening: saving('reopen'),
  },
});
