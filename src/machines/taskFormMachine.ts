import { assign, fromPromise, setup } from 'xstate';
import { taskFormTexts } from '../i18n/customers.ts';
import type { TaskType } from '../schema/reference.ts';
import { caracasDate } from '../schema/rules.ts';
import type { Task, TaskBody, TaskUpdateBody } from '../schema/task.ts';
import { taskTypes } from '../services/auth-api.ts';
import { createTask, updateTask } from '../services/tasks-api.ts';
import type { NavigateParams, NotifyParams } from './effects.ts';
import { ignoreEffect } from './effects.ts';
import { hasErrors, recheckShown } from './forms/access-forms.ts';
import { attemptFor, freshAttempt, type CreateAttempt } from './forms/create-attempt.ts';
import {
  emptyTaskForm,
  noTaskErrors,
  taskBody,
  taskFormValues,
  taskSectionPath,
  taskUpdateBody,
  validateTaskForm,
  type TaskErrors,
  type TaskField,
  type TaskFormValues,
} from './forms/task-form.ts';
import type { ReloadParams } from './reload.ts';

/**
 * The follow-up task side panels (spec 02 §2.3, §4, §5, §8): 'Agregar tarea de seguimiento' and
 * the edit mode of 'Detalles de la tarea'. After a save the toast shows for 2 s; then a new task
 * opens in the customer view (from=addTask), an edited one is reloaded (from=updateTask).
 * Issue 21: a create sends one Idempotency-Key per attempt (forms/create-attempt.ts).
 */

export type TaskFormMode = 'create' | 'edit';

export interface TaskFormInput {
  readonly mode: TaskFormMode;
  readonly tenantId: string;
  /** The customer's slug: where the new task opens. */
  readonly slug: string;
  /** The task being edited (edit mode). */
  readonly task?: Task;
  /** 'YYYY-MM-DD' in America/Caracas: due dates before it are refused. Defaults to the current day. */
  readonly today?: string;
  /** Issue 21: the agent's unsaved copy, restored after a reload (it wins over the task's values). */
  readonly restored?: TaskFormValues | null;
}

export interface TaskFormContext {
  readonly mode: TaskFormMode;
  readonly tenantId: string;
  readonly slug: string;
  readonly task: Task | null;
  readonly today: string;
  readonly values: TaskFormValues;
  readonly errors: TaskErrors;
  readonly taskTypes: readonly TaskType[];
  readonly taskTypesStatus: 'loading' | 'ready' | 'failed';
  /** The task created or updated. */
  readonly saved: Task | null;
  /** Issue 21: the create's Idempotency-Key. */
  readonly createAttempt: CreateAttempt;
}

export type TaskTextField = 'title' | 'description' | 'expirationDate';

export type TaskFormEvent =
  | { readonly type: 'field.changed'; readonly field: TaskTextField; readonly value: string }
  | { readonly type: 'taskType.selected'; readonly taskTypeId: string | null }
  | { readonly type: 'priority.selected'; readonly priority: number | null }
  | { readonly type: 'form.submitted' };

export const TASK_REDIRECT_DELAY_MS = 2000;

/** After a change: the values as typed go to the local copy (issue 21). */
const remember = { type: 'rememberTyped', params: ({ context }: { context: TaskFormContext }) => ({ values: context.values }) } as const;
/** Tenant task types (relationship 1) are a handful. */
const TASK_TYPES_LIMIT = 100;

/** Spec 02 §5, checked on change: the changed field at once, and those already showing an error. */
const edited = (context: TaskFormContext, patch: Partial<TaskFormValues>, changed: TaskField) => {
  const values = { ...context.values, ...patch };
  const fresh = validateTaskForm(values, context.today);
  return { values, errors: { ...recheckShown(context.errors, fresh), [changed]: fresh[changed] } };
};

export const taskFormMachine = setup({
  types: {
    input: {} as TaskFormInput,
    context: {} as TaskFormContext,
    events: {} as TaskFormEvent,
  },
  actors: {
    loadTaskTypes: fromPromise<readonly TaskType[]>(async () => (await taskTypes({ relationship: 1, limit: TASK_TYPES_LIMIT })).items),
    create: fromPromise<Task, { readonly tenantId: string; readonly body: TaskBody; readonly idempotencyKey: string }>(({ input }) =>
      createTask(input.tenantId, input.body, undefined, input.idempotencyKey),
    ),
    update: fromPromise<Task, { readonly tenantId: string; readonly body: TaskUpdateBody }>(({ input }) =>
      updateTask(input.tenantId, input.body),
    ),
  },
  actions: {
    editText: assign(({ context }, params: { readonly field: TaskTextField; readonly value: string }) =>
      edited(context, { [params.field]: params.value }, params.field),
    ),
    selectTaskType: assign(({ context }, params: { readonly taskTypeId: string | null }) =>
      edited(context, { taskTypeId: params.taskTypeId }, 'taskTypeId'),
    ),
    selectPriority: assign(({ context }, params: { readonly priority: number | null }) =>
      edited(context, { priority: params.priority }, 'priority'),
    ),
    showErrors: assign(({ context }) => ({ errors: validateTaskForm(context.values, context.today) })),
    setTaskTypes: assign((_, params: { readonly taskTypes: readonly TaskType[] }) => ({
      taskTypes: params.taskTypes,
      taskTypesStatus: 'ready' as const,
    })),
    failTaskTypes: assign({ taskTypesStatus: 'failed' as const }),
    keepSaved: assign((_, params: { readonly saved: Task }) => ({ saved: params.saved })),
    /** Issue 21: the create's Idempotency-Key, the same for a retry of the same body; a new one once created. */
    keyAttempt: assign(({ context }) => ({ createAttempt: attemptFor(context.createAttempt, taskBody(context.values)) })),
    renewAttempt: assign(() => ({ createAttempt: freshAttempt() })),
    notify: (_, _params: NotifyParams) => ignoreEffect(),
    navigate: (_, _params: NavigateParams) => ignoreEffect(),
    reload: (_, _params: ReloadParams) => ignoreEffect(),
    /** Effects, provided by the view (issue 21): the local copy of the values typed, and its removal once saved. */
    rememberTyped: (_, _params: { readonly values: TaskFormValues }) => ignoreEffect(),
    forgetTyped: () => ignoreEffect(),
  },
  guards: {
    isCreate: ({ context }) => context.mode === 'create',
    canCreate: ({ context }) => context.mode === 'create' && !hasErrors(validateTaskForm(context.values, context.today)),
    canUpdate: ({ context }) =>
      context.mode === 'edit' && context.task !== null && !hasErrors(validateTaskForm(context.values, context.today)),
  },
  delays: {
    redirectDelay: TASK_REDIRECT_DELAY_MS,
  },
}).createMachine({
  id: 'taskForm',
  context: ({ input }) => ({
    mode: input.mode,
    tenantId: input.tenantId,
    slug: input.slug,
    task: input.task ?? null,
    today: input.today ?? caracasDate(new Date()),
    values: input.restored ?? (input.mode === 'edit' && input.task !== undefined ? taskFormValues(input.task) : emptyTaskForm),
    errors: noTaskErrors,
    taskTypes: [],
    taskTypesStatus: 'loading',
    saved: null,
    createAttempt: freshAttempt(),
  }),
  initial: 'filling',
  states: {
    filling: {
      tags: ['editable'],
      // The type select's options load while the panel is being filled in.
      invoke: {
        id: 'loadTaskTypes',
        src: 'loadTaskTypes',
        onDone: { actions: { type: 'setTaskTypes', params: ({ event }) => ({ taskTypes: event.output }) } },
        onError: { actions: 'failTaskTypes' },
      },
      on: {
        'field.changed': {
          actions: [{ type: 'editText', params: ({ event }) => ({ field: event.field, value: event.value }) }, remember],
        },
        'taskType.selected': {
          actions: [{ type: 'selectTaskType', params: ({ event }) => ({ taskTypeId: event.taskTypeId }) }, remember],
        },
        'priority.selected': {
          actions: [{ type: 'selectPriority', params: ({ event }) => ({ priority: event.priority }) }, remember],
        },
        'form.submitted': [
          { guard: 'canCreate', target: 'creating', actions: 'keyAttempt' },
          { guard: 'canUpdate', target: 'updating' },
          { actions: 'showErrors' },
        ],
      },
    },
    creating: {
      tags: ['busy'],
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ tenantId: context.tenantId, body: taskBody(context.values), idempotencyKey: context.createAttempt.key }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) },
            'renewAttempt',
            'forgetTyped',
            { type: 'notify', params: { kind: 'success', message: taskFormTexts.created } },
          ],
        },
        onError: {
          target: 'filling',
          actions: { type: 'notify', params: { kind: 'error', message: taskFormTexts.failed } },
        },
      },
    },
    updating: {
      tags: ['busy'],
      invoke: {
        id: 'update',
        src: 'update',
        input: ({ context }) => ({
          tenantId: context.tenantId,
          body: taskUpdateBody(context.task?.taskId ?? '', context.values),
        }),
        onDone: {
          target: 'saved',
          actions: [
            { type: 'keepSaved', params: ({ event }) => ({ saved: event.output }) },
            'forgetTyped',
            { type: 'notify', params: { kind: 'success', message: taskFormTexts.updated } },
          ],
        },
        onError: {
          target: 'filling',
          actions: { type: 'notify', params: { kind: 'error', message: taskFormTexts.failed } },
        },
      },
    },
    /** The toast shows for 2 s (spec 02 §4). */
    saved: {
      after: {
        redirectDelay: [
          {
            guard: 'isCreate',
            target: 'done',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({ to: taskSectionPath(context.slug, 'addTask', context.saved?.taskId ?? '') }),
            },
          },
          { target: 'done', actions: { type: 'reload', params: { from: 'updateTask' } } },
        ],
      },
    },
    done: { type: 'final' },
  },
});
