import { attachmentMachine } from '../../src/machines/attachmentMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TENANT_ID = '5c0f7a52-8a1e-4d3b-9f4e-0c6b2a1d9e77';
export const TASK_ID = '9a3e1f64-2b7c-4d8e-a1f0-5e6d7c8b9a01';
export const ATTACHMENT_ID = 'c1d2e3f4-0a1b-4c2d-8e3f-4a5b6c7d8e9f';
export const DROPPED = new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' });

export const model: MachineModel<typeof attachmentMachine> = {
  name: 'attachmentMachine',
  machine: attachmentMachine,
  input: { tenantId: TENANT_ID, taskId: TASK_ID },
  inputs: { main: { tenantId: TENANT_ID, taskId: TASK_ID } },
  events: [
    { type: 'file.dropped', file: DROPPED },
    { type: 'attachment.deleteRequested', attachmentId: ATTACHMENT_ID },
    doneEvent('upload', { taskMediaId: ATTACHMENT_ID }),
    errorEvent('upload', failure('FILE_TOO_LARGE')),
    doneEvent('remove'),
    errorEvent('remove', failure('ATTACHMENT_NOT_FOUND')),
  ],
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['notify', 'reload'],
};
