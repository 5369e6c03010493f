import { taskDeleteMachine } from '../../src/machines/taskDeleteMachine.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const INPUT = { tenantId: 'tenant-1', slug: 'ana-perez', taskId: 'task-1' } as const;

export const model: MachineModel<typeof taskDeleteMachine> = {
  name: 'taskDeleteMachine',
  machine: taskDeleteMachine,
  input: INPUT,
  inputs: { main: INPUT },
  events: [
    { type: 'deletion.requested' },
    { type: 'deletion.cancelled' },
    { type: 'deletion.confirmed' },
    doneEvent('deleteTask'),
    errorEvent('deleteTask', failure('SERVER_ERROR')),
    afterEvent('panelCloseDelay', 'taskDelete.deleted'),
  ],
  // The context is the input: nothing in it decides a transition.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['notify', 'removed', 'navigate'],
};
