import { attachmentMachine } from '../../src/machines/attachmentMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const TENANT_ID = '5c0f7a52-8a1e-4d3b-9f4e-0c6b2a1d9e77';
export const TASK_ID = '9a3e1f64-2b7c-4d8e-a1f0-5e6d7c8b9a01';
export const ATTACHMENT_ID = 'c1d2e3f4-0a1b-4c2d-8e3f-4a5b6c7d8e9f';
/**
 * A file as the graph tells events apart (by their JSON: a bare File is `{}`, so two files would
 * be one event), optionally claiming a size without holding the bytes (the machine reads `size`).
 */
const file = (parts: BlobPart[], name: string, type: string, size?: number): File => {
  const made = new File(parts, name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return Object.defineProperty(made, 'toJSON', { value: () => ({ name, type, size: made.size }) });
};

export const DROPPED = file(['%PDF-1.7'], 'contrato.pdf', 'application/pdf');

/** Files that break a rule before anything is sent (issue 8). */
export const NOTES = file(['notas'], 'notas.txt', 'text/plain');
export const HUGE = file(['%PDF-1.7'], 'planos.pdf', 'application/pdf', 10 * 1024 * 1024 + 1);
export const EMPTY = file([], 'vacio.pdf', 'application/pdf');

export const model: MachineModel<typeof attachmentMachine> = {
  name: 'attachmentMachine',
  machine: attachmentMachine,
  input: { tenantId: TENANT_ID, taskId: TASK_ID },
  inputs: { main: { tenantId: TENANT_ID, taskId: TASK_ID } },
  events: [
    { type: 'files.dropped', files: [DROPPED] },
    { type: 'files.dropped', files: [NOTES] },
    { type: 'files.dropped', files: [DROPPED, NOTES] },
    { type: 'attachment.deleteRequested', attachmentId: ATTACHMENT_ID },
    doneEvent('upload', { taskMediaId: ATTACHMENT_ID }),
    errorEvent('upload', failure('IMAGE_DIMENSIONS_TOO_LARGE')),
    errorEvent('upload', failure('SERVER_ERROR')),
    doneEvent('remove'),
    errorEvent('remove', failure('ATTACHMENT_NOT_FOUND')),
  ],
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['notify', 'reload'],
};
