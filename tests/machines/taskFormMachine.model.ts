import { taskFormMachine, type TaskFormContext } from '../../src/machines/taskFormMachine.ts';
import { validateTaskForm } from '../../src/machines/forms/task-form.ts';
import type { TaskType } from '../../src/schema/reference.ts';
import type { Task } from '../../src/schema/task.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TODAY = '2026-11-25';
export const TENANT_ID = 'tenant-1';
export const SLUG = 'ana-perez';

export const call: TaskType = { taskTypeId: 'task-type-call', type: 1, name: 'Llamada', relationship: 1 };

export const task: Task = {
  taskId: 'task-1',
  relationship: 1,
  relationshipId: TENANT_ID,
  agentId: 'agent-1',
  tenant: { fullName: 'Ana Pérez', slug: SLUG },
  title: 'Llamar a Ana',
  description: 'Confirmar la visita',
  status: 1,
  priority: 3,
  taskType: call,
  attachments: [],
  // 2026-11-27 00:00 in Caracas.
  expiredAt: '2026-11-27T04:00:00.000Z',
  createdAt: '2026-11-20T15:00:00.000Z',
  completedAt: null,
  canceledAt: null,
  updatedAt: '2026-11-20T15:00:00.000Z',
  overdue: false,
};

export const created: Task = { ...task, taskId: 'task-2' };

export const model: MachineModel<typeof taskFormMachine> = {
  name: 'taskFormMachine',
  machine: taskFormMachine,
  input: { mode: 'create', tenantId: TENANT_ID, slug: SLUG, today: TODAY },
  inputs: {
    create: { mode: 'create', tenantId: TENANT_ID, slug: SLUG, today: TODAY },
    edit: { mode: 'edit', tenantId: TENANT_ID, slug: SLUG, task, today: TODAY },
  },
  events: [
    { type: 'taskType.selected', taskTypeId: call.taskTypeId },
    { type: 'field.changed', field: 'title', value: ' Visitar el apartamento ' },
    { type: 'field.changed', field: 'description', value: 'Llevar las llaves' },
    { type: 'field.changed', field: 'expirationDate', value: '2026-11-25' },
    { type: 'field.changed', field: 'expirationDate', value: '2026-11-24' },
    { type: 'priority.selected', priority: 1 },
    { type: 'form.submitted' },
    doneEvent('loadTaskTypes', [call]),
    errorEvent('loadTaskTypes', failure('SERVER_ERROR')),
    doneEvent('create', created),
    errorEvent('create', failure('SERVER_ERROR')),
    doneEvent('update', task),
    errorEvent('update', failure('TASK_NOT_IN_PROGRESS')),
    afterEvent('redirectDelay', 'taskForm.saved'),
  ],
  // Each change event sets a fixed value, so the fields that fail are what the submit guards read.
  serializeState: (snapshot) => {
    if (snapshot.status !== 'active') return stateKey(snapshot);
    const { values, today } = snapshot.context as TaskFormContext;
    const failing = Object.entries(validateTaskForm(values, today)).flatMap(([field, error]) => (error === null ? [] : [field]));
    return stateKey(snapshot, { failing });
  },
  effects: ['notify', 'navigate', 'reload', 'rememberTyped', 'forgetTyped'],
};
