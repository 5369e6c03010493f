import { postDeleteMachine, type PostDeleteInput } from '../../src/machines/postDeleteMachine.ts';
import { stateKey, type MachineModel } from './graph.ts';

export const INPUT: PostDeleteInput = { network: 'instagram' };

export const model: MachineModel<typeof postDeleteMachine> = {
  name: 'postDeleteMachine',
  machine: postDeleteMachine,
  input: INPUT,
  inputs: { instagram: INPUT, facebook: { network: 'facebook' } },
  events: [
    { type: 'delete.requested' },
    { type: 'delete.cancelled' },
    { type: 'delete.confirmed' },
    { type: 'delete.succeeded' },
    { type: 'delete.failed' },
  ],
  // The network only names the call: nothing in the context decides a transition.
  serializeState: (snapshot) => stateKey(snapshot),
  effects: ['requestDelete', 'deleted'],
};
