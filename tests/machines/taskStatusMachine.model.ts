import { taskStatusMachine, type TaskStatusContext } from '../../src/machines/taskStatusMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TENANT_ID = '5c0f7a52-8a1e-4d3b-9f4e-0c6b2a1d9e77';
export const TASK_ID = '9a3e1f64-2b7c-4d8e-a1f0-5e6d7c8b9a01';

/** The parts of a Task the machine reads from an answer. */
export const taskWith = (status: 1 | 2 | 3) => ({ taskId: TASK_ID, status });

export const model: MachineModel<typeof taskStatusMachine> = {
  name: 'taskStatusMachine',
  machine: taskStatusMachine,
  input: { tenantId: TENANT_ID, taskId: TASK_ID, status: 1 },
  inputs: {
    inProgress: { tenantId: TENANT_ID, taskId: TASK_ID, status: 1 },
    completed: { tenantId: TENANT_ID, taskId: TASK_ID, status: 2 },
    cancelled: { tenantId: TENANT_ID, taskId: TASK_ID, status: 3 },
  },
  events: [
    { type: 'status.selected', status: 1 },
    { type: 'status.selected', status: 2 },
    { type: 'status.selected', status: 3 },
    { type: 'status.synced', status: 2 },
    doneEvent('complete', taskWith(2)),
    errorEvent('complete', failure('TASK_STATUS_TRANSITION_INVALID')),
    doneEvent('cancel', taskWith(3)),
    errorEvent('cancel', failure('SERVER_ERROR')),
    doneEvent('reopen', taskWith(1)),
    errorEvent('reopen', failure('SERVER_ERROR')),
  ],
  serializeState: (snapshot) => {
    const { status, previous } = snapshot.context as TaskStatusContext;
    return stateKey(snapshot, { status, previous });
  },
  effects: ['notify', 'reload'],
};
