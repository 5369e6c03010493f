import { dataDeletionMachine } from '../../src/machines/dataDeletionMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const SIGNED_IN = { provider: 'facebook', signedIn: true } as const;
export const SIGNED_OUT = { provider: 'instagram', signedIn: false } as const;
export const AFTER_DISCONNECT = { provider: 'facebook', signedIn: true, disconnected: true } as const;
export const WITH_CODE = { provider: 'facebook', signedIn: false, code: 'Zx8d0M1u3Q9kq2YtVt6vLw' } as const;

export const summary = { accountName: 'Dueño Cuenta', pages: ['Página de María', 'Inmobiliaria Pérez'] };
export const request = { confirmationCode: WITH_CODE.code, type: 3, status: 'completed', requestedAt: '2026-11-28T10:00:00.000Z' } as const;

export const model: MachineModel<typeof dataDeletionMachine> = {
  name: 'dataDeletionMachine',
  machine: dataDeletionMachine,
  input: SIGNED_IN,
  inputs: { signedIn: SIGNED_IN, signedOut: SIGNED_OUT, afterDisconnect: AFTER_DISCONNECT, withCode: WITH_CODE },
  events: [
    { type: 'confirm' },
    { type: 'retry' },
    doneEvent('load', summary),
    doneEvent('load', null),
    errorEvent('load', failure('SERVER_ERROR')),
    doneEvent('remove'),
    errorEvent('remove', failure('SERVER_ERROR')),
    doneEvent('request', request),
    errorEvent('request', failure('DATA_DELETION_REQUEST_NOT_FOUND')),
  ],
  // Which input is the path's own label; the summary and request only follow from it.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: [],
};
