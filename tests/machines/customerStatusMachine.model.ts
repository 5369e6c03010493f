import { customerStatusMachine, type CustomerStatusContext } from '../../src/machines/customerStatusMachine.ts';
import { archived, customer } from './customerDetailMachine.model.ts';
import { failure } from './fixtures.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TENANT_ID = '5c0f7a52-8a1e-4d3b-9f4e-0c6b2a1d9e77';

export const model: MachineModel<typeof customerStatusMachine> = {
  name: 'customerStatusMachine',
  machine: customerStatusMachine,
  input: { tenantId: TENANT_ID, status: 1 },
  inputs: { active: { tenantId: TENANT_ID, status: 1 }, filed: { tenantId: TENANT_ID, status: 2 } },
  events: [
    { type: 'status.change.requested' },
    { type: 'status.change.confirmed' },
    { type: 'status.change.cancelled' },
    { type: 'status.synced', status: 2 },
    doneEvent('archive', archived),
    errorEvent('archive', failure('SERVER_ERROR')),
    doneEvent('activate', customer),
    errorEvent('activate', failure('TENANT_NOT_FOUND')),
    afterEvent('reloadDelay', 'customerStatus.succeeded'),
  ],
  serializeState: (snapshot) => stateKey(snapshot, { status: (snapshot.context as CustomerStatusContext).status }),
  effects: ['notify', 'replaced', 'reload'],
};
