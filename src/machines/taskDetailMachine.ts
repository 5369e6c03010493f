import { assign, fromPromise, setup } from 'xstate';
import type { ErrorType } from '../schema/errors.ts';
import { canEditTask, type Task } from '../schema/task.ts';
import { failureType } from '../services/api-failure.ts';
import { getTask } from '../services/tasks-api.ts';

/**
 * The task in 'Detalles de la tarea' (spec 02 §2.3, §4): loaded by id, with an error and retry;
 * reloaded silently after a status change, an attachment or an edit; and the edit mode, offered
 * only while the task is in progress. A reload ends editing: it follows a save.
 */

export interface TaskDetailInput {
  readonly tenantId: string;
  readonly taskId: string;
}

export interface TaskDetailContext {
  readonly tenantId: string;
  readonly taskId: string;
  readonly task: Task | null;
  /** Why the first load failed; null once the task arrived. */
  readonly error: ErrorType | null;
}

export type TaskDetailEvent =
  | { readonly type: 'task.reloaded' }
  | { readonly type: 'task.retried' }
  | { readonly type: 'edit.started' }
  | { readonly type: 'edit.cancelled' };

interface TaskRef {
  readonly tenantId: string;
  readonly taskId: string;
}

export const taskDetailMachine = setup({
  types: {
    input: {} as TaskDetailInput,
    context: {} as TaskDetailContext,
    events: {} as TaskDetailEvent,
  },
  actors: {
    loadTask: fromPromise<Task, TaskRef>(({ input }) => getTask(input.tenantId, input.taskId)),
  },
  actions: {
    showTask: assign((_, params: { readonly task: Task }) => ({ task: params.task, error: null })),
    showFailure: assign((_, params: { readonly error: unknown }) => ({ error: failureType(params.error) })),
  },
  guards: {
    editable: ({ context }) => context.task !== null && canEditTask(context.task.status),
  },
}).createMachine({
  id: 'taskDetail',
  context: ({ input }) => ({ tenantId: input.tenantId, taskId: input.taskId, task: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTask',
        src: 'loadTask',
        input: ({ context }) => ({ tenantId: context.tenantId, taskId: context.taskId }),
        onDone: { target: 'loaded', actions: { type: 'showTask', params: ({ event }) => ({ task: event.output }) } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { 'task.retried': { target: 'loading' } },
    },
    loaded: {
      type: 'parallel',
      on: {
        // A newer reload replaces one under way, and the panel goes back to the details.
        'task.reloaded': { target: ['.record.reloading', '.mode.viewing'], reenter: true },
      },
      states: {
        record: {
          initial: 'idle',
          states: {
            idle: {},
            reloading: {
              invoke: {
                id: 'reloadTask',
                src: 'loadTask',
                input: ({ context }) => ({ tenantId: context.tenantId, taskId: context.taskId }),
                onDone: { target: 'idle', actions: { type: 'showTask', params: ({ event }) => ({ task: event.output }) } },
                // The task already shown stays; the next change reloads again.
                onError: { target: 'idle' },
              },
            },
          },
        },
        mode: {
          initial: 'viewing',
          states: {
            viewing: {
              on: { 'edit.started': { guard: 'editable', target: 'editing' } },
            },
            editing: {
              on: { 'edit.cancelled': { target: 'viewing' } },
            },
          },
        },
      },
    },
  },
});
