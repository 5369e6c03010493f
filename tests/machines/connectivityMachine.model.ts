import { connectivityMachine } from '../../src/machines/connectivityMachine.ts';
import { afterEvent, doneEvent, errorEvent, stateKey, type MachineModel } from './graph.ts';

export const model: MachineModel<typeof connectivityMachine> = {
  name: 'connectivityMachine',
  machine: connectivityMachine,
  input: { online: true },
  inputs: { online: { online: true }, offline: { online: false } },
  events: [
    { type: 'browser.online' },
    { type: 'browser.offline' },
    { type: 'server.reachable' },
    { type: 'server.unreachable' },
    afterEvent('probeDelay', 'connectivity.unreachable.waiting'),
    doneEvent('probe'),
    errorEvent('probe', new Error('unreachable')),
  ],
  // failedProbes only lengthens the delay; no transition reads it.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['connectionRestored', 'connectionLost'],
};
