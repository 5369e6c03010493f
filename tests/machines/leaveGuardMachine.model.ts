import { leaveGuardMachine } from '../../src/machines/leaveGuardMachine.ts';
import { stateKey, type MachineModel } from './graph.ts';

export const GO = () => undefined;

export const model: MachineModel<typeof leaveGuardMachine> = {
  name: 'leaveGuardMachine',
  machine: leaveGuardMachine,
  input: undefined,
  inputs: { main: undefined },
  events: [
    { type: 'leave.requested', go: GO, unsaved: false },
    { type: 'leave.requested', go: GO, unsaved: true },
    { type: 'leave.confirmed' },
    { type: 'leave.cancelled' },
  ],
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['go', 'goPending', 'forgetUnsaved'],
};
