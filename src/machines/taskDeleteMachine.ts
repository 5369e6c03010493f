import { fromPromise, setup } from 'xstate';
import { taskFormTexts } from '../i18n/customers.ts';
import { deleteTask } from '../services/tasks-api.ts';
import type { NavigateParams, NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import { taskSectionPath } from './forms/task-form.ts';

/**
 * 'Eliminar tarea' from the task details panel (spec 02 §2.3, §4, §8): a confirmation modal, the
 * call, then the task leaves the list at once (`removed`) and the panel closes 1.5 s later.
 */

export interface TaskDeleteInput {
  readonly tenantId: string;
  /** The customer's slug: the tasks section the panel closes onto. */
  readonly slug: string;
  readonly taskId: string;
}

export type TaskDeleteContext = TaskDeleteInput;

export type TaskDeleteEvent =
  | { readonly type: 'deletion.requested' }
  | { readonly type: 'deletion.cancelled' }
  | { readonly type: 'deletion.confirmed' };

export const PANEL_CLOSE_DELAY_MS = 1500;

export const taskDeleteMachine = setup({
  types: {
    input: {} as TaskDeleteInput,
    context: {} as TaskDeleteContext,
    events: {} as TaskDeleteEvent,
  },
  actors: {
    deleteTask: fromPromise<void, { readonly tenantId: string; readonly taskId: string }>(({ input }) =>
      deleteTask(input.tenantId, input.taskId),
    ),
  },
  actions: {
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    /** The app drops the task from the list on screen. */
    removed: (_, _params: { readonly taskId: string }) => ignoreEffect(),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
  },
  delays: {
    panelCloseDelay: PANEL_CLOSE_DELAY_MS,
  },
}).createMachine({
  id: 'taskDelete',
  context: ({ input }) => ({ tenantId: input.tenantId, slug: input.slug, taskId: input.taskId }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'deletion.requested': 'confirming' },
    },
    /** The 'Eliminar tarea' modal. */
    confirming: {
      on: {
        'deletion.confirmed': 'deleting',
        'deletion.cancelled': 'idle',
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteTask',
        src: 'deleteTask',
        input: ({ context }) => ({ tenantId: context.tenantId, taskId: context.taskId }),
        onDone: {
          target: 'deleted',
          actions: [
            { type: 'notify', params: { kind: 'success', message: taskFormTexts.deleted } },
            { type: 'removed', params: ({ context }) => ({ taskId: context.taskId }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: { kind: 'error', message: taskFormTexts.failed } },
        },
      },
    },
    /** Closing the panel drops `task` from the URL; from=deleteTask refreshes the section. */
    deleted: {
      after: {
        panelCloseDelay: {
          target: 'done',
          actions: { type: 'navigate', params: ({ context }) => ({ to: taskSectionPath(context.slug, 'deleteTask'), replace: true }) },
        },
      },
    },
    done: { type: 'final' },
  },
});
