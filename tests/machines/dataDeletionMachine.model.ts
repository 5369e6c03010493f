import { dataDeletionMachine } from '../../src/machines/dataDeletionMachine.ts';
import { failure } from './fixtures.ts';
import { doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const SIGNED_IN = { provider: 'facebook', signedIn: true } as const;
export const SIGNED_OUT = { provider: 'instagram', signedIn: false } as const;

export const model: MachineModel<typeof dataDeletionMachine> = {
  name: 'dataDeletionMachine',
  machine: dataDeletionMachine,
  input: SIGNED_IN,
  inputs: { signedIn: SIGNED_IN, signedOut: SIGNED_OUT },
  events: [{ type: 'retry' }, doneEvent('remove'), errorEvent('remove', failure('SERVER_ERROR'))],
  // The context is the input; which input is the path's own label.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: [],
};
