import { taskDetailMachine, type TaskDetailContext } from '../../src/machines/taskDetailMachine.ts';
import type { Task } from '../../src/schema/task.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TENANT_ID = '5d1c2b7e-0f3a-4e61-9c2d-8b7a6f5e4d31';
export const TASK_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

export const inProgress: Task = {
  taskId: TASK_ID,
  relationship: 1,
  relationshipId: TENANT_ID,
  agentId: '0b8f3c1e-4d55-4f0a-9b8e-2f6d1c7a9e01',
  tenant: { fullName: 'Ana Pérez', slug: 'ana-perez-1a2b' },
  title: 'Llamar a Ana',
  description: 'Confirmar la visita del sábado',
  status: 1,
  priority: 2,
  taskType: { taskTypeId: 'type-1', type: 1, name: 'Llamada', relationship: 1 },
  attachments: [],
  expiredAt: '2026-11-28T04:00:00.000Z',
  createdAt: '2026-11-25T15:00:00.000Z',
  completedAt: null,
  canceledAt: null,
  updatedAt: '2026-11-25T15:00:00.000Z',
  overdue: false,
};

export const completed: Task = { ...inProgress, status: 2, completedAt: '2026-11-25T16:00:00.000Z' };

export const model: MachineModel<typeof taskDetailMachine> = {
  name: 'taskDetailMachine',
  machine: taskDetailMachine,
  input: { tenantId: TENANT_ID, taskId: TASK_ID },
  inputs: { task: { tenantId: TENANT_ID, taskId: TASK_ID } },
  events: [
    doneEvent('loadTask', inProgress),
    doneEvent('loadTask', completed),
    errorEvent('loadTask', failure('TASK_NOT_FOUND')),
    { type: 'task.retried' },
    { type: 'task.reloaded' },
    doneEvent('reloadTask', inProgress),
    doneEvent('reloadTask', completed),
    errorEvent('reloadTask', failure('SERVER_ERROR')),
    { type: 'edit.started' },
    { type: 'edit.cancelled' },
  ],
  // The editable guard reads the task's status.
  serializeState: (snapshot) => stateKey(snapshot, { status: (snapshot.context as TaskDetailContext).task?.status ?? null }),
  effects: [],
};
